import { API_OPERATIONS, findOperation, type Operation } from '../schemas/operations';
import { keyFor, MEMBER_HEADER, upstream, type Upstream } from './upstream-core';

export const CONSOLE_API_PREFIX = '/api/console';

const SEGMENT = /^[A-Za-z0-9_-]+$/;
const NULL_BODY_STATUSES = new Set([204, 205, 304]);
const SAFE_METHODS = new Set(['GET', 'HEAD']);
/**
 * Response headers worth passing on; everything else (cookies, server banners) stays upstream.
 * The API's CSP and nosniff replace the console's: a downloaded file must stay a sandboxed attachment.
 */
export const PASSED_HEADERS = [
  'content-type',
  'content-disposition',
  'content-security-policy',
  'x-content-type-options',
  'x-request-id',
  'etag',
  'retry-after',
  'allow',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
];

/** The operations the console may call: all of the API's, as the OpenAPI document lists them. */
export const PROXIED_OPERATIONS: readonly Operation[] = API_OPERATIONS;

/**
 * Request headers the API hears from a console request besides the key and `accept`: optimistic concurrency
 * (a review names the version it saw) and idempotency (an upload retried after a dropped connection is not
 * taken twice). Cookies, the browser's Origin and everything else stay out of the API.
 */
export const FORWARDED_HEADERS = ['content-type', 'if-match', 'idempotency-key'] as const;

export const NO_KEY_ERROR = 'The console has no API key: set PI_API_KEY or start the server once to store one';
export const NO_MEMBER_KEY_ERROR = 'Your console key was revoked: sign out and sign in again';

function json(status: number, error: string, code: string): Response {
  return Response.json({ error, code }, { status });
}

export function notFoundBody(method: string, rawPath: string) {
  return { error: `No console route ${method} ${rawPath}`, code: 'not_found' };
}

/**
 * The upstream path for a console request, or undefined when the method and
 * path are not one of the API's own operations. Raw (undecoded) segments must
 * be plain ids, so `..`, `%2F` and friends never match.
 */
export function matchOperation(method: string, rawPath: string): string | undefined {
  if (!rawPath.startsWith(`${CONSOLE_API_PREFIX}/`)) return undefined;
  const apiPath = rawPath.slice(CONSOLE_API_PREFIX.length);
  const op = findOperation(method, apiPath, SEGMENT);
  return op && PROXIED_OPERATIONS.includes(op) ? apiPath : undefined;
}

/**
 * Forwards one console request to the API with the key it acts with. The server's
 * gate has already refused changes without a same-origin Origin header.
 */
async function proxy(request: Request, target: Upstream, key: string | undefined): Promise<Response> {
  const url = new URL(request.url);
  // request.url may have been normalised; the raw path is what the browser sent.
  const rawPath = request.headers.get('x-pi-raw-path') ?? url.pathname;
  const method = request.method.toUpperCase();
  const apiPath = matchOperation(method, rawPath);
  if (!apiPath) return Response.json(notFoundBody(method, rawPath), { status: 404 });
  if (!key) {
    return request.headers.has(MEMBER_HEADER)
      ? json(401, NO_MEMBER_KEY_ERROR, 'unauthorized')
      : json(502, NO_KEY_ERROR, 'bad_gateway');
  }

  const headers = new Headers({ authorization: `Bearer ${key}`, accept: 'application/json' });
  for (const name of [...FORWARDED_HEADERS, 'x-request-id']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const body = SAFE_METHODS.has(method) ? undefined : await request.arrayBuffer();
  // The API's body guard reads Content-Length; a Request built here (the in-process path) states none by itself.
  if (body && body.byteLength > 0) headers.set('content-length', String(body.byteLength));

  let upstreamResponse: Response;
  try {
    upstreamResponse = await target.fetch(
      new Request(`${target.baseUrl}${apiPath}${url.search}`, {
        method,
        headers,
        body: body && body.byteLength > 0 ? body : undefined,
        signal: AbortSignal.timeout(target.timeoutMs),
        redirect: 'manual',
        cache: 'no-store',
      }),
    );
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError') {
      return json(504, `The API did not answer within ${Math.round(target.timeoutMs / 1000)} s`, 'gateway_timeout');
    }
    return json(502, 'The API is unreachable', 'bad_gateway');
  }

  const out = new Headers({ 'cache-control': 'no-store' });
  for (const name of PASSED_HEADERS) {
    const value = upstreamResponse.headers.get(name);
    if (value) out.set(name, value);
  }
  try {
    const payload = method === 'HEAD' ? null : await upstreamResponse.arrayBuffer();
    const empty = !payload || payload.byteLength === 0 || NULL_BODY_STATUSES.has(upstreamResponse.status);
    return new Response(empty ? null : payload, { status: upstreamResponse.status, headers: out });
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError') {
      return json(504, `The API did not answer within ${Math.round(target.timeoutMs / 1000)} s`, 'gateway_timeout');
    }
    return json(502, 'The API connection broke off', 'bad_gateway');
  }
}

/**
 * The console proxy's one request handler: the route `app/api/console/[...path]` binds it to every method,
 * the server answers `/api/console/*` with it when the API is another deployment, and server components
 * prefetch through it. Only this server's own API has a faster path (server/console-proxy.ts).
 */
export async function handleConsoleRequest(request: Request): Promise<Response> {
  return proxy(request, upstream(), await keyFor(request.headers.get(MEMBER_HEADER)));
}
