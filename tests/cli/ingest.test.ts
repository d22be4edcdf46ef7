import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { Email } from '../../lib/schemas/intake';
import { compose } from '../helpers/intake';
import { startServer, type StartedServer } from '../helpers/server';

const root = path.resolve(import.meta.dirname, '../..');
// A folder of its own (embedded database): `pi` may open it while the test server runs.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-cli-ingest-'));
let server: StartedServer | undefined;

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const env = (): NodeJS.ProcessEnv => {
  const e: NodeJS.ProcessEnv = { ...process.env, PI_DATA_DIR: dir };
  delete e.DATABASE_URL;
  return e;
};

function pi(args: string[]) {
  const res = spawnSync(process.execPath, [path.join(root, 'bin/pi.mjs'), ...args], { env: env(), encoding: 'utf8' });
  return { code: res.status, stdout: res.stdout, stderr: res.stderr };
}

it('takes an mbox, skips what it already has, names what is not a message, and derives', async () => {
  expect(pi(['seed', 'demo']).code).toBe(0);
  const first = await compose({
    from: 'analyst@outside.example',
    to: 'ada@demo.example',
    subject: 'Northwind Analytics: notes from the October call',
    messageId: '<ingest-1@outside.example>',
    date: new Date('2026-10-20T10:00:00Z'),
    text: 'They launched the new forecasting product.',
  });
  const second = await compose({
    from: 'analyst@outside.example',
    to: 'ada@demo.example',
    subject: 'Unrelated',
    messageId: '<ingest-2@outside.example>',
    text: 'From the desk of nobody.\nFrom here on, nothing.',
  });
  const mbox = path.join(dir, 'inbox.mbox');
  // mboxrd: body lines starting with "From " are quoted with ">".
  const quote = (raw: Buffer) => raw.toString('latin1').replace(/^(>*From )/gm, '>$1');
  fs.writeFileSync(
    mbox,
    `From a@b Mon Oct 20 10:00:00 2026\n${quote(first)}\nFrom c@d Mon Oct 20 11:00:00 2026\nthis is not a message\n\nFrom e@f Mon Oct 20 12:00:00 2026\n${quote(second)}\n`,
    'latin1',
  );

  const run = pi(['ingest', mbox, '--member', 'ada@demo.example', '--workspace', 'demo']);
  expect(run.code, run.stderr).toBe(1);
  expect(run.stdout).toBe('Took 2 message(s); 0 were already here; 1 refused.\n');
  expect(run.stderr).toContain(`refused ${mbox} #2: the body is not an RFC 5322 message`);
  expect(run.stderr).toContain('Deriving: 2/2 (100%)');

  const again = pi(['ingest', mbox, '--member', 'ada@demo.example', '--workspace', 'demo', '--no-derive']);
  expect(again.stdout).toBe('Took 0 message(s); 2 were already here; 1 refused.\n');

  expect(pi(['ingest', mbox, '--workspace', 'demo']).stderr).toContain('--member is required');

  // Over the API: the same message again names the ingested email, derived onto the company the subject names.
  server = await startServer({ ...env(), PORT: '0', HOST: '127.0.0.1' });
  const key = fs.readFileSync(path.join(dir, 'console-key'), 'utf8').trim();
  const headers = { authorization: `Bearer ${key}` };
  const posted = await fetch(`${server.url}/api/v1/emails`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'message/rfc822' },
    body: new Uint8Array(first),
  });
  expect(posted.status).toBe(200);
  const { publicId } = (await posted.json()) as { publicId: string };
  const email = (await (await fetch(`${server.url}/api/v1/emails/${publicId}`, { headers })).json()) as Email;
  const companies = (await (
    await fetch(`${server.url}/api/v1/companies?search=Northwind%20Analytics`, { headers })
  ).json()) as { items: { publicId: string; name: string }[] };
  expect(companies.items.map((c) => c.name)).toEqual(['Northwind Analytics']);
  expect(email).toMatchObject({
    subject: 'Northwind Analytics: notes from the October call',
    companyPublicId: companies.items[0]?.publicId,
    processing: { state: 'done', error: null },
  });
  expect(email.touchpointPublicIds).toHaveLength(1);
}, 600_000);
