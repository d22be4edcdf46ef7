import { createMiddleware } from 'hono/factory';
import { ApiError } from '../../errors';
import type { AppEnv } from './types';

/**
 * Per-key token bucket (contract §1). Every keyed response says where the
 * bucket stands; a refusal says when to come back.
 */
export const rateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const { perSecond, burst, buckets } = c.var.deps.rateLimit;
  const result = await buckets.take(`api-key:${c.var.actor.keyId}`, perSecond, burst);
  c.header('RateLimit-Limit', String(result.limit));
  c.header('RateLimit-Remaining', String(result.remaining));
  c.header('RateLimit-Reset', String(result.resetSeconds));
  if (!result.allowed) {
    throw new ApiError(
      429,
      'rate_limited',
      `rate limit exceeded: this key may send ${perSecond} requests per second (bursts of ${burst}); retry in ${result.retryAfterSeconds} s`,
      { 'Retry-After': String(result.retryAfterSeconds) },
    );
  }
  await next();
});
