import { describe, expect, it } from 'vitest';
import { buildApiDocument } from '../../lib/api/app';
import { matchOperation, PROXIED_OPERATIONS } from '../../lib/console/proxy';
import { API_BASE, findOperation } from '../../lib/schemas/operations';

interface Document {
  paths: Record<string, Record<string, { operationId?: string }>>;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

/** `METHOD /path operationId` for every operation the OpenAPI document describes, paths relative to the API. */
function documented(): string[] {
  const doc = buildApiDocument('http://api.invalid') as unknown as Document;
  return Object.entries(doc.paths)
    .flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map(
        (m) => `${m.toUpperCase()} ${path.slice(API_BASE.length)} ${item[m]?.operationId}`,
      ),
    )
    .sort();
}

/** A concrete request path for a template: each parameter an id-shaped segment. */
const concrete = (template: string) => template.replace(/\{[^}]+\}/g, 'AAAAAAAAAAAAAAAAAAAAA');

describe('the list of API operations', () => {
  it("is the console proxy's allow-list, and equals the OpenAPI document's operations", () => {
    const allowed = PROXIED_OPERATIONS.map((op) => `${op.method} ${op.path} ${op.operationId}`).sort();
    expect(allowed).toEqual(documented());
  });

  it('lets the proxy reach every documented operation, HEAD through GET', () => {
    for (const line of documented()) {
      const [method = '', path = ''] = line.split(' ');
      expect(matchOperation(method, `/api/console${concrete(path)}`), line).toBe(concrete(path));
      if (method === 'GET') expect(matchOperation('HEAD', `/api/console${concrete(path)}`), line).toBe(concrete(path));
    }
  });

  it('refuses in the proxy what the API does not serve, and ids that are not plain segments', () => {
    expect(matchOperation('GET', '/api/console/keys')).toBeUndefined();
    expect(matchOperation('PATCH', '/api/console/companies/AAAAAAAAAAAAAAAAAAAAA')).toBeUndefined();
    expect(matchOperation('GET', '/api/console/companies/..%2Fme')).toBeUndefined();
    expect(matchOperation('GET', '/api/console/companies/a.b')).toBeUndefined();
    expect(matchOperation('GET', '/api/console/companies/')).toBeUndefined();
    expect(matchOperation('GET', '/api/v1/companies')).toBeUndefined();
  });

  it('gives each operation its body rule: bytes for intake, 12 MiB for meetings, optional for actions', () => {
    expect(findOperation('POST', '/emails')?.body).toMatchObject({ kind: 'bytes', mediaType: 'message/rfc822' });
    expect(findOperation('POST', '/companies/x/files')?.body).toMatchObject({
      kind: 'bytes',
      mediaType: 'multipart/form-data',
    });
    expect(findOperation('POST', '/meetings')?.body).toEqual({ kind: 'json', required: true, limit: 12 * 1024 * 1024 });
    expect(findOperation('POST', '/connections/x/sync')?.body).toMatchObject({ kind: 'json', required: false });
    expect(findOperation('DELETE', '/notes/x')?.body).toMatchObject({ kind: 'json', required: false });
    expect(findOperation('PUT', '/notes/x')?.body).toEqual({ kind: 'json', required: true, limit: 1024 * 1024 });
    expect(findOperation('GET', '/notes/x')?.body).toEqual({ kind: 'none' });
  });
});
