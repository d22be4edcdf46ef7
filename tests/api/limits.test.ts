import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnServer, type OwnServer } from '../helpers/own-server';
import { rawRequest } from '../helpers/raw-http';

const PASSWORD = 'limits-password';
let server: OwnServer;

beforeAll(async () => {
  server = await startOwnServer(
    'limits',
    {
      // One token every 4 s: slow enough that no refill lands inside the burst, even on a busy machine.
      PI_RATE_LIMIT_PER_SECOND: '0.25',
      PI_RATE_LIMIT_BURST: '5',
      PI_CONSOLE_PASSWORD: PASSWORD,
      PI_TRUST_PROXY: '1',
      // The name the proxy below forwards; the console answers only for its own names.
      PI_ALLOWED_HOSTS: 'pi.example.com',
      PI_SIGNIN_PER_ADDRESS_PER_MINUTE: '3',
      PI_SIGNIN_PER_MINUTE: '8',
      PI_SHUTDOWN_TIMEOUT_MS: '20000',
    },
    ['ada@demo.example', 'grace@demo.example'],
  );
});
afterAll(() => server.dispose());

const api = (key: string | undefined, path = '/me') =>
  fetch(`${server.url}/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });

const signIn = (address: string, password: string, headers: Record<string, string> = {}) =>
  rawRequest(server.url, {
    method: 'POST',
    path: '/login',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': `203.0.113.9, ${address}`,
      origin: server.url,
      ...headers,
    },
    body: new URLSearchParams({ password, next: '/' }).toString(),
  });

describe('API rate limit per key', () => {
  it('allows the burst, then answers 429 with Retry-After, and refills', async () => {
    const key = server.keys['ada@demo.example'];
    const remaining: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await api(key);
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBe('5');
      remaining.push(String(res.headers.get('ratelimit-remaining')));
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    const refused = await api(key);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(await refused.json()).toEqual({ error: expect.stringContaining('rate limit'), code: 'rate_limited' });

    // Another key has its own bucket.
    expect((await api(server.keys['grace@demo.example'])).status).toBe(200);

    // Within 4 s the key is served again; polled, not slept.
    let status = 429;
    for (const started = Date.now(); status === 429 && Date.now() - started < 10_000;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await api(key)).status;
    }
    expect(status).toBe(200);
  });
});

describe('console behind a trusted proxy', () => {
  it('compares the forwarded scheme and host with Origin', async () => {
    const forwarded = { 'x-forwarded-host': 'pi.example.com', 'x-forwarded-proto': 'https' };
    const login = await signIn('198.51.100.1', PASSWORD, { ...forwarded, origin: 'https://pi.example.com' });
    expect(login.status).toBe(303);
    expect(String(login.headers['set-cookie'])).toMatch(/^pi_session=/);
    const wrongScheme = await signIn('198.51.100.1', PASSWORD, { ...forwarded, origin: 'http://pi.example.com' });
    expect(wrongScheme.status).toBe(403);
  });
});

describe('sign-in limits', () => {
  const statuses = async (address: string, n: number) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await signIn(address, 'wrong')).status);
    return out;
  };
  /** What the server logged about attempts it slowed down, oldest first. */
  const slowed = () =>
    server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg?: string; address?: string; delayMs?: number })
      .filter((l) => l.msg === 'sign-in slowed');

  it('refuses one address past its own limit, with Retry-After, even the right password', async () => {
    expect(await statuses('192.0.2.1', 4)).toEqual([303, 303, 303, 429]);
    const refused = await signIn('192.0.2.1', PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('slows everyone past the overall allowance, but never locks out the right password', async () => {
    // Overall: 8 a minute; 198.51.100.1 and 192.0.2.1 spent 4. Three more addresses, each within
    // its own limit of 3, spend the other 4 and go 5 past it (a token comes back every 7.5 s only).
    const attackers = ['192.0.2.2', '192.0.2.3', '192.0.2.5'];
    const started = performance.now();
    const wrong: number[] = [];
    for (const address of attackers) wrong.push(...(await statuses(address, 3)));
    const attackMs = performance.now() - started;
    const right = await signIn('192.0.2.4', PASSWORD);
    expect(right.status).toBe(303);
    expect(right.headers.location).toBe('/');
    expect(String(right.headers['set-cookie'])).toMatch(/^pi_session=/);
    expect(wrong).toEqual([303, 303, 303, 303, 303, 303, 303, 303, 303]);

    // At least 4 of the 9 were past the allowance (5, less at most one token that came back);
    // each waited before its password was checked, longer the further past, at most 3 s.
    const delays = slowed()
      .filter((l) => attackers.includes(String(l.address)))
      .map((l) => Number(l.delayMs));
    expect(delays.length).toBeGreaterThanOrEqual(4);
    expect(delays.every((d) => d > 0 && d <= 3000)).toBe(true);
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(delays[delays.length - 1]).toBeGreaterThan(delays[0] ?? 0);
    // No answer came before its wait was over.
    expect(attackMs).toBeGreaterThanOrEqual(delays.reduce((a, b) => a + b, 0));
  });
});

describe('access log', () => {
  it('writes one JSON line per request with id, route, status, time and key prefix, never the key', async () => {
    const key = String(server.keys['grace@demo.example']);
    const id = `log-check-${Date.now()}`;
    const res = await fetch(`${server.url}/api/v1/companies/AAAAAAAAAAAAAAAAAAAAA`, {
      headers: { authorization: `Bearer ${key}`, 'x-request-id': id },
    });
    expect(res.status).toBe(404);
    let line: Record<string, unknown> | undefined;
    for (const started = Date.now(); !line && Date.now() - started < 5000;) {
      line = server
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => l.reqId === id);
      if (!line) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(line).toMatchObject({
      msg: 'request',
      method: 'GET',
      route: '/api/v1/companies/:companyPublicId',
      status: 404,
      key: key.slice(0, 7),
      level: 'info',
    });
    expect(typeof line?.ms).toBe('number');
    expect(server.output()).not.toContain(key);
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight, then exits 0', async () => {
    const key = String(server.keys['grace@demo.example']);
    const url = new URL(server.url);
    const http = await import('node:http');
    const body = JSON.stringify({ meetingNoteTitle: 'Drained meeting' });
    const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: '/api/v1/meetings',
          headers: {
            authorization: `Bearer ${key}`,
            'content-type': 'application/json',
            'content-length': body.length,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        },
      );
      req.on('error', reject);
      // Half the body now: the request is in flight when the signal arrives.
      req.write(body.slice(0, 10));
      const exited = new Promise((done) => server.child.once('exit', done));
      const readyz = async () => (await (await fetch(`${server.url}/readyz`)).json()) as { inFlight?: number };
      void (async () => {
        // Wait until the server is answering it (the readiness check itself is the other one in flight).
        for (let r = await readyz(); (r.inFlight ?? 0) < 2; r = await readyz()) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        server.child.kill('SIGTERM');
        const status = async () => (await fetch(`${server.url}/readyz`)).status;
        for (let s = await status().catch(() => 0); s === 200; s = await status().catch(() => 0)) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        req.end(body.slice(10));
        await exited;
      })();
    });
    const res = await answer;
    expect(res.status).toBe(201);
    expect(res.connection).toBe('close');
    const code = await new Promise<number | null>((resolve) => {
      if (server.child.exitCode !== null) resolve(server.child.exitCode);
      else server.child.once('exit', (c) => resolve(c));
    });
    expect(code).toBe(0);
  });
});
