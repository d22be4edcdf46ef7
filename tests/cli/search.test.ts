import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit } from '../../lib/schemas/search';
import { compose } from '../helpers/intake';

// `pi search` (issue 23) on a folder of its own: one workspace, two messages taken with `pi ingest`.
const root = path.resolve(import.meta.dirname, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-cli-search-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function pi(args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, PI_DATA_DIR: dir };
  delete env.DATABASE_URL;
  delete env.APP_BASE_URL;
  const res = spawnSync(process.execPath, [path.join(root, 'bin/pi.mjs'), ...args], { env, encoding: 'utf8' });
  return { code: res.status, stdout: res.stdout, stderr: res.stderr };
}

const member = ['--member', 'ops@finder.example'];

beforeAll(async () => {
  const made = pi(['workspaces', 'create', 'finder', '--name', 'Finder', ...member]);
  expect(made.code, made.stderr).toBe(0);
  const messages = [
    ['board', 'Board deck for Zürich', 'The board deck is attached.'],
    ['hiring', 'Hiring plan', 'We hired two engineers; churn stayed low.'],
  ] as const;
  for (const [id, subject, text] of messages) {
    const raw = await compose({
      from: 'Jane Founder <jane@startup.example>',
      to: 'ops@finder.example',
      subject,
      date: new Date('2026-03-02T09:00:00Z'),
      messageId: `<${id}@startup.example>`,
      text,
    });
    fs.writeFileSync(path.join(dir, `${id}.eml`), raw);
  }
  const taken = pi(['ingest', dir, ...member, '--no-derive']);
  expect(taken.code, taken.stderr).toBe(0);
}, 300_000);

describe('pi search', () => {
  it('prints the hits as the API gives them with --json', () => {
    const res = pi(['search', 'zurich', ...member, '--json']);
    expect(res.code, res.stderr).toBe(0);
    const hits = JSON.parse(res.stdout) as SearchHit[];
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      type: 'email',
      title: 'Board deck for Zürich',
      occurredAt: '2026-03-02T09:00:00.000Z',
    });
    // The subject matched: its word as written, accent and all, is the passage to mark.
    expect(hits[0]?.permalink).toMatch(/^\/sources\/email\/[A-Za-z0-9_-]{21}\?q=zurich&quote=Z%C3%BCrich$/);
  }, 60_000);

  it('prints each hit with its matches in brackets, and narrows by --type', () => {
    const res = pi(['search', 'churned', ...member]);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('email    2026-03-02  Hiring plan');
    expect(res.stdout).toContain('[churn]');
    const none = pi(['search', 'churned', ...member, '--type', 'note']);
    expect(none.stdout).toBe('No hits.\n');
  }, 60_000);

  it('refuses words with nothing to find, and a bad type, with exit status 2', () => {
    const stop = pi(['search', 'the', ...member]);
    expect(stop.code).toBe(2);
    expect(stop.stderr).toContain('q must contain at least one searchable word');
    expect(pi(['search', 'board', ...member, '--type', 'file']).code).toBe(2);
    expect(pi(['search', 'board']).code).toBe(2);
  }, 60_000);
});
