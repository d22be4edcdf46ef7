import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { compose } from '../helpers/intake';

// Issue 20, defect 15: `pi ingest` on one file not named .eml took nothing and exited 0.
const root = path.resolve(import.meta.dirname, '../..');
// A folder of its own (embedded database): `pi` opens it alone.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-cli-ingest-one-'));

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function pi(args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, PI_DATA_DIR: dir };
  delete env.DATABASE_URL;
  const res = spawnSync(process.execPath, [path.join(root, 'bin/pi.mjs'), ...args], { env, encoding: 'utf8' });
  return { code: res.status, stdout: res.stdout, stderr: res.stderr };
}

const ingest = (file: string) => pi(['ingest', file, '--member', 'ops@one-file.example', '--workspace', 'one', '--no-derive']);

it('reads one file of any name by what it holds, and says why when it holds no message', async () => {
  expect(pi(['migrate']).code).toBe(0);
  const made = pi(['workspaces', 'create', 'one', '--name', 'One File', '--member', 'ops@one-file.example']);
  expect(made.code, made.stderr).toBe(0);
  // No Message-ID: the same message by two paths must still be one email.
  const composed = await compose({
    from: 'Jane Founder <jane@one-file.example>',
    to: 'ops@one-file.example',
    subject: 'November numbers',
    date: new Date('2026-12-02T09:00:00Z'),
    text: 'Net burn was $210k in November.',
  });
  const raw = composed.toString('latin1').replace(/^Message-ID:.*\r\n(?:[ \t].*\r\n)*/im, '');

  const message = path.join(dir, 'update.txt');
  fs.writeFileSync(message, raw, 'latin1');
  const first = ingest(message);
  expect(first.code, first.stderr).toBe(0);
  expect(first.stdout).toBe('Took 1 message(s); 0 were already here; 0 refused.\n');

  // The same message exported to a mailbox file with no extension, after a byte-order mark.
  const mbox = path.join(dir, 'Inbox');
  const lf = raw.replace(/\r\n/g, '\n');
  fs.writeFileSync(mbox, `\ufeffFrom jane@one-file.example Wed Dec  2 09:00:00 2026\n${lf}\n`, 'utf8');
  const second = ingest(mbox);
  expect(second.code, second.stderr).toBe(0);
  expect(second.stdout).toBe('Took 0 message(s); 1 were already here; 0 refused.\n');

  const notes = path.join(dir, 'notes.dat');
  fs.writeFileSync(notes, 'Shopping list\n- milk\n- eggs\n');
  const third = ingest(notes);
  expect(third.code).toBe(1);
  expect(third.stdout).toBe('Took 0 message(s); 0 were already here; 1 refused.\n');
  expect(third.stderr).toContain(`refused ${notes}: the body is not an RFC 5322 message`);
}, 300_000);
