/**
 * Every operation of the API, in one list: method, path (relative to /api/v1,
 * OpenAPI-style) and what its body may be. The route definitions take their
 * method, path and operationId from it; the body guard, the 404/405 answers
 * and the console proxy's allow-list all match requests against it with
 * `findOperation`. It lives with the schemas, the contract's bottom layer,
 * because the API and the console both read it and neither may import the other.
 */

/** Where the API is served; every path below is relative to it. */
export const API_BASE = '/api/v1';

const MIB = 1024 * 1024;
/** Largest email or uploaded file, as the contract sets it. */
const INTAKE_LIMIT = 25 * MIB;
/** Multipart framing around a 25 MB file. */
const MULTIPART_SLACK = 64 * 1024;

type BodyRule =
  /** Never read (GET). */
  | { kind: 'none' }
  /** A JSON object of at most `limit` bytes; without one the request is refused when `required`. */
  | { kind: 'json'; required: boolean; limit: number }
  /** Bytes of one media type (checked on the essence, parameters ignored); `expected` goes in the 415 message. */
  | { kind: 'bytes'; mediaType: 'message/rfc822' | 'multipart/form-data'; limit: number; expected: string };

const NONE = { kind: 'none' } as const;
const JSON_BODY = { kind: 'json', required: true, limit: MIB } as const;
/** DELETE, and POST actions on the resource in the path: a body is optional (`{}` at most for an action). */
const OPTIONAL_JSON = { kind: 'json', required: false, limit: MIB } as const;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Spec {
  method: Method;
  path: string;
  body: BodyRule;
  /** Answered without an API key. */
  public?: true;
}

const SPECS = {
  getMe: { method: 'GET', path: '/me', body: NONE },
  getLastVisit: { method: 'GET', path: '/me/last-visit', body: NONE },
  markLastVisit: { method: 'PUT', path: '/me/last-visit', body: JSON_BODY },
  clearLastVisit: { method: 'DELETE', path: '/me/last-visit', body: OPTIONAL_JSON },
  getChanges: { method: 'GET', path: '/changes', body: NONE },
  listCompanies: { method: 'GET', path: '/companies', body: NONE },
  createCompany: { method: 'POST', path: '/companies', body: JSON_BODY },
  getCompany: { method: 'GET', path: '/companies/{companyPublicId}', body: NONE },
  updateCompany: { method: 'PUT', path: '/companies/{companyPublicId}', body: JSON_BODY },
  deleteCompany: { method: 'DELETE', path: '/companies/{companyPublicId}', body: OPTIONAL_JSON },
  listCompanyTouchpoints: { method: 'GET', path: '/companies/{companyPublicId}/touchpoints', body: NONE },
  listCompanyFunds: { method: 'GET', path: '/companies/{companyPublicId}/funds', body: NONE },
  uploadCompanyFile: {
    method: 'POST',
    path: '/companies/{companyPublicId}/files',
    body: {
      kind: 'bytes',
      mediaType: 'multipart/form-data',
      limit: INTAKE_LIMIT + MULTIPART_SLACK,
      expected: 'multipart/form-data with one part named "file"',
    },
  },
  listRecentTouchpoints: { method: 'GET', path: '/touchpoints', body: NONE },
  listFunds: { method: 'GET', path: '/funds', body: NONE },
  getFund: { method: 'GET', path: '/funds/{fundPublicId}', body: NONE },
  listFundCompanies: { method: 'GET', path: '/funds/{fundPublicId}/companies', body: NONE },
  addFundCompany: { method: 'POST', path: '/funds/{fundPublicId}/companies', body: JSON_BODY },
  removeFundCompanies: { method: 'DELETE', path: '/funds/{fundPublicId}/companies', body: OPTIONAL_JSON },
  setFundCompanyStatus: {
    method: 'PATCH',
    path: '/funds/{fundPublicId}/companies/{organizationPublicId}/status',
    body: JSON_BODY,
  },
  listNotes: { method: 'GET', path: '/notes', body: NONE },
  createNote: { method: 'POST', path: '/notes', body: JSON_BODY },
  getNote: { method: 'GET', path: '/notes/{notePublicId}', body: NONE },
  updateNote: { method: 'PUT', path: '/notes/{notePublicId}', body: JSON_BODY },
  deleteNote: { method: 'DELETE', path: '/notes/{notePublicId}', body: OPTIONAL_JSON },
  // Meeting imports carry transcripts.
  importMeeting: { method: 'POST', path: '/meetings', body: { kind: 'json', required: true, limit: 12 * MIB } },
  listMeetings: { method: 'GET', path: '/meetings', body: NONE },
  search: { method: 'GET', path: '/search', body: NONE },
  getMeeting: { method: 'GET', path: '/meetings/{meetingPublicId}', body: NONE },
  listConnections: { method: 'GET', path: '/connections', body: NONE },
  getConnection: { method: 'GET', path: '/connections/{connectionPublicId}', body: NONE },
  listRefusedMessages: { method: 'GET', path: '/connections/{connectionPublicId}/refused-messages', body: NONE },
  syncConnection: { method: 'POST', path: '/connections/{connectionPublicId}/sync', body: OPTIONAL_JSON },
  listTrackers: { method: 'GET', path: '/trackers', body: NONE },
  getTracker: { method: 'GET', path: '/trackers/{trackerPublicId}', body: NONE },
  listTrackerValues: { method: 'GET', path: '/trackers/{trackerPublicId}/values', body: NONE },
  createTrackerValue: { method: 'POST', path: '/trackers/{trackerPublicId}/values', body: JSON_BODY },
  getTrackerSeries: { method: 'GET', path: '/trackers/{trackerPublicId}/series', body: NONE },
  reviewTrackerValue: {
    method: 'PATCH',
    path: '/trackers/{trackerPublicId}/values/{valuePublicId}',
    body: JSON_BODY,
  },
  listWorkspaceTrackerValues: { method: 'GET', path: '/tracker-values', body: NONE },
  countWorkspaceTrackerValues: { method: 'GET', path: '/tracker-values/counts', body: NONE },
  createEmail: {
    method: 'POST',
    path: '/emails',
    body: {
      kind: 'bytes',
      mediaType: 'message/rfc822',
      limit: INTAKE_LIMIT,
      expected: 'message/rfc822 (one raw RFC 5322 message)',
    },
  },
  getEmail: { method: 'GET', path: '/emails/{emailPublicId}', body: NONE },
  getFile: { method: 'GET', path: '/files/{filePublicId}', body: NONE },
  getFileContent: { method: 'GET', path: '/files/{filePublicId}/content', body: NONE },
  listAuditEvents: { method: 'GET', path: '/audit-events', body: NONE },
  listApiKeys: { method: 'GET', path: '/api-keys', body: NONE },
  createApiKey: { method: 'POST', path: '/api-keys', body: JSON_BODY },
  revokeApiKey: { method: 'DELETE', path: '/api-keys/{apiKeyPublicId}', body: OPTIONAL_JSON },
  getOpenApiDocument: { method: 'GET', path: '/openapi.json', body: NONE, public: true },
} as const satisfies Record<string, Spec>;

