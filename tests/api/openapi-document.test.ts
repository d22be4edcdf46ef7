import { describe, expect, it } from 'vitest';
import { buildApiDocument } from '../../lib/api/app';
import { ada, baseUrl, client, unique } from '../helpers/api';

interface Response {
  headers?: Record<string, { $ref: string }>;
}
interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, Response>;
}
interface Schema {
  type?: string;
  uniqueItems?: boolean;
  properties?: Record<string, Schema>;
  items?: Schema;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  servers: { url: string }[];
  components: { schemas: Record<string, Schema>; headers: Record<string, unknown> };
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

async function served(): Promise<Document> {
  const res = await fetch(`${baseUrl()}/api/v1/openapi.json`);
  expect(res.status).toBe(200);
  return (await res.json()) as Document;
}

function operations(doc: Document): [string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((m) => (item[m] ? [[`${m.toUpperCase()} ${path}`, item[m]] as [string, Operation]] : [])),
  );
}

describe('operations in the OpenAPI document', () => {
  it('each have a unique camelCase operationId', async () => {
    const ops = operations(await served());
    const ids = ops.map(([key, op]) => {
      expect(op.operationId, key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      return op.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['listCompanies', 'getCompany', 'updateNote', 'getOpenApiDocument']));
  });

  it('include the document itself, without a key', async () => {
    const doc = await served();
    const op = doc.paths['/api/v1/openapi.json']?.get;
    expect(op?.operationId).toBe('getOpenApiDocument');
    expect(op?.security).toEqual([]);
    expect(op?.responses['401']).toBeUndefined();
  });

  it('document the headers each response carries', async () => {
    const doc = await served();
    for (const [key, op] of operations(doc)) {
      const keyed = op.security === undefined;
      for (const [status, response] of Object.entries(op.responses)) {
        const names = Object.keys(response.headers ?? {});
        const at = `${key} ${status}`;
        expect(names, at).toContain('X-Request-Id');
        if (keyed && status !== '401' && status !== '503') expect(names, at).toContain('RateLimit-Remaining');
        if (status === '429' || status === '503') expect(names, at).toContain('Retry-After');
        if (status === '401') expect(names, at).toContain('WWW-Authenticate');
        if (status === '405') expect(names, at).toContain('Allow');
        if (key.startsWith('POST') && status.startsWith('2')) expect(names, at).toContain('Idempotent-Replayed');
      }
      // Load shedding answers before any route is chosen.
      expect(op.responses['503'], key).toBeDefined();
    }
    for (const name of ['X-Request-Id', 'RateLimit-Limit', 'Retry-After', 'Idempotent-Replayed']) {
      expect(doc.components.headers, name).toHaveProperty(name);
    }
  });

  it('are the same built in-process as served, but for the server address', async () => {
    const doc = await served();
    const local = buildApiDocument(doc.servers[0]?.url ?? '');
    expect(JSON.parse(JSON.stringify(local))).toEqual(doc);
  });
});

describe('schemas in the OpenAPI document', () => {
  it('type the parent ids NoteUpdate refuses', async () => {
    const note = (await served()).components.schemas.NoteUpdate;
    expect(note?.properties?.companyPublicId?.type).toBe('string');
    expect(note?.properties?.personPublicId?.type).toBe('string');
  });

  it('state uniqueItems where the API refuses repeats', async () => {
    const { schemas } = (await served()).components;
    expect(schemas.NoteCreate?.properties?.topics?.uniqueItems).toBe(true);
    expect(schemas.NoteUpdate?.properties?.topics?.uniqueItems).toBe(true);
    expect(schemas.FundCompaniesRemove?.properties?.companyPublicIds?.uniqueItems).toBe(true);
  });

  it('describe the issues of a 400', async () => {
    const error = (await served()).components.schemas.Error;
    expect(error?.properties?.issues?.type).toBe('array');
    expect(error?.properties?.issues?.items).toEqual({ $ref: '#/components/schemas/ErrorIssue' });
  });
});

describe('the issues of a 400', () => {
  type Issues = { error: string; code: string; issues?: { path: string; message: string }[] };

  it('name a nested field by its dotted path, next to the unchanged error text', async () => {
    const res = await ada()<Issues>('POST', '/meetings', {
      body: { meetingNoteTitle: unique('issues'), attendees: [{ name: 'Ada' }, { email: 'not an email' }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    expect(res.body.error).toBe('attendees[1].email must be an email address');
    expect(res.body.issues).toEqual([{ path: 'attendees.1.email', message: 'must be an email address' }]);
  });

  it('list every field, unknown ones included', async () => {
    const res = await ada()<Issues>('POST', '/companies', { body: { name: ' ', extra: 1, more: 2 } });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'must not be blank' },
        { path: 'extra', message: 'unknown field' },
        { path: 'more', message: 'unknown field' },
      ]),
    );
    expect(res.body.issues).toHaveLength(3);
  });

  it('name query parameters', async () => {
    const res = await ada()<Issues>('GET', '/companies?limit=0&limit=2');
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'limit', message: 'must be given once' }]);
  });

  it('give an empty path when the request as a whole is at fault', async () => {
    const res = await ada()<Issues>('POST', '/notes', { body: { content: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      { path: '', message: 'exactly one of companyPublicId and personPublicId is required' },
    ]);
  });

  it('are absent where no field is at fault', async () => {
    const res = await client(null)<Issues>('GET', '/me');
    expect(res.status).toBe(401);
    expect(res.body).not.toHaveProperty('issues');
  });
});
