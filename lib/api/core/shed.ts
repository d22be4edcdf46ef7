import { createMiddleware } from 'hono/factory';
import { ApiError } from '../../errors';
import type { AppEnv } from './types';

/** Retry-After bounds: soon enough to be useful, far enough to let the queue drain. */
const MIN_RETRY_S = 1;
const MAX_RETRY_S = 30;

/**
 * On embedded PGlite every statement waits its turn. When the wait would be
 * longer than the deployment allows, a request is refused at once with 503
 * and Retry-After, rather than answered after the console proxy gave up on
 * it (a write that succeeds but reads as a failure).
 */
export const shedLoad = createMiddleware<AppEnv>(async (c, next) => {
  const shed = c.var.deps.shed;
  if (shed) {
    const backlog = shed.backlogMs();
    if (backlog > shed.afterMs) {
      const retry = Math.min(MAX_RETRY_S, Math.max(MIN_RETRY_S, Math.ceil(backlog / 1000)));
      throw new ApiError(503, 'unavailable', `the server is busy: retry in ${retry} s`, {
        'Retry-After': String(retry),
      });
    }
  }
  await next();
});
