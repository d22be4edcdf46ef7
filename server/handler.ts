import type http from 'node:http';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { requestIdFrom } from '../lib/api/core/create-app';
import { errorBody } from '../lib/api/core/errors';
import { applyConsoleSecurityHeaders } from '../lib/console/security-headers';
import type { Database } from '../lib/db/client';
import { isApiPath, isConsoleProxyPath, pathProblem } from './paths';

type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface HandlerOptions {
  database: Database;
  log: Logger;
  dev: boolean;
  /** Next.js's handler; absent when serving only the API. */
  handleNext: ((req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>) | undefined;
  /** Decides whether Next.js renders a console request (sign-in, same origin, proxy routes). */
  gate: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean>;
  /**
   * The console's proxy (`/api/console/*`), answered here once the gate lets
   * the request through: the same function the Next.js route handler runs,
   * without Next.js's routing in front of every read.
   */
  handleProxy?: (req: http.IncomingMessage, res: http.ServerResponse, api: Listener | undefined) => void;
}

export interface RequestHandler {
  listener: Listener;
  setApi(api: Listener): void;
  /** Stop taking new work: /readyz fails and every response closes its connection. */
  startDraining(): void;
  /** Requests being answered right now. */
  inFlight(): number;
  idle(): Promise<void>;
}

const READY_TIMEOUT_MS = 2_000;

function sendJson(res: http.ServerResponse, status: number, body: unknown, requestId: string): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-request-id': requestId,
  });
  res.end(JSON.stringify(body));
}

/** The one request listener: health checks, the path rule, then the API or the console. */
export function handleRequests(opts: HandlerOptions): RequestHandler {
  let api: Listener | undefined;
  let draining = false;
  const open = new Set<http.ServerResponse>();
  const waiters: (() => void)[] = [];

  async function ready(res: http.ServerResponse, id: string): Promise<void> {
    if (draining) return sendJson(res, 503, { error: 'shutting down', code: 'unavailable' }, id);
    try {
      await Promise.race([
        opts.database.db.execute(sql`select 1`),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS).unref()),
      ]);
      // In flight, this check included: a load balancer can see how busy the server is.
      sendJson(res, 200, { status: 'ready', database: opts.database.kind, inFlight: open.size }, id);
    } catch {
      sendJson(res, 503, { error: 'the database does not answer', code: 'unavailable' }, id);
    }
  }

  async function console_(req: http.IncomingMessage, res: http.ServerResponse, id: string): Promise<void> {
    const handleNext = opts.handleNext;
    if (!handleNext) return sendJson(res, 404, { error: 'not found', code: 'not_found' }, id);
    const started = performance.now();
    res.once('finish', () => {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      // The path only: a query string can hold what someone searched for.
      opts.log.info(
        {
          reqId: id,
          method: req.method,
          route: 'console',
          path: (req.url ?? '/').split('?', 1)[0],
          status: res.statusCode,
          ms,
        },
        'request',
      );
    });
    res.setHeader('x-request-id', id);
    // Before the gate, so its own answers (sign-in redirects, 429 page) carry them too.
    applyConsoleSecurityHeaders(req, res, { dev: opts.dev });
    if (!(await opts.gate(req, res))) return;
    if (opts.handleProxy && isConsoleProxyPath(req.url ?? '/')) return opts.handleProxy(req, res, api);
    await handleNext(req, res);
  }

  const listener: Listener = (req, res) => {
    open.add(res);
    res.once('close', () => {
      open.delete(res);
      if (open.size === 0) for (const done of waiters.splice(0)) done();
    });
    if (draining) res.shouldKeepAlive = false;
    const url = req.url ?? '/';
    const id = requestIdFrom(req.headers['x-request-id'] as string | undefined);
    const problem = pathProblem(url);
    if (problem) return sendJson(res, 400, errorBody(400, 'invalid_request', problem), id);
    const pathname = url.split('?', 1)[0];
    if (pathname === '/healthz') return sendJson(res, 200, { status: 'ok' }, id);
    if (pathname === '/readyz') return void ready(res, id);
    // HTTP/1.1 requires Host (RFC 9112 §3.2); neither the API nor the console can build a URL without one.
    if (!req.headers.host)
      return sendJson(res, 400, errorBody(400, 'invalid_request', 'a Host header is required'), id);
    if (!opts.handleNext || isApiPath(url)) {
      if (api) return api(req, res);
      return sendJson(res, 503, { error: 'starting up', code: 'unavailable' }, id);
    }
    console_(req, res, id).catch((err: unknown) => {
      opts.log.error({ reqId: id, err: err instanceof Error ? err.message : String(err) }, 'console request failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
    });
  };

  return {
    listener,
    setApi: (a) => {
      api = a;
    },
    startDraining: () => {
      draining = true;
      // Answers still to come close their connections, so clients reconnect elsewhere.
      for (const res of open) if (!res.headersSent) res.shouldKeepAlive = false;
    },
    inFlight: () => open.size,
    idle: () => (open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
}
