import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from './idempotency';

/** The parts of an OpenAPI 3.1 document this module touches. */
interface Operation {
  parameters?: unknown[];
  security?: unknown[];
  responses?: Record<string, { description: string; headers?: Record<string, unknown>; content?: unknown }>;
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation | unknown>>;
  components?: { headers?: Record<string, unknown>; [k: string]: unknown };
}

const int = { type: 'integer', minimum: 0 };
const HEADERS = {
  'X-Request-Id': {
    description: 'The request id: an incoming valid one echoed, else a new one',
    schema: { type: 'string' },
  },
  'RateLimit-Limit': { description: "The key's bucket capacity (burst)", schema: int },
  'RateLimit-Remaining': { description: 'Requests left in the bucket', schema: int },
  'RateLimit-Reset': { description: 'Seconds until the bucket is full again', schema: int },
  'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer', minimum: 1 } },
  [REPLAYED_HEADER]: {
    description: `Present (true) when this is the stored first response to an earlier request with the same ${IDEMPOTENCY_HEADER}`,
    schema: { type: 'string', enum: ['true'] },
  },
  'WWW-Authenticate': {
    description: 'The scheme the API expects: Bearer',
    schema: { type: 'string', enum: ['Bearer'] },
  },
  Allow: { description: 'The methods this path accepts, comma-separated', schema: { type: 'string' } },
};
/** Answers given before the idempotency check runs, so never stored and never replayed. */
const NOT_REPLAYED = new Set(['401', '405', '413', '415', '429']);
const ref = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });
const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);

/**
 * Adds what every operation shares but no route states: the response headers
 * (request id, rate limit, Retry-After, WWW-Authenticate, Allow), and on every
 * POST the Idempotency-Key header with its replay marker and 409.
 */
export function documentSharedHeaders(doc: OpenApiDocument): void {
  doc.components = { ...doc.components, headers: { ...doc.components?.headers, ...HEADERS } };
  for (const item of Object.values(doc.paths ?? {})) {
    for (const [method, value] of Object.entries(item)) {
      if (!METHODS.has(method) || !value || typeof value !== 'object') continue;
      const op = value as Operation;
      const keyed = op.security === undefined || op.security.length > 0;
      if (method === 'post') {
        op.parameters = [
          ...(op.parameters ?? []),
          {
            name: IDEMPOTENCY_HEADER,
            in: 'header',
            required: false,
            description:
              'Makes a retry safe: the first response is stored for 24 hours and replayed for the same request; reusing the key for a different request is a 409.',
            schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7E]+$' },
          },
        ];
        op.responses ??= {};
        op.responses['409'] ??= {
          description: `${IDEMPOTENCY_HEADER} already used with a different request, or its first request is still running`,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        };
      }
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const headers: Record<string, unknown> = { ...response.headers, 'X-Request-Id': ref('X-Request-Id') };
        if (keyed && status !== '401' && status !== '503') {
          headers['RateLimit-Limit'] = ref('RateLimit-Limit');
          headers['RateLimit-Remaining'] = ref('RateLimit-Remaining');
          headers['RateLimit-Reset'] = ref('RateLimit-Reset');
        }
        if (status === '429' || status === '503') headers['Retry-After'] = ref('Retry-After');
        if (status === '401') headers['WWW-Authenticate'] = ref('WWW-Authenticate');
        if (status === '405') headers.Allow = ref('Allow');
        // Any answer below 500 is stored, errors from the handler included.
        if (method === 'post' && Number(status) < 500 && !NOT_REPLAYED.has(status)) {
          headers[REPLAYED_HEADER] = ref(REPLAYED_HEADER);
        }
        response.headers = headers;
      }
    }
  }
}
