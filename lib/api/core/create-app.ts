import { OpenAPIHono } from '@hono/zod-openapi';
import { API_BASE, API_OPERATIONS, methodsAt } from '../../schemas/operations';
import { matchedRoutes } from 'hono/route';
import { auth } from './auth';
import { jsonBody } from './body';
import { idempotency } from './idempotency';
import { rejectNul } from './input-guard';
import { errorResponse, loggable, toApiError } from './errors';
import { ApiError, notFound } from '../../errors';
import { rateLimit } from './rate-limit';
import { shedLoad } from './shed';
import type { ApiDeps, AppEnv } from './types';
import { validationHook } from './validation';

export { API_BASE };

/** Paths answered without a key (the OpenAPI document). */
const publicPaths = API_OPERATIONS.filter((op) => op.public).map((op) => `${API_BASE}${op.path}`);

/** A router for one resource; every router shares the validation hook. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

export type Router = ReturnType<typeof createRouter>;

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** An id a caller sent is echoed when it is safe to log, so both sides can correlate. */
export function requestIdFrom(incoming: string | undefined): string {
  return incoming !== undefined && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * The API app: request id and access log, auth, the per-key rate limit, body
 * parsing, idempotency, the resource routers, and the mapping of every
 * failure onto the contract's error shape.
 */
export function createApiApp(deps: ApiDeps, routers: Router[]) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.use('*', async (c, next) => {
    const started = performance.now();
    const id = requestIdFrom(c.req.header('x-request-id'));
    c.set('requestId', id);
    c.set('deps', deps);
    c.header('X-Request-Id', id);
    c.header('X-Content-Type-Options', 'nosniff');
    await next();
    // One line per request: the route's pattern, never its ids, query, body or key.
    const route = matchedRoutes(c).findLast((r) => r.method !== 'ALL')?.path ?? 'unmatched';
    deps.log.info(
      {
        reqId: id,
        method: c.req.method,
        route,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        key: c.get('actor')?.keyPrefix,
      },
      'request',
    );
  });
  // Before auth, whose key lookup would itself wait in the database's queue.
  app.use(`${API_BASE}/*`, shedLoad);
  app.use(`${API_BASE}/*`, async (c, next) => {
    if (publicPaths.includes(c.req.path)) return next();
    await auth(c, async () => {
      await rateLimit(c, next);
    });
  });
  app.use(`${API_BASE}/*`, rejectNul);
  app.use(`${API_BASE}/*`, jsonBody);
  app.use(`${API_BASE}/*`, async (c, next) => {
    if (publicPaths.includes(c.req.path)) return next();
    return idempotency(c, next);
  });

  for (const router of routers) app.route(API_BASE, router);

  app.notFound((c) => {
    const allowed = c.req.path.startsWith(`${API_BASE}/`) ? methodsAt(c.req.path.slice(API_BASE.length)) : [];
    if (allowed.length > 0) {
      const allow = [...new Set(allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed)].join(', ');
      return errorResponse(
        c,
        new ApiError(405, 'method_not_allowed', `method ${c.req.method} is not allowed here; allowed: ${allow}`, {
          Allow: allow,
        }),
      );
    }
    return errorResponse(c, notFound(`no route for ${c.req.method} ${c.req.path}`));
  });
  app.onError((err, c) => {
    const id = c.get('requestId');
    const { error, unexpected } = toApiError(err, id);
    if (unexpected) {
      // Stack and SQL go to the log only; the body stays generic.
      deps.log.error({ reqId: id, method: c.req.method, err: loggable(err) }, 'request failed');
    }
    return errorResponse(c, error);
  });
  return app;
}
