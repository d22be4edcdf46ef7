import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../helpers/server';

const root = path.resolve(import.meta.dirname, '../..');
const OTHER_KEY = `pi_${'k'.repeat(40)}`;

/**
 * Another deployment of the API, as the console may be pointed at one: it
 * speaks the specification without the contract's extensions (no `code` in
 * errors, no `status` on fund companies), and it can be slow or broken.
 */
function otherDeployment() {
  const seen: { path: string; authorization: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ path: req.url ?? '', authorization: req.headers.authorization });
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const p = (req.url ?? '').split('?')[0];
    if (p === '/api/v1/me')
      send(200, {
        publicId: 'm'.repeat(21),
        role: 'member',
        user: { publicId: 'u'.repeat(21), email: 'x@other.example', firstName: 'X', lastName: 'Y' },
      });
    else if (p === '/api/v1/funds/FFFFFFFFFFFFFFFFFFFFF/companies')
      send(200, { items: [{ publicId: 'c'.repeat(21), name: 'No Status Inc' }] });
    else if (p === '/api/v1/connections') send(503, { error: 'maintenance window' });
    else if (p === '/api/v1/companies')
      return; // never answers
    else if (p === '/api/v1/funds') res.socket?.destroy();
    else send(404, { error: 'not found here' });
  });
  return { server, seen };
}

describe('console proxy against another deployment', () => {
  const upstream = otherDeployment();
  let console_: StartedServer;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-proxy-'));

  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.server.listen(0, '127.0.0.1', resolve));
    const port = (upstream.server.address() as AddressInfo).port;
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', PI_DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    console_ = await startServer({
      ...env,
      PI_API_BASE_URL: `http://127.0.0.1:${port}/api/v1/`,
      PI_API_KEY: OTHER_KEY,
      PI_API_TIMEOUT_MS: '700',
    });
  });
  afterAll(async () => {
    await console_.stop();
    upstream.server.closeAllConnections();
    await new Promise((resolve) => upstream.server.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (p: string) => fetch(`${console_.url}/api/console${p}`);

  it('sends PI_API_KEY to PI_API_BASE_URL and passes the answer on', async () => {
    const res = await get('/me');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { email: 'x@other.example' } });
    expect(upstream.seen.at(-1)).toEqual({ path: '/api/v1/me', authorization: `Bearer ${OTHER_KEY}` });
  });

  it('passes fund companies without the status extension through as they are', async () => {
    const res = await get('/funds/FFFFFFFFFFFFFFFFFFFFF/companies');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ items: [{ publicId: 'c'.repeat(21), name: 'No Status Inc' }] });
  });

  it('passes errors without `code` through unchanged', async () => {
    const res = await get('/connections');
    expect(res.status).toBe(503);
    expect(await res.text()).toBe(JSON.stringify({ error: 'maintenance window' }));
    const missing = await get('/notes/NNNNNNNNNNNNNNNNNNNNN');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'not found here' });
  });

  it('answers 504 when the API is slower than PI_API_TIMEOUT_MS', async () => {
    const res = await get('/companies');
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ error: 'The API did not answer within 1 s', code: 'gateway_timeout' });
  });

  it('answers 502 when the API drops the connection', async () => {
    const res = await get('/funds');
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: expect.stringMatching(/unreachable|broke off/) });
  });

  it('answers 502 when nothing listens at PI_API_BASE_URL', async () => {
    upstream.server.closeAllConnections();
    await new Promise((resolve) => upstream.server.close(resolve));
    const res = await get('/me');
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'The API is unreachable', code: 'bad_gateway' });
  });
});

describe('sign-in', () => {
  let server: StartedServer;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-signin-'));
  let local = '';

  beforeAll(async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '0.0.0.0',
      PI_DATA_DIR: dataDir,
      PI_CONSOLE_PASSWORD: 'correct horse',
    };
    delete env.DATABASE_URL;
    server = await startServer(env);
    local = server.url.replace('0.0.0.0', '127.0.0.1');
  });
  afterAll(async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends pages without a session to /login, keeping where they were going', async () => {
    const res = await fetch(`${local}/companies?search=a`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login?next=%2Fcompanies%3Fsearch%3Da');
    const login = await fetch(`${local}/login`);
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('Password');
  });

  it('refuses the proxy and source pages without a valid session', async () => {
    for (const cookie of [undefined, 'pi_session=v1.9999999999.AAAA.forged', 'pi_session=']) {
      const res = await fetch(`${local}/api/console/me`, { headers: cookie ? { cookie } : {} });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Sign in to the console first', code: 'unauthorized' });
    }
    const source = await fetch(`${local}/sources/note/AAAAAAAAAAAAAAAAAAAAA`, { redirect: 'manual' });
    expect(source.status).toBe(303);
  });

  it('leaves the API to its own keys', async () => {
    const res = await fetch(`${local}/api/v1/me`);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });
});

describe('listening beyond loopback', () => {
  it('refuses a non-loopback HOST without PI_CONSOLE_PASSWORD, and says why', () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '0.0.0.0',
      PI_DATA_DIR: path.join(os.tmpdir(), 'pi-never-created'),
    };
    delete env.PI_CONSOLE_PASSWORD;
    const res = spawnSync(process.execPath, [path.join(root, 'bin/start.mjs')], {
      env,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('HOST=0.0.0.0');
    expect(res.stderr).toContain('PI_CONSOLE_PASSWORD');
    expect(fs.existsSync(path.join(os.tmpdir(), 'pi-never-created'))).toBe(false);
  });
});
