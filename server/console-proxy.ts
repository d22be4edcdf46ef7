import type http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Logger } from 'pino';
import {
  FORWARDED_HEADERS,
  handleConsoleRequest,
  matchOperation,
  NO_KEY_ERROR,
  NO_MEMBER_KEY_ERROR,
  notFoundBody,
  PASSED_HEADERS,
} from '../lib/console/proxy';
import { keyFor, MEMBER_HEADER, upstream } from '../lib/console/upstream-core';
import { apiListenerError } from './protocol-errors';

type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** What the API hears of a console request besides the key: the set the proxy's handler forwards, plus framing. */
const FORWARDED_REQUEST_HEADERS = [...FORWARDED_HEADERS, 'content-length', 'transfer-encoding'] as const;
const PASSED_RESPONSE_HEADERS = new Set([...PASSED_HEADERS, 'content-length', 'transfer-encoding']);

/**
 * Keeps the response headers the HTTP proxy would pass on, whatever the API
 * writes, and marks the answer uncacheable. Hono's node adapter writes every
 * header through `writeHead(status, headers)`.
 */
function filterResponseHeaders(res: http.ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: http.OutgoingHttpHeaders) => void;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const given = rest.find((r): r is http.OutgoingHttpHeaders => typeof r === 'object' && r !== null) ?? {};
    const kept: http.OutgoingHttpHeaders = { 'cache-control': 'no-store' };
    for (const [name, value] of Object.entries(given)) {
      if (value !== undefined && PASSED_RESPONSE_HEADERS.has(name.toLowerCase())) kept[name] = value;
    }
    writeHead(status, kept);
    return res;
  }) as typeof res.writeHead;
}

/**
 * This server's own API answering a console request directly, an optimisation
 * of the proxy's handler with its allow-list, forwarded headers and passed
 * response headers: the request is rewritten in place to its API operation
 * with the stored key, and the API's listener answers it. No second Request or
 * Response is built and the body streams through, so a proxied read costs what
 * a direct one does.
 */
function answerInProcess(req: http.IncomingMessage, res: http.ServerResponse, api: Listener, key: string): void {
  const [rawPath = '/', search] = (req.url ?? '/').split(/(?=\?)/, 2);
  const method = (req.method ?? 'GET').toUpperCase();
  // The gate refused anything else; matched again so this function stands on its own.
  const apiPath = matchOperation(method, rawPath);
  if (!apiPath) {
    res.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    return void res.end(JSON.stringify(notFoundBody(method, rawPath)));
  }
  const headers: Record<string, string> = {
    host: req.headers.host ?? 'localhost',
    authorization: `Bearer ${key}`,
    accept: 'application/json',
  };
  // One request id for the console's log line and the API's.
  const requestId = res.getHeader('x-request-id');
  if (typeof requestId === 'string') headers['x-request-id'] = requestId;
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  // Cookies, the browser's Origin and anything else it sent stay out of the API.
  req.headers = headers;
  req.rawHeaders = Object.entries(headers).flat();
  req.url = `/api/v1${apiPath}${search ?? ''}`;
  filterResponseHeaders(res);
  api(req, res);
}

/**
 * `/api/console/*` answered after the console gate (host, same-origin changes, sign-in): in-process by
 * this server's API when it is the upstream, otherwise by the proxy's handler, the very function the route
 * `app/api/console/[...path]` binds, without Next.js's routing in front of it.
 */
export function consoleProxyListener(
  log: Logger,
): (req: http.IncomingMessage, res: http.ServerResponse, api?: Listener) => void {
  const overHttp = getRequestListener(handleConsoleRequest, {
    errorHandler: apiListenerError(log),
  });
  return (req, res, api) => {
    const target = upstream();
    if (!api || !target.local) return void overHttp(req, res);
    const member = req.headers[MEMBER_HEADER];
    keyFor(typeof member === 'string' ? member : undefined).then(
      (key) => {
        if (key) return answerInProcess(req, res, api, key);
        const [status, error, code] = member
          ? [401, NO_MEMBER_KEY_ERROR, 'unauthorized']
          : [502, NO_KEY_ERROR, 'bad_gateway'];
        res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ error, code }));
      },
      (err: unknown) => {
        log.error({ err: err instanceof Error ? err.message : String(err) }, 'console key lookup failed');
        res.writeHead(500, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ error: 'Internal error', code: 'internal' }));
      },
    );
  };
}
