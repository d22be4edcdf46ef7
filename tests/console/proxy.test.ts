import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { ada, baseUrl, unique } from '../helpers/api';

/** The console's key: what the first start stored in the data folder. */
const consoleKey = () => fs.readFileSync(path.join(inject('serverEnv').PI_DATA_DIR, 'console-key'), 'utf8').trim();

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** A request with the path sent byte for byte (fetch would normalise `..` and friends). */
function raw(method: string, rawPath: string, headers: Record<string, string> = {}, body?: string): Promise<Raw> {
  const url = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path: rawPath, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const json = { 'content-type': 'application/json' };

describe('console proxy: what passes', () => {
  it('forwards an API operation with the stored key and returns the API answer', async () => {
    const viaProxy = await raw('GET', '/api/console/me');
    const direct = await ada()('GET', '/me');
    expect(viaProxy.status).toBe(200);
    expect(JSON.parse(viaProxy.text)).toEqual(direct.body);
    expect(viaProxy.headers['x-request-id']).toBeTruthy();
  });

  it("answers with the API's request id and rate-limit headers, marked uncacheable", async () => {
    const id = unique('proxy').replace(' ', '-');
    const viaProxy = await raw('GET', '/api/console/funds', { 'x-request-id': id });
    expect(viaProxy.status).toBe(200);
    expect(viaProxy.headers['x-request-id']).toBe(id);
    expect(viaProxy.headers['cache-control']).toBe('no-store');
    expect(viaProxy.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(viaProxy.headers['ratelimit-limit'])).toBeGreaterThan(0);
  });

  it('passes the query string through', async () => {
    const viaProxy = await raw('GET', '/api/console/companies?limit=2');
    const direct = await ada()('GET', '/companies?limit=2');
    expect(viaProxy.status).toBe(200);
    expect(JSON.parse(viaProxy.text)).toEqual(direct.body);
  });

  it('passes upstream error statuses and bodies through unchanged', async () => {
    for (const p of [
      '/companies/AAAAAAAAAAAAAAAAAAAAA',
      '/companies?limit=0',
      '/companies?nope=1',
      '/trackers/x/values',
    ]) {
      const viaProxy = await raw('GET', `/api/console${p}`);
      const direct = await ada()('GET', p);
      expect({ p, status: viaProxy.status }).toEqual({ p, status: direct.status });
      expect(viaProxy.text).toBe(direct.text);
    }
  });
});

describe('console proxy: the OpenAPI document', () => {
  it('is served like every operation the document lists: the allow-list is the document', async () => {
    const res = await raw('GET', '/api/console/openapi.json');
    expect(res.status).toBe(200);
    expect((JSON.parse(res.text) as { openapi: string }).openapi).toMatch(/^3\.1\./);
  });
});

describe('console proxy: what is refused', () => {
  it.each([
    ['GET', '/api/console/openapi.yaml'],
    ['GET', '/api/console/nothing'],
    ['GET', '/api/console/me/'],
    ['DELETE', '/api/console/me'],
    ['POST', '/api/console/trackers'],
    ['PUT', '/api/console/companies'],
    ['GET', '/api/console/companies/abc/touchpoints/extra'],
  ])('%s %s is not an API operation → 404', async (method, p) => {
    const res = await raw(method, p, { origin: baseUrl() });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toMatchObject({ error: expect.stringMatching(/console route/) });
  });

  it.each([
    '/api/console/companies/../me',
    '/api/console/../v1/me',
    '/api/console/companies/..%2Fme',
    '/api/console/companies%2F..%2Fme',
    '/api/console/%2e%2e/%2e%2e/api/v1/me',
    '/api/console/companies/%2e%2e',
    '/api/console/companies/.%2e/me',
    '/api/console/companies\\..\\me',
    '/api/console/companies/%5c..%5cme',
    '/api/console//me',
  ])('path trick %s is refused (400: it normalises to another path)', async (p) => {
    const res = await raw('GET', p);
    expect(res.status).toBe(400);
    expect(res.text).not.toContain('ada@demo.example');
  });

  it('a NUL in a segment reaches nothing', async () => {
    const res = await raw('GET', '/api/console/companies/%00');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('ada@demo.example');
  });

  it('refuses changes without a same-origin Origin header, and accepts them with one', async () => {
    const body = JSON.stringify({ name: unique('Proxy origin') });
    const none = await raw('POST', '/api/console/companies', json, body);
    expect(none.status).toBe(403);
    expect(JSON.parse(none.text)).toMatchObject({ error: expect.stringMatching(/same-origin/) });
    const foreign = await raw('POST', '/api/console/companies', { ...json, origin: 'http://evil.example' }, body);
    expect(foreign.status).toBe(403);
    const lookalike = await raw(
      'POST',
      '/api/console/companies',
      { ...json, origin: `${baseUrl()}.evil.example` },
      body,
    );
    expect(lookalike.status).toBe(403);

    const ok = await raw('POST', '/api/console/companies', { ...json, origin: baseUrl() }, body);
    expect(ok.status).toBe(201);
    const { publicId } = JSON.parse(ok.text) as { publicId: string };
    expect((await ada()('GET', `/companies/${publicId}`)).status).toBe(200);
    const delNoOrigin = await raw('DELETE', `/api/console/companies/${publicId}`);
    expect(delNoOrigin.status).toBe(403);
    const del = await raw('DELETE', `/api/console/companies/${publicId}`, { origin: baseUrl() });
    expect(del.status).toBe(204);
    expect((await ada()('GET', `/companies/${publicId}`)).status).toBe(404);
  });

  it('never lets the key out: not in bodies, not in headers', async () => {
    const key = consoleKey();
    expect(key).toMatch(/^pi_/);
    for (const [method, p] of [
      ['GET', '/api/console/me'],
      ['GET', '/api/console/companies?limit=3'],
      ['GET', '/api/console/companies?limit=0'],
      ['GET', '/api/console/nothing'],
      ['POST', '/api/console/companies'],
      ['GET', '/companies'],
      ['GET', '/login'],
    ] as const) {
      const res = await raw(method, p);
      expect(res.text).not.toContain(key);
      expect(JSON.stringify(res.headers)).not.toContain(key);
    }
  });
});
