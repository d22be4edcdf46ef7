import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnServer, type OwnServer } from '../helpers/own-server';
import { rawRequest } from '../helpers/raw-http';

const PASSWORD = 'correct horse battery staple';
let server: OwnServer;
let noteId = '';

beforeAll(async () => {
  server = await startOwnServer('signin', {
    PI_CONSOLE_PASSWORD: PASSWORD,
    // This file signs in many times from one address; throttling has its own test.
    PI_SIGNIN_PER_ADDRESS_PER_MINUTE: '1000',
    PI_SIGNIN_PER_MINUTE: '1000',
  });
  const key = server.keys['ada@demo.example'];
  const companies = (await (
    await fetch(`${server.url}/api/v1/companies?limit=1`, { headers: { authorization: `Bearer ${key}` } })
  ).json()) as { items: { publicId: string }[] };
  const notes = (await (
    await fetch(`${server.url}/api/v1/notes?companyPublicId=${companies.items[0]?.publicId}&limit=1`, {
      headers: { authorization: `Bearer ${key}` },
    })
  ).json()) as { items: { publicId: string }[] };
  noteId = notes.items[0]?.publicId ?? '';
  expect(noteId).toMatch(/^[A-Za-z0-9_-]{21}$/);
});
afterAll(() => server.dispose());

async function signIn(next = '/', password = PASSWORD) {
  return rawRequest(server.url, {
    method: 'POST',
    path: '/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams({ password, next }).toString(),
  });
}

function sessionFrom(res: { headers: Record<string, string | string[] | undefined> }): string {
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0] ?? '';
  const value = /^pi_session=([^;]+)/.exec(cookie)?.[1];
  if (!value) throw new Error(`no session cookie in ${cookie}`);
  return value;
}

describe('the sign-in gate decides on the normalised path', () => {
  it.each([
    (id: string) => `/_next/static/../../sources/note/${id}`,
    (id: string) => `/_next/static/%2e%2e/%2e%2e/sources/note/${id}`,
    (id: string) => `/_next/static/..%2F..%2Fsources/note/${id}`,
    (id: string) => `/_next/static/%2E%2E/%2E%2E/sources/note/${id}`,
    () => '/_next/static/../../companies',
    () => '/login/../companies',
  ])('refuses path trick %# without serving the page', async (make) => {
    const res = await rawRequest(server.url, { path: make(noteId) });
    expect(res.status).toBe(400);
    expect(res.text).not.toContain(noteId);
  });

  it('sends a request without a session to sign-in, and one with a session to the page', async () => {
    const anonymous = await rawRequest(server.url, { path: `/sources/note/${noteId}` });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.location).toBe(`/login?next=${encodeURIComponent(`/sources/note/${noteId}`)}`);
    const session = sessionFrom(await signIn());
    const page = await rawRequest(server.url, {
      path: `/sources/note/${noteId}`,
      headers: { cookie: `pi_session=${session}` },
    });
    expect(page.status).toBe(200);
  });

  it('treats a malformed cookie as no session, at once', async () => {
    const res = await rawRequest(server.url, {
      path: '/companies',
      headers: { cookie: 'pi_session=%ZZ' },
      timeoutMs: 5000,
    });
    expect(res.status).toBe(303);
  });
});

describe('after sign-in, only same-origin paths', () => {
  it.each([
    ['/\t/evil.example/'],
    ['/.//evil.example/'],
    ['/\t\\evil.example/'],
    ['//evil.example/'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['/a\nb'],
    ['/a\rb'],
    ['/a\vb'],
    ['/a\fb'],
    ['/a\u3000b'],
    ['javascript:alert(1)'],
  ])('next=%j goes to /', async (next) => {
    const res = await signIn(next);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/');
  });

  it('keeps a real destination with its query', async () => {
    const res = await signIn('/companies?search=a&limit=20');
    expect(res.headers.location).toBe('/companies?search=a&limit=20');
  });

  it('sends a wrong password back to the form, keeping the destination', async () => {
    const res = await signIn('/funds', 'nope');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/login?error=wrong&next=%2Ffunds');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('sessions end on the server', () => {
  it('signing out ends the session for every later request with the old cookie', async () => {
    const session = sessionFrom(await signIn());
    const cookie = `pi_session=${session}`;
    expect((await rawRequest(server.url, { path: '/companies', headers: { cookie } })).status).toBe(200);
    const out = await rawRequest(server.url, {
      method: 'POST',
      path: '/logout',
      headers: { cookie, origin: server.url },
    });
    expect(out.status).toBe(303);
    expect(String(out.headers['set-cookie'])).toMatch(/pi_session=;.*Max-Age=0/);
    const after = await rawRequest(server.url, { path: '/companies', headers: { cookie } });
    expect(after.status).toBe(303);
    const proxy = await rawRequest(server.url, { path: '/api/console/me', headers: { cookie } });
    expect(proxy.status).toBe(401);
  });
});

describe('changes must come from the console origin, scheme included', () => {
  let cookie = '';
  beforeAll(async () => {
    cookie = `pi_session=${sessionFrom(await signIn())}`;
  });
  const post = (headers: Record<string, string>) =>
    rawRequest(server.url, {
      method: 'POST',
      path: '/api/console/meetings',
      headers: { cookie, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ meetingNoteTitle: 'Origin check' }),
    });

  it('refuses another scheme on the same host', async () => {
    const res = await post({ origin: server.url.replace('http:', 'https:') });
    expect(res.status).toBe(403);
  });

  it('ignores X-Forwarded-Host unless PI_TRUST_PROXY is set', async () => {
    const res = await post({ origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' });
    expect(res.status).toBe(403);
  });

  it('accepts the console’s own origin', async () => {
    const res = await post({ origin: server.url });
    expect(res.status).toBe(201);
  });
});