type Specs = typeof SPECS;
export type OperationId = keyof Specs;

export interface Operation extends Spec {
  operationId: OperationId;
}

export const API_OPERATIONS: readonly Operation[] = Object.entries(SPECS).map(([operationId, spec]) => ({
  operationId: operationId as OperationId,
  ...spec,
}));

/** What a route definition (`createRoute`) takes from the list: its operationId, method and path, as literals. */
export function operation<Id extends OperationId>(
  operationId: Id,
): { operationId: Id; method: Lowercase<Specs[Id]['method']>; path: Specs[Id]['path'] } {
  const spec = SPECS[operationId];
  return { operationId, method: spec.method.toLowerCase() as Lowercase<Specs[Id]['method']>, path: spec.path };
}

const ANY_SEGMENT = /^[^/]+$/;
const templates = API_OPERATIONS.map((op) => ({ op, parts: op.path.split('/').slice(1) }));

function matchesPath(parts: string[], segments: string[], segment: RegExp): boolean {
  return (
    parts.length === segments.length &&
    parts.every((p, i) => {
      const given = segments[i] ?? '';
      return p.startsWith('{') ? segment.test(given) : p === given;
    })
  );
}

/**
 * The one route matcher. `path` is relative to /api/v1 and raw (undecoded);
 * a parameter matches any one segment, or only those `segment` admits.
 * HEAD is answered by GET.
 */
export function findOperation(method: string, path: string, segment: RegExp = ANY_SEGMENT): Operation | undefined {
  const wanted = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const segments = path.split('/').slice(1);
  return templates.find((t) => t.op.method === wanted && matchesPath(t.parts, segments, segment))?.op;
}

/** The methods the API serves at `path` (relative to /api/v1), for 405's Allow header. */
export function methodsAt(path: string): Method[] {
  const segments = path.split('/').slice(1);
  return templates.filter((t) => matchesPath(t.parts, segments, ANY_SEGMENT)).map((t) => t.op.method);
}
