import { describe, expect, it } from 'vitest';
import { ada, baseUrl, client, grace, keys } from '../helpers/api';

const MIB = 1024 * 1024;

describe('authentication', () => {
  it('answers 401 with WWW-Authenticate when the key is missing', async () => {
    const res = await client(null)('GET', '/me');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(res.body).toMatchObject({ code: 'unauthorized' });
    expect(typeof res.body.error).toBe('string');
  });

  it.each([
    ['a malformed key', 'Bearer not-a-key'],
    ['an unknown key', `Bearer pi_${'A'.repeat(40)}`],
    ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['a scheme with no key', 'Bearer '],
  ])('answers 401 for %s', async (_, header) => {
    const res = await client(null)('GET', '/me', { headers: { authorization: header } });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(res.body.code).toBe('unauthorized');
  });

  it('answers 401 for a revoked key', async () => {
    const res = await client(keys().revoked)('GET', '/me');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });

  it('accepts the scheme word in any case', async () => {
    for (const scheme of ['bearer', 'BEARER', 'BeArEr']) {
      const res = await client(null)('GET', '/me', { headers: { authorization: `${scheme} ${keys().ada}` } });
      expect(res.status).toBe(200);
    }
  });

  it('checks the key before anything else on a protected path', async () => {
    const res = await client(null)('POST', '/companies', { raw: '{', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(401);
  });
});

describe('GET /me', () => {
  it('returns the member who owns the key', async () => {
    const res = await ada()('GET', '/me');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      role: 'admin',
      user: { email: 'ada@demo.example', firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(res.body.publicId).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });

  it('tells members apart', async () => {
    const [a, g] = await Promise.all([ada()('GET', '/me'), grace()('GET', '/me')]);
    expect(g.status).toBe(200);
    expect(g.body).toMatchObject({ user: { email: 'grace@demo.example' } });
    expect(g.body.publicId).not.toBe(a.body.publicId);
  });
});

describe('routing', () => {
  it('answers 404 {error} for an unknown path under /api/v1', async () => {
    const res = await ada()('GET', '/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'not_found' });
  });

  it('answers 404 {error} for other paths under /api/', async () => {
    for (const path of ['/api/v2/companies', '/api/other', '/api/']) {
      const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${keys().ada}` } });
      expect(res.status).toBe(404);
      const body = (await res.json()) as { error: unknown };
      expect(typeof body.error).toBe('string');
    }
  });

  it.each([
    ['PATCH', '/companies', ['GET', 'POST']],
    ['DELETE', '/me', ['GET']],
    ['POST', '/companies/x', ['GET', 'PUT', 'DELETE']],
    ['GET', '/funds/x/companies/y/status', ['PATCH']],
    ['PUT', '/meetings', ['POST']],
  ])('answers 405 with Allow for %s %s', async (method, path, allowed) => {
    const res = await ada()(method, path, method === 'GET' ? {} : { body: {} });
    expect(res.status).toBe(405);
    expect(res.body.code).toBe('method_not_allowed');
    const allow = (res.headers.get('allow') ?? '').split(/,\s*/);
    for (const m of allowed) expect(allow).toContain(m);
    expect(allow).not.toContain(method);
  });
});

describe('routing before bodies', () => {
  it('answers 404, not 400, for a bodiless write to an unknown path', async () => {
    const res = await ada()('POST', '/nothing-here');
    expect(res.status).toBe(404);
  });

  it('answers 405, not 415 or 400, for a write to a read-only path', async () => {
    expect((await ada()('POST', '/me')).status).toBe(405);
    expect((await ada()('PUT', '/funds', { raw: 'x', headers: { 'content-type': 'text/plain' } })).status).toBe(405);
  });
});

describe('request bodies', () => {
  it('answers 415 for a body that is not JSON', async () => {
    const res = await ada()('POST', '/companies', {
      raw: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('unsupported_media_type');
  });

  it('answers 415 for a body without a Content-Type', async () => {
    const res = await fetch(`${baseUrl()}/api/v1/companies`, {
      method: 'POST',
      headers: { authorization: `Bearer ${keys().ada}` },
      body: new Blob(['{"name":"x"}']),
    });
    expect(res.status).toBe(415);
  });

  it('accepts application/json with parameters', async () => {
    const res = await ada()('POST', '/companies', {
      raw: JSON.stringify({ name: 'Charset Co' }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(res.status).toBe(201);
    await ada()('DELETE', `/companies/${String(res.body.publicId)}`);
  });

  it.each([
    ['malformed JSON', '{"name": '],
    ['an array', '[{"name":"x"}]'],
    ['a string', '"x"'],
    ['null', 'null'],
    ['a number', '42'],
  ])('answers 400 for %s', async (_, raw) => {
    const res = await ada()('POST', '/companies', { raw, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
  });

  it('answers 400 when a write has no body at all', async () => {
    const res = await ada()('POST', '/companies');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/body/);
  });

  it('answers 413 for a body over 1 MiB, by Content-Length', async () => {
    const res = await ada()('POST', '/companies', { body: { name: 'x', headline: 'y'.repeat(MIB) } });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('answers 413 for a streamed body over 1 MiB without Content-Length', async () => {
    const chunk = new TextEncoder().encode(`{"name":"${'z'.repeat(64 * 1024)}`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Stops on its own well past the limit, whether or not the server reads it all.
        if (sent >= 40) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${baseUrl()}/api/v1/companies`, {
      method: 'POST',
      headers: { authorization: `Bearer ${keys().ada}`, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect(res.status).toBe(413);
  });
});

describe('X-Request-Id', () => {
  it('is on every response, success or error', async () => {
    for (const res of [
      await ada()('GET', '/me'),
      await ada()('GET', '/companies/none'),
      await client(null)('GET', '/me'),
    ]) {
      expect(res.headers.get('x-request-id')).toMatch(/^\S{8,}$/);
    }
  });

  it('echoes a valid incoming id', async () => {
    const res = await ada()('GET', '/me', { headers: { 'x-request-id': 'pipeline-run-42.step:7' } });
    expect(res.headers.get('x-request-id')).toBe('pipeline-run-42.step:7');
  });

  it('replaces an invalid incoming id', async () => {
    for (const bad of ['has spaces in it', 'x'.repeat(300), 'semi;colon']) {
      const res = await ada()('GET', '/me', { headers: { 'x-request-id': bad } });
      const id = res.headers.get('x-request-id');
      expect(id).toBeTruthy();
      expect(id).not.toBe(bad);
    }
  });

  it('differs between requests', async () => {
    const [a, b] = await Promise.all([ada()('GET', '/me'), ada()('GET', '/me')]);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });
});

describe('GET /openapi.json', () => {
  interface Operation {
    parameters?: { name: string; in: string }[];
    responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
    requestBody?: unknown;
  }
  interface Document {
    openapi: string;
    info: { version: string };
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, unknown> };
  }
  const fetchDoc = async () => {
    const res = await fetch(`${baseUrl()}/api/v1/openapi.json`);
    expect(res.status).toBe(200);
    return (await res.json()) as Document;
  };

  it('needs no key and states OpenAPI 3.1, version 1.0.0', async () => {
    const doc = await fetchDoc();
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.version).toBe('1.0.0');
  });

  it('describes all 21 endpoints of the specification', async () => {
    const doc = await fetchDoc();
    const expected: [string, string][] = [
      ['get', '/me'],
      ['get', '/companies'],
      ['post', '/companies'],
      ['get', '/companies/{companyPublicId}'],
      ['put', '/companies/{companyPublicId}'],
      ['delete', '/companies/{companyPublicId}'],
      ['get', '/companies/{companyPublicId}/touchpoints'],
      ['get', '/funds'],
      ['get', '/funds/{fundPublicId}/companies'],
      ['delete', '/funds/{fundPublicId}/companies'],
      ['patch', '/funds/{fundPublicId}/companies/{organizationPublicId}/status'],
      ['get', '/notes'],
      ['post', '/notes'],
      ['get', '/notes/{notePublicId}'],
      ['put', '/notes/{notePublicId}'],
      ['delete', '/notes/{notePublicId}'],
      ['post', '/meetings'],
      ['get', '/connections'],
      ['get', '/trackers'],
      ['get', '/trackers/{trackerPublicId}'],
      ['get', '/trackers/{trackerPublicId}/values'],
    ];
    for (const [method, path] of expected) {
      expect(doc.paths[`/api/v1${path}`]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
    }
  });

  it('lists every parameter and the error responses', async () => {
    const doc = await fetchDoc();
    const op = (path: string, method: string) => {
      const found = doc.paths[`/api/v1${path}`]?.[method];
      if (!found) throw new Error(`${method} ${path} missing`);
      return found;
    };
    const names = (o: Operation) => (o.parameters ?? []).map((p) => p.name).sort();
    expect(names(op('/companies', 'get'))).toEqual(['limit', 'pageToken', 'search']);
    expect(names(op('/companies/{companyPublicId}/touchpoints', 'get'))).toEqual(
      ['category', 'companyPublicId', 'limit', 'pageToken', 'sort', 'topic'].sort(),
    );
    expect(names(op('/trackers/{trackerPublicId}/values', 'get'))).toEqual(
      [
        'companyPublicId',
        'effectiveFrom',
        'effectiveTo',
        'limit',
        'pageToken',
        'sort',
        'status',
        'trackerPublicId',
        'updatedAfter',
      ].sort(),
    );
    expect(names(op('/notes', 'get'))).toEqual(['companyPublicId', 'limit', 'pageToken', 'personPublicId']);
    const create = op('/companies', 'post');
    expect(create.requestBody).toBeDefined();
    for (const status of ['201', '400', '401', '409', '413', '415']) {
      expect(create.responses[status], `POST /companies ${status}`).toBeDefined();
    }
    expect(Object.keys(create.responses['400']?.content ?? {})).toEqual(['application/json']);
    expect(op('/companies/{companyPublicId}', 'get').responses['404']).toBeDefined();
    expect(doc.components.schemas).toHaveProperty('Company');
    expect(doc.components.schemas).toHaveProperty('Error');
  });
});
