import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as route from '../../app/api/console/[...path]/route';
import { handleConsoleRequest } from '../../lib/console/proxy';
import { ada, baseUrl, keys, unique } from '../helpers/api';
import { ownCompany, uploadFile } from '../helpers/intake';

/*
 * The route module `app/api/console/[...path]` itself, called as Next.js
 * calls it (a Request in, a Response out) and pointed, as a console may be,
 * at a deployment of the API over HTTP: this run's real server.
 */

const CONSOLE = 'http://localhost:3000/api/console';
const BYTES = '<script>alert(1)</script>\nRunway: 9 months\n';

let company: Awaited<ReturnType<typeof ownCompany>>;
let fileId = '';

beforeAll(async () => {
  // upstream() reads these on each call; stubbed for this file only.
  vi.stubEnv('PI_API_BASE_URL', `${baseUrl()}/api/v1/`);
  vi.stubEnv('PI_API_KEY', keys().ada);
  company = await ownCompany('Proxy Route Co');
  const upload = await uploadFile(company.publicId, 'route.txt', Buffer.from(BYTES), 'text/plain');
  expect(upload.status, upload.text).toBe(202);
  fileId = String(upload.body?.publicId);
});
afterAll(async () => {
  await company.remove();
  vi.unstubAllEnvs();
});

const call = (method: keyof typeof route & string, path: string, init: RequestInit = {}) => {
  const handler = route[method];
  if (typeof handler !== 'function') throw new Error(`the route exports no ${method}`);
  return handler(new Request(`${CONSOLE}${path}`, { method, ...init }));
};

describe('the console proxy route module', () => {
  it('binds one handler, the one the server answers /api/console/* with, to every method', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect(route[method]).toBe(handleConsoleRequest);
    }
  });

  it('reads with the stored key, never the caller’s', async () => {
    const res = await call('GET', '/me', { headers: { authorization: 'Bearer pi_not_a_key', cookie: 'a=b' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { email: string } }).user.email).toBe('ada@demo.example');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('answers HEAD through GET, without a body', async () => {
    const res = await call('HEAD', `/companies/${company.publicId}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('creates, changes and deletes through the API, passing JSON bodies on', async () => {
    const name = unique('Route Made');
    const created = await call('POST', '/companies', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    expect(created.status).toBe(201);
    const publicId = ((await created.json()) as { publicId: string }).publicId;
    const updated = await call('PUT', `/companies/${publicId}`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `${name} renamed` }),
    });
    expect(updated.status).toBe(200);
    const read = await ada()<{ name: string }>('GET', `/companies/${publicId}`);
    expect(read.body.name).toBe(`${name} renamed`);
    expect((await call('DELETE', `/companies/${publicId}`)).status).toBe(204);
    expect((await ada()('GET', `/companies/${publicId}`)).status).toBe(404);
  });

  it("keeps the API's sandbox CSP and attachment headers on a download", async () => {
    const res = await call('GET', `/files/${fileId}/content`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="route.txt"/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe(BYTES);
  });

  it("answers 404 for anything that is not one of the API's operations, without asking it", async () => {
    for (const [method, path] of [
      ['GET', '/keys'],
      ['PATCH', `/companies/${company.publicId}`],
      ['GET', '/companies/..%2Fme'],
    ] as const) {
      const res = await call(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toEqual({ error: `No console route ${method} /api/console${path}`, code: 'not_found' });
    }
  });
});
