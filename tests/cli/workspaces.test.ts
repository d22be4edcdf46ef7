import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const KEY = /^pi_[A-Za-z0-9]{40}$/;

// Its own embedded database: PGlite admits one process per data folder, and the suite's server holds its own.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-workspaces-'));

function pi(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, PI_DATA_DIR: dir };
  delete env.DATABASE_URL;
  const res = spawnSync(process.execPath, [path.join(root, 'bin/pi.mjs'), ...args], { env, encoding: 'utf8' });
  return { code: res.status, stdout: res.stdout, stderr: res.stderr };
}

/** Starts the API alone on the folder, calls GET path with the key, and stops it again. */
async function getWithServer(key: string, paths: string[]): Promise<unknown[]> {
  const child = spawn(process.execPath, [path.join(root, 'bin/start.mjs'), '--api-only'], {
    env: { ...process.env, DATABASE_URL: '', PI_DATA_DIR: dir, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        const m = /API:\s+(http:\/\/\S+)\/api\/v1/.exec(out);
        if (m?.[1]) resolve(m[1]);
      });
      child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
    });
    const bodies: unknown[] = [];
    for (const p of paths) {
      const res = await fetch(`${url}/api/v1${p}`, { headers: { authorization: `Bearer ${key}` } });
      bodies.push(await res.json());
    }
    return bodies;
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

// Each test spawns `pi` several times; on a loaded 2-core machine one `pi` has taken 15–40 s.
describe('pi workspaces create', { timeout: 180_000 }, () => {
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is documented in pi --help and has its own help', () => {
    expect(pi('--help').stdout).toContain('workspaces create');
    const help = pi('workspaces', 'create', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/--member EMAIL/);
  });

  it('exits 2 with a hint on usage errors', () => {
    for (const args of [
      ['workspaces'],
      ['workspaces', 'drop', 'x'],
      ['workspaces', 'create', '--name', 'X', '--member', 'a@b.example'],
      ['workspaces', 'create', 'x', '--member', 'a@b.example'],
      ['workspaces', 'create', 'x', '--name', 'X'],
      ['workspaces', 'create', 'x', 'y', '--name', 'X', '--member', 'a@b.example'],
    ]) {
      const res = pi(...args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).toMatch(/pi workspaces/);
    }
  });

  it('refuses bad slugs and emails with exit 1, creating nothing', () => {
    for (const [slug, email] of [
      ['Upper', 'a@b.example'],
      ['trailing-', 'a@b.example'],
      ['x'.repeat(64), 'a@b.example'],
      ['fine', 'not-an-email'],
    ] as const) {
      const res = pi('workspaces', 'create', slug, '--name', 'X', '--member', email);
      expect(res.code, slug).toBe(1);
      expect(res.stdout).toBe('');
    }
  });

  it('creates a workspace whose admin can get a key and act in it', async () => {
    const res = pi('workspaces', 'create', 'acme', '--name', 'Acme Capital', '--member', 'kay.jones@acme.example');
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/Created workspace acme \(Acme Capital/);
    // The email is matched case-insensitively, as for any member.
    const key = pi('keys', 'create', '--email', 'KAY.JONES@acme.example', '--workspace', 'acme');
    expect(key.code, key.stderr).toBe(0);
    expect(key.stdout.trim()).toMatch(KEY);

    const [me, companies] = await getWithServer(key.stdout.trim(), ['/me', '/companies']);
    expect(me).toMatchObject({
      role: 'admin',
      user: { email: 'kay.jones@acme.example', firstName: 'Kay', lastName: 'Jones' },
    });
    // A new workspace starts empty: nothing of the demo workspace shows.
    expect(companies).toEqual({ items: [] });
    // Timed out, this test once left its server holding the folder, and the tests after it failed too.
  });

  it('refuses an existing slug with a clear message and changes nothing', () => {
    const again = pi('workspaces', 'create', 'acme', '--name', 'Other', '--member', 'someone@else.example');
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/workspace "acme" already exists/);
    expect(again.stdout).toBe('');
    // The refused member was not added anywhere.
    expect(pi('keys', 'create', '--email', 'someone@else.example').code).toBe(1);
  });

  it('makes every --member an admin of the new workspace', () => {
    const res = pi(
      'workspaces',
      'create',
      'duo',
      '--name',
      'Duo',
      '--member',
      'a@duo.example',
      '--member',
      'b@duo.example',
    );
    expect(res.code, res.stderr).toBe(0);
    for (const email of ['a@duo.example', 'b@duo.example']) {
      expect(pi('keys', 'create', '--email', email).code, email).toBe(0);
    }
  });
});
