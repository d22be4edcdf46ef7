import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { compose } from '../helpers/intake';

// `pi ingest` over messages PostgreSQL cannot hold as they are, and one intake
// refuses: the first are stored, the refused one is named with its reason, and
// every message after them is still taken.
const root = path.resolve(import.meta.dirname, '../..');
// A folder of its own (embedded database): `pi` opens it alone.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-cli-ingest-refused-'));
const inbox = path.join(dir, 'inbox');

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function pi(args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, PI_DATA_DIR: dir };
  delete env.DATABASE_URL;
  const res = spawnSync(process.execPath, [path.join(root, 'bin/pi.mjs'), ...args], { env, encoding: 'utf8' });
  return { code: res.status, stdout: res.stdout, stderr: res.stderr };
}

const good = (n: number) =>
  compose({
    from: 'analyst@ingest-refused.example',
    to: 'ada@demo.example',
    subject: `Good ${n}`,
    messageId: `<good-${n}@ingest-refused.example>`,
    text: `Message ${n}.`,
  });

/** NUL in the Subject, a Date in year 10000, a 3 KB Message-ID: a database error before they were made storable. */
const poison = (n: number) =>
  Buffer.from(
    [
      `From: "Jane\u0000 ${n}" <jane@ingest-refused.example>`,
      `Message-ID: <${String(n).repeat(3000)}@ingest-refused.example>`,
      'Date: Sat, 1 Jan 10000 00:00:00 +0000',
      `Subject: Poison\u0000 ${n}`,
      '',
      'Body.',
      '',
    ].join('\r\n'),
    'utf8',
  );

it('takes what it can store, names the message it refuses, and goes on with the rest', async () => {
  expect(pi(['seed', 'demo']).code).toBe(0);
  fs.mkdirSync(inbox);
  fs.writeFileSync(path.join(inbox, 'a-good.eml'), await good(1));
  fs.writeFileSync(path.join(inbox, 'b-poison.eml'), poison(1));
  // mboxrd: body lines starting with "From " are quoted with ">".
  const quote = (raw: Buffer) => raw.toString('latin1').replace(/^(>*From )/gm, '>$1');
  const mbox = [await good(2), Buffer.from('Subject: nobody sent this\r\n\r\nbody\r\n'), poison(2), await good(3)]
    .map((raw, i) => `From sender@x Mon Oct 20 1${i}:00:00 2026\n${quote(raw)}\n`)
    .join('');
  fs.writeFileSync(path.join(inbox, 'c-archive.mbox'), mbox, 'latin1');
  fs.writeFileSync(path.join(inbox, 'd-good.eml'), await good(4));

  const args = ['ingest', inbox, '--member', 'ada@demo.example', '--workspace', 'demo', '--no-derive'];
  const run = pi(args);
  expect(run.code, run.stderr).toBe(1);
  expect(run.stdout).toBe('Took 6 message(s); 0 were already here; 1 refused.\n');
  const refused = run.stderr.split('\n').filter((l) => l.includes('refused '));
  expect(refused).toEqual([`  refused ${path.join(inbox, 'c-archive.mbox')} #2: the message has no From address`]);

  // Everything but the refused one is stored: a second run finds each already here.
  const again = pi(args);
  expect(again.code, again.stderr).toBe(1);
  expect(again.stdout).toBe('Took 0 message(s); 6 were already here; 1 refused.\n');
}, 600_000);
