import { describe, expect, it } from 'vitest';
import { ada, baseUrl, keys, unique } from '../helpers/api';
import { parseRaw, rawExchange, rawRequest, slowClientExchange } from '../helpers/raw-http';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('deep JSON', () => {
  it.each([
    ['POST', '/companies'],
    ['POST', '/notes'],
    ['POST', '/meetings'],
    ['DELETE', '/funds/AAAAAAAAAAAAAAAAAAAAA/companies'],
  ])('answers 400 naming the limit for a body nested 5,000 levels on %s %s', async (method, path) => {
    const res = await ada()(method, path, {
      raw: `{"name":"x","deep":${nested(5000)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: expect.stringContaining('64 levels'),
      code: 'invalid_request',
      issues: [{ path: '', message: expect.stringContaining('64 levels') }],
    });
  });

  it('still names a NUL inside an allowed depth, and accepts ordinary nesting', async () => {
    const nul = await ada()('POST', '/companies', { body: { name: 'a\u0000b' } });
    expect(nul.status).toBe(400);
    expect(nul.body.error).toMatch(/^name must not contain NUL/);
    expect(nul.body.issues).toEqual([{ path: 'name', message: 'must not contain NUL characters' }]);
    const inList = await ada()('POST', '/meetings', {
      body: { meetingNoteTitle: 'NUL', attendees: [{ name: 'A' }, { name: 'b\u0000' }] },
    });
    expect(inList.status).toBe(400);
    expect(inList.body).toMatchObject({
      error: 'attendees[1].name must not contain NUL characters',
      issues: [{ path: 'attendees.1.name', message: 'must not contain NUL characters' }],
    });
    const ok = await ada()('POST', '/meetings', {
      body: { meetingNoteTitle: unique('Depth'), attendees: [{ name: 'A', email: 'a@example.com' }] },
    });
    expect(ok.status).toBe(201);
  });
});

describe('page tokens', () => {
  // Signed with the key that used to be a constant in the source: a forgery now.
  const forged = 'WyJ0Q3o4WmxNSmVVaDl6MEkzIixbIjAiLCIxIl1d._BX_ToQT-ORxeMI8TYO54i';

  it('refuses a token signed with the old built-in key (it used to give 500)', async () => {
    const res = await ada()('GET', `/connections?pageToken=${forged}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
  });

  it('issues tokens that still work with the deployment key', async () => {
    const first = await ada()('GET', '/connections?limit=1');
    expect(first.status).toBe(200);
    const token = String(first.body.nextPageToken);
    const next = await ada()('GET', `/connections?limit=1&pageToken=${encodeURIComponent(token)}`);
    expect(next.status).toBe(200);
  });
});

describe('requests the HTTP parser refuses', () => {
  it('answers an unknown method with JSON and a request id', async () => {
    const res = parseRaw(await rawExchange(baseUrl(), 'FOO /api/v1/me HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'unknown HTTP method',
      code: 'invalid_request',
      issues: [{ path: '', message: 'unknown HTTP method' }],
    });
    expect(res.headers['x-request-id']).toMatch(/\S/);
  });

  it('answers a URL over 16 KB with 431 JSON', async () => {
    const res = parseRaw(
      await rawExchange(baseUrl(), `GET /api/v1/companies?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
    );
    expect(res.status).toBe(431);
    expect(res.body).toEqual({ error: expect.any(String), code: 'invalid_request' });
    expect(res.headers['x-request-id']).toMatch(/\S/);
  });

  it('answers CONNECT with 405 JSON instead of dropping the connection', async () => {
    const res = parseRaw(
      await rawExchange(baseUrl(), 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'),
    );
    expect(res.status).toBe(405);
    expect(res.body).toEqual({ error: expect.any(String), code: 'method_not_allowed' });
    expect(res.headers['x-request-id']).toMatch(/\S/);
  });
});

// Each part follows the last after a pause, as from a slow client; the server has answered by then.
const GAP_MS = 200;

describe('answers given before the request has all arrived', () => {
  it('reach a client that asked to close, although its body still arrives after the answer', async () => {
    const head =
      'POST /api/v1/notes HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer not-a-key\r\n' +
      'Content-Type: application/json\r\nContent-Length: 20000\r\nConnection: close\r\n\r\n';
    const res = parseRaw(
      await slowClientExchange(baseUrl(), [`${head}{"a":"`, 'y'.repeat(9_000), 'y'.repeat(9_000)], GAP_MS),
    );
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'unauthorized' });
  });

  it('reach a client whose headers overflow and keep coming', async () => {
    const head = `GET /api/v1/companies?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n`;
    const res = parseRaw(
      await slowClientExchange(baseUrl(), [head, `X-More: ${'b'.repeat(9_000)}\r\n`, '\r\n'], GAP_MS),
    );
    expect(res.status).toBe(431);
    expect(res.body).toEqual({ error: expect.any(String), code: 'invalid_request' });
  });
});

describe('paths that normalise differently', () => {
  it.each([
    '/api/v1/../v1/me',
    '/api/v1/%2e%2e/v1/me',
    '/api/v1/me/.',
    '/api/%2E%2E/companies',
    '/_next/static/../../companies',
    '/_next/static/%2e%2e/%2e%2e/companies',
    '/_next/static/..%2F..%2Fcompanies',
    '/_next/static/..\\..\\companies',
  ])('refuses %s with 400 before any decision is made on it', async (path) => {
    const res = await rawRequest(baseUrl(), { path });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({
      error: expect.any(String),
      code: 'invalid_request',
      issues: [{ path: '', message: expect.any(String) }],
    });
  });
});

describe('API paths that are merely unknown', () => {
  it.each(['/api/v1/..%2Fv1/me', '/api/v1//me', '/api/v1/companies/a%5Cb'])(
    'answers %s with 404, as any unknown path or malformed id',
    async (path) => {
      const res = await rawRequest(baseUrl(), { path, headers: { authorization: `Bearer ${keys().ada}` } });
      expect(res.status).toBe(404);
      expect(JSON.parse(res.text)).toMatchObject({ code: 'not_found' });
    },
  );
});

describe('operations endpoints', () => {
  it('answers /healthz and /readyz without a key', async () => {
    const health = await fetch(`${baseUrl()}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${baseUrl()}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });

  it('sends nosniff and the rate-limit headers on API responses', async () => {
    const res = await ada()('GET', '/me');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    for (const name of ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset']) {
      expect(res.headers.get(name)).toMatch(/^\d+$/);
    }
  });
});
