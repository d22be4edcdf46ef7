import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ada, baseUrl, keys, type List } from '../helpers/api';
import { ownCompany, uploadFile } from '../helpers/intake';
import { startOwnServer, type OwnServer } from '../helpers/own-server';
import { rawRequest, type RawResponse } from '../helpers/raw-http';

/*
 * DNS rebinding: a page on evil.example whose name the attacker re-points at
 * 127.0.0.1 reaches the console as "its own" origin (Host and Origin agree).
 * The console answers only for loopback names, APP_BASE_URL's host and
 * PI_ALLOWED_HOSTS; the API, which needs a key, answers for any name.
 */

const root = path.resolve(import.meta.dirname, '../..');
const port = () => new URL(baseUrl()).port;

function asHost(
  host: string,
  target: string,
  opts: { base?: string; method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return rawRequest(opts.base ?? baseUrl(), {
    method: opts.method,
    path: target,
    headers: { host, ...opts.headers },
    body: opts.body,
  });
}

function expectMisdirected(res: RawResponse, what: string): void {
  expect(res.status, `${what}: ${res.text.slice(0, 200)}`).toBe(421);
  expect(res.headers['content-type']).toBe('application/json');
  expect(JSON.parse(res.text)).toEqual({
    error: expect.stringContaining('PI_ALLOWED_HOSTS'),
    code: 'misdirected_request',
  });
}

let company: Awaited<ReturnType<typeof ownCompany>>;
let fileId = '';

beforeAll(async () => {
  company = await ownCompany('Host Check Co');
  const upload = await uploadFile(
    company.publicId,
    'secret-plan.txt',
    Buffer.from('Runway: 14 months\n'),
    'text/plain',
  );
  expect(upload.status, upload.text).toBe(202);
  fileId = String(upload.body?.publicId);
});
afterAll(async () => {
  await company.remove();
});

describe('console on the loopback default (no password)', () => {
  it('refuses every console route when Host is another name, as a rebound page sends it', async () => {
    const evil = `evil.example:${port()}`;
    const targets = [
      '/',
      '/companies',
      `/companies/${company.publicId}`,
      '/login',
      '/api/console/me',
      `/api/console/companies/${company.publicId}`,
      `/api/console/files/${fileId}/content`,
      '/export/companies',
    ];
    for (const target of targets) expectMisdirected(await asHost(evil, target), target);
  });

  it('refuses a change from the rebound page, whose Origin matches its Host, and nothing is written', async () => {
    const evil = `evil.example:${port()}`;
    const marker = `rebound note ${company.publicId}`;
    const res = await asHost(evil, '/api/console/notes', {
      method: 'POST',
      headers: { origin: `http://${evil}`, 'content-type': 'application/json' },
      body: JSON.stringify({ companyPublicId: company.publicId, content: marker }),
    });
    expectMisdirected(res, 'POST /api/console/notes');
    const notes = await ada()<List<{ content: string }>>('GET', `/notes?companyPublicId=${company.publicId}`);
    expect(notes.status).toBe(200);
    expect(notes.body.items.map((n) => n.content)).not.toContain(marker);
  });

  it('answers for loopback names, in any case, with or without port or trailing dot', async () => {
    const names = [
      `localhost:${port()}`,
      'localhost',
      `LocalHost:${port()}`,
      `localhost.:${port()}`,
      `127.0.0.1:${port()}`,
      '127.0.0.1',
      `127.45.6.7:${port()}`,
      `[::1]:${port()}`,
      '[::1]',
    ];
    for (const host of names) {
      const res = await asHost(host, '/api/console/me');
      expect(res.status, `${host}: ${res.text.slice(0, 200)}`).toBe(200);
    }
    const page = await asHost(`localhost:${port()}`, '/companies');
    expect(page.status).toBe(200);
  });

  it('refuses names that merely contain a loopback name, other addresses and malformed hosts', async () => {
    const names = [
      'evil.example',
      `localhost.evil.example:${port()}`,
      `127.0.0.1.evil.example:${port()}`,
      `evil-localhost:${port()}`,
      `0.0.0.0:${port()}`,
      `192.168.1.20:${port()}`,
      `[fd00::1]:${port()}`,
      `evil.example@127.0.0.1:${port()}`,
      `127.0.0.1:${port()}/evil`,
      `localhost:${port()}:1`,
    ];
    for (const host of names) expectMisdirected(await asHost(host, '/api/console/me'), host);
  });

  it('ignores X-Forwarded-Host unless PI_TRUST_PROXY is set', async () => {
    const loopback = `127.0.0.1:${port()}`;
    expectMisdirected(
      await asHost(`evil.example:${port()}`, '/api/console/me', { headers: { 'x-forwarded-host': loopback } }),
      'forwarded loopback',
    );
    const res = await asHost(loopback, '/api/console/me', { headers: { 'x-forwarded-host': 'evil.example' } });
    expect(res.status).toBe(200);
  });

  it('leaves the API to its keys: a pipeline may call it by any name', async () => {
    const res = await asHost(`pipeline.internal.example:${port()}`, '/api/v1/me', {
      headers: { authorization: `Bearer ${keys().ada}` },
    });
    expect(res.status, res.text).toBe(200);
    expect(JSON.parse(res.text)).toMatchObject({ user: { email: 'ada@demo.example' } });
    const download = await asHost('203.0.113.7', `/api/v1/files/${fileId}/content`, {
      headers: { authorization: `Bearer ${keys().ada}` },
    });
    expect(download.status).toBe(200);
    expect(download.text).toBe('Runway: 14 months\n');
  });
});

describe('console with APP_BASE_URL, PI_ALLOWED_HOSTS and a trusted proxy', () => {
  let server: OwnServer;

  beforeAll(async () => {
    server = await startOwnServer(
      'hosts',
      {
        APP_BASE_URL: 'https://PI-App.example:8443',
        PI_ALLOWED_HOSTS: ' pi.internal.test, Console.Example.:8080 ,[FD00::7]',
        PI_TRUST_PROXY: '1',
      },
      [],
    );
  }, 600_000);
  afterAll(() => server?.dispose());

  const on = (host: string, headers: Record<string, string> = {}) =>
    asHost(host, '/api/console/me', { base: server.url, headers });

  it("answers for APP_BASE_URL's host and each listed host, whatever the port, case or trailing dot", async () => {
    const names = [
      'pi-app.example',
      'pi-app.example:8443',
      'PI.Internal.Test.:80',
      'pi.internal.test',
      'console.example:1234',
      '[fd00::7]:3000',
      `localhost:${new URL(server.url).port}`,
    ];
    for (const host of names) {
      const res = await on(host);
      expect(res.status, `${host}: ${res.text.slice(0, 200)}`).toBe(200);
    }
  });

  it('refuses names outside the list, including parents and children of listed ones', async () => {
    for (const host of ['internal.test', 'evil.pi.internal.test', 'pi-app.example.evil.example', 'example']) {
      expectMisdirected(await on(host), host);
    }
  });

  it('decides on the forwarded host, the one the console takes its origin from', async () => {
    expectMisdirected(await on('127.0.0.1', { 'x-forwarded-host': 'evil.example' }), 'forwarded evil');
    expect((await on('evil.example', { 'x-forwarded-host': 'pi.internal.test' })).status).toBe(200);
    expect((await on('evil.example', { 'x-forwarded-host': 'pi.internal.test, evil.example' })).status).toBe(200);
  });
});

describe('PI_ALLOWED_HOSTS', () => {
  it('refuses to start with an entry that is not a host name, and names the variable', () => {
    const dataDir = path.join(os.tmpdir(), `pi-hosts-never-${process.pid}`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      PI_DATA_DIR: dataDir,
      PI_ALLOWED_HOSTS: 'pi.example.com,https://pi.example.com/',
    };
    delete env.DATABASE_URL;
    // --api-only: the configuration is read all the same, without building the console first.
    const res = spawnSync(process.execPath, [path.join(root, 'bin/start.mjs'), '--api-only'], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    const created = fs.existsSync(dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('PI_ALLOWED_HOSTS');
    expect(res.stderr).toContain('https://pi.example.com/');
    expect(created).toBe(false);
  });
});
