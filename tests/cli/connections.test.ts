import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const ID = /^[A-Za-z0-9_-]{21}$/;
const PASSWORD = 'pa55 word with spaces ';

describe('pi connections', () => {
  // A folder of its own (embedded database): `pi` may open it while the test server runs.
  // Each `pi` opens the database afresh, hence the longer timeouts of the tests that run several.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-cli-connections-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  function pi(args: string[], input = '') {
    const env: NodeJS.ProcessEnv = { ...process.env, PI_DATA_DIR: dir };
    delete env.DATABASE_URL;
    delete env.PI_SECRET_KEY;
    const res = spawnSync(process.execPath, [path.join(root, 'bin/pi.mjs'), ...args], { env, input, encoding: 'utf8' });
    return { code: res.status, stdout: res.stdout, stderr: res.stderr };
  }

  const add = (...extra: string[]) => [
    'connections',
    'add',
    'imap',
    '--workspace',
    'acme',
    '--member',
    'ops@acme.example',
    '--host',
    'imap.acme.example',
    '--user',
    'deals@acme.example',
    ...extra,
  ];

  beforeAll(() => {
    const res = pi(['workspaces', 'create', 'acme', '--name', 'Acme', '--member', 'ops@acme.example']);
    expect(res.code, res.stderr).toBe(0);
  });

  it('documents its subcommands', () => {
    const res = pi(['connections', '--help']);
    expect(res.code).toBe(0);
    for (const word of ['connections add imap', '--password-stdin', 'connections list', 'connections remove']) {
      expect(res.stdout).toContain(word);
    }
    expect(pi(['--help']).stdout).toContain('connections add imap');
  });

  it('exits 2 on usage errors, never taking a password from the command line', () => {
    for (const args of [
      ['connections'],
      ['connections', 'add', 'pop3'],
      add(),
      add('--password', 'x'),
      add('--tls', '--no-tls', '--password-stdin'),
      add('--port', 'imap', '--password-stdin'),
    ]) {
      const res = pi(args, 'secret\n');
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).not.toContain('secret');
    }
    expect(pi(add('--password-stdin'), '').code).toBe(2);
  }, 120_000);

  it('refuses control characters in host, user and mailbox, naming the flag (exit 2)', () => {
    const before = pi(['connections', 'list', '--workspace', 'acme', '--json']);
    expect(before.code, before.stderr).toBe(0);
    const cases: [flag: string, value: string][] = [
      ['--host', 'imap.acme.example\r\nA1 LOGOUT'],
      ['--host', 'imap.acme.example\n'],
      ['--user', 'deals@acme.example\r\nA2 DELETE INBOX'],
      ['--user', 'deals\u001b[2J@acme.example'],
      ['--mailbox', 'INBOX\r\nA3 DELETE Archive'],
      ['--mailbox', 'INBOX\r'],
      ['--mailbox', 'Deals\u007f'],
      ['--mailbox', 'Deals\tQ1'],
    ];
    for (const [flag, value] of cases) {
      // The flag given last wins, so these replace the good host and user of add().
      const res = pi(add('--password-stdin', flag, value), 'pw\n');
      expect(res.code, `${flag} ${JSON.stringify(value)}: ${res.stderr}`).toBe(2);
      expect(res.stderr).toContain(`${flag} must not contain control characters`);
      expect(res.stdout).toBe('');
    }
    const after = pi(['connections', 'list', '--workspace', 'acme', '--json']);
    expect(after.stdout).toBe(before.stdout);
  }, 120_000);

  it('adds, lists and removes an IMAP connection, keeping the password out of sight', () => {
    const created = pi(add('--starttls', '--mailbox', 'Deals', '--password-stdin'), `${PASSWORD}\n`);
    expect(created.code, created.stderr).toBe(0);
    const id = created.stdout.trim();
    expect(id).toMatch(ID);
    expect(fs.statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);

    const listed = pi(['connections', 'list', '--workspace', 'acme', '--json']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).not.toContain(PASSWORD.trim());
    const rows = JSON.parse(listed.stdout) as { publicId: string; provider: string; target: string }[];
    expect(rows.find((r) => r.publicId === id)).toMatchObject({
      provider: 'imap',
      target: 'deals@acme.example@imap.acme.example:143/Deals',
      ownerEmail: 'ops@acme.example',
    });

    const removed = pi(['connections', 'remove', id]);
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.stdout).toContain('Removed');
    expect(pi(['connections', 'remove', id]).stdout).toContain('already removed');
    const table = pi(['connections', 'list', '--workspace', 'acme']);
    expect(table.stdout + table.stderr).not.toContain(id);
  }, 120_000);

  it('exits 1 naming what is unknown', () => {
    const member = pi(
      add('--password-stdin').map((a) => (a === 'ops@acme.example' ? 'x@acme.example' : a)),
      'pw',
    );
    expect(member.code).toBe(1);
    expect(member.stderr).toContain('no member with email x@acme.example');
    const workspace = pi(
      add('--password-stdin').map((a) => (a === 'acme' ? 'nope' : a)),
      'pw',
    );
    expect(workspace.code).toBe(1);
    expect(workspace.stderr).toContain('no workspace "nope"');
    expect(pi(['connections', 'remove', 'aaaaaaaaaaaaaaaaaaaaa']).code).toBe(1);
  }, 120_000);
});
