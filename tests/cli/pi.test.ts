import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const KEY = /^pi_[A-Za-z0-9]{40}$/;

function pi(env: { PI_DATA_DIR: string; DATABASE_URL?: string }, ...args: string[]) {
  const clean: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!env.DATABASE_URL) delete clean.DATABASE_URL;
  const res = spawnSync(process.execPath, [path.join(root, 'bin/pi.mjs'), ...args], { env: clean, encoding: 'utf8' });
  return { code: res.status, stdout: res.stdout, stderr: res.stderr };
}

describe('pi', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-cli-'));
  const env = { PI_DATA_DIR: dir };
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('documents every command in --help', () => {
    const res = pi(env, '--help');
    expect(res.code).toBe(0);
    for (const word of [
      'migrate',
      'seed demo',
      'keys create',
      'keys list',
      'keys revoke',
      'restore company',
      'restore note',
      'DATABASE_URL',
      'PI_DATA_DIR',
    ]) {
      expect(res.stdout + res.stderr).toContain(word);
    }
  });

  it('exits 2 with a hint on usage errors', () => {
    for (const args of [
      ['frobnicate'],
      ['keys', 'create'],
      ['restore', 'planet', 'x'],
      ['seed', 'demo', '--companies', 'many'],
    ]) {
      const res = pi(env, ...args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr.length).toBeGreaterThan(0);
    }
  });

  it('migrates a fresh folder and says so', () => {
    const res = pi(env, 'migrate');
    expect(res.code).toBe(0);
    expect(fs.existsSync(path.join(dir, 'pglite'))).toBe(true);
  });

  it('exits 1 with a clear message for an unknown member', () => {
    const res = pi(env, 'keys', 'create', '--email', 'nobody@nowhere.example');
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/nobody@nowhere\.example/);
    expect(res.stdout).toBe('');
  });
});

describe('pi beside the running server', () => {
  const serverEnv = () => inject('serverEnv');

  it('lists keys by prefix, never the key itself', () => {
    const env = serverEnv();
    const res = pi(env, 'keys', 'list');
    if (env.DATABASE_URL) {
      // PostgreSQL admits many processes.
      expect(res.code).toBe(0);
      expect(res.stdout).toContain('ada@demo.example');
      for (const key of Object.values(inject('keys'))) expect(res.stdout).not.toContain(key);
      expect(res.stdout).toContain(inject('keys').ada.slice(0, 7));
    } else {
      // The embedded database admits one: pi refuses at once, and says why.
      expect(res.code).toBe(1);
      expect(res.stderr).toMatch(/in use/);
      expect(res.stderr).toMatch(/stop/i);
    }
  });
});

describe('pi keys and restore, with the server stopped', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-restore-'));
  const env = { PI_DATA_DIR: dir };
  let server: ChildProcess | undefined;
  let url = '';
  let key = '';

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(root, 'bin/start.mjs'), '--api-only'], {
        env: { ...process.env, DATABASE_URL: '', PI_DATA_DIR: dir, PORT: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server = child;
      let out = '';
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        const m = /API:\s+(http:\/\/\S+)\/api\/v1/.exec(out);
        if (m?.[1]) {
          url = m[1];
          resolve();
        }
      });
      child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
    });
  const stop = async () => {
    const s = server;
    if (!s || s.exitCode !== null) return;
    const exited = new Promise((r) => s.once('exit', r));
    s.kill('SIGTERM');
    await exited;
  };
  const call = async (method: string, p: string, body?: unknown) => {
    const res = await fetch(`${url}/api/v1${p}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };

  beforeAll(() => {
    const seeded = pi(env, 'seed', 'demo', '--companies', '20');
    expect(seeded.code).toBe(0);
    const created = pi(env, 'keys', 'create', '--email', 'ADA@demo.example', '--workspace', 'demo');
    expect(created.code).toBe(0);
    key = created.stdout.trim();
  });
  afterAll(async () => {
    await stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('prints only the new key on stdout', () => {
    expect(key).toMatch(KEY);
  });

  it('refuses a second seed of the demo workspace', () => {
    const res = pi(env, 'seed', 'demo', '--companies', '20');
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/demo/);
  });

  it('revokes a key by its prefix', async () => {
    const spare = pi(env, 'keys', 'create', '--email', 'grace@demo.example').stdout.trim();
    expect(spare).toMatch(KEY);
    const list = pi(env, 'keys', 'list');
    expect(list.stdout).toContain(spare.slice(0, 7));
    expect(list.stdout).not.toContain(spare);
    expect(pi(env, 'keys', 'revoke', spare.slice(0, 7)).code).toBe(0);
    await start();
    const res = await fetch(`${url}/api/v1/me`, { headers: { authorization: `Bearer ${spare}` } });
    expect(res.status).toBe(401);
    await stop();
  });

  it('restores a deleted company with its fund memberships, and a deleted note', async () => {
    await start();
    const funds = (await call('GET', '/funds')).body.items as { publicId: string }[];
    const fund = funds[0];
    if (!fund) throw new Error('no fund');
    const members = (await call('GET', `/funds/${fund.publicId}/companies?limit=1`)).body.items as {
      publicId: string;
      status: string;
    }[];
    const company = members[0];
    if (!company) throw new Error('empty fund');
    const note = await call('POST', '/notes', { companyPublicId: company.publicId, content: 'restore me' });
    const noteId = String(note.body.publicId);
    expect((await call('DELETE', `/notes/${noteId}`)).status).toBe(204);
    expect((await call('DELETE', `/companies/${company.publicId}`)).status).toBe(204);
    await stop();

    const blocked = pi(env, 'restore', 'note', noteId);
    expect(blocked.code).toBe(1);
    expect(blocked.stderr).toMatch(/company/i);
    expect(pi(env, 'restore', 'company', company.publicId).code).toBe(0);
    expect(pi(env, 'restore', 'note', noteId).code).toBe(0);
    expect(pi(env, 'restore', 'company', 'no-such-company').code).toBe(1);

    await start();
    expect((await call('GET', `/companies/${company.publicId}`)).status).toBe(200);
    expect((await call('GET', `/notes/${noteId}`)).body.content).toBe('restore me');
    const after = (await call('GET', `/funds/${fund.publicId}/companies`)).body.items as {
      publicId: string;
      status: string;
    }[];
    expect(after.find((c) => c.publicId === company.publicId)?.status).toBe(company.status);
    await stop();
  }, 180_000); // Starts the server twice, Next.js included: slow on a busy 2-core machine.
});
