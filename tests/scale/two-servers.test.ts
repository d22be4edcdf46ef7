import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rawRequest } from '../helpers/raw-http';
import { startServer, type StartedServer } from '../helpers/server';
import { copyTemplate } from '../helpers/template';

/**
 * Two `npm start` processes on one PostgreSQL database and one Redis, as
 * behind a load balancer: whatever one server hands out, the other honours.
 */
const PASSWORD = 'two-servers-password';
const REDIS_URL = process.env.PI_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let a: StartedServer;
let b: StartedServer;
let drop: () => Promise<void>;
const dataDirs: string[] = [];
const keys: Record<string, string> = {};

beforeAll(async () => {
  // A copy of the run's seeded template: its data folder serves the first server.
  const template = inject('template');
  const database = await copyTemplate(template, 'two');
  drop = database.dispose;
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.env.DATABASE_URL,
    REDIS_URL,
    PORT: '0',
    HOST: '127.0.0.1',
    PI_CONSOLE_PASSWORD: PASSWORD,
    PI_RATE_LIMIT_PER_SECOND: '0.5',
    PI_RATE_LIMIT_BURST: '10',
  };
  const envFor = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-two-'));
    dataDirs.push(dir);
    return { ...base, PI_DATA_DIR: dir };
  };
  const first = { ...base, PI_DATA_DIR: database.dataDir };
  keys.ada = String(template.keysByEmail['ada@demo.example']);
  keys.grace = String(template.keysByEmail['grace@demo.example']);
  // Started together: migrations and deployment secrets must settle on one value.
  [a, b] = await Promise.all([startServer(first), startServer(envFor())]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await drop?.();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const get = (server: StartedServer, key: string | undefined, p: string) =>
  fetch(`${server.url}/api/v1${p}`, { headers: { authorization: `Bearer ${key}` } });

describe('two servers, one PostgreSQL, one Redis', () => {
  it('accept each other’s page tokens', async () => {
    const first = await get(a, keys.ada, '/companies?limit=1');
    const page1 = (await first.json()) as { items: { publicId: string }[]; nextPageToken: string };
    const second = await get(b, keys.ada, `/companies?limit=1&pageToken=${encodeURIComponent(page1.nextPageToken)}`);
    expect(second.status).toBe(200);
    const page2 = (await second.json()) as { items: { publicId: string }[] };
    expect(page2.items[0]?.publicId).not.toBe(page1.items[0]?.publicId);
  });

  it('replay an idempotency key across servers', async () => {
    const post = (server: StartedServer) =>
      fetch(`${server.url}/api/v1/companies`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${keys.ada}`,
          'content-type': 'application/json',
          'idempotency-key': 'two-servers-1',
        },
        body: JSON.stringify({ name: 'Two Servers Inc' }),
      });
    const one = await post(a);
    const two = await post(b);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(two.headers.get('idempotent-replayed')).toBe('true');
    expect(await two.json()).toEqual(await one.json());
  });

  it('share sessions, and a sign-out on one ends the session on both', async () => {
    const login = await rawRequest(a.url, {
      method: 'POST',
      path: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: a.url },
      body: new URLSearchParams({ password: PASSWORD, next: '/companies' }).toString(),
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    expect(cookie).toMatch(/^pi_session=.+/);
    expect((await rawRequest(b.url, { path: '/companies', headers: { cookie } })).status).toBe(200);
    const out = await rawRequest(b.url, { method: 'POST', path: '/logout', headers: { cookie, origin: b.url } });
    expect(out.status).toBe(303);
    expect((await rawRequest(a.url, { path: '/companies', headers: { cookie } })).status).toBe(303);
    expect((await rawRequest(b.url, { path: '/companies', headers: { cookie } })).status).toBe(303);
  });

  it('share one rate limit per key', async () => {
    const remaining: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await get(i % 2 === 0 ? a : b, keys.grace, '/me');
      expect(res.status).toBe(200);
      remaining.push(String(res.headers.get('ratelimit-remaining')));
    }
    expect(remaining).toEqual(['9', '8', '7', '6', '5', '4', '3', '2', '1', '0']);
    const refusedA = await get(a, keys.grace, '/me');
    const refusedB = await get(b, keys.grace, '/me');
    expect([refusedA.status, refusedB.status]).toEqual([429, 429]);
    expect(Number(refusedB.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});
