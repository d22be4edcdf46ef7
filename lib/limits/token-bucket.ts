export interface BucketResult {
  allowed: boolean;
  /** The bucket's capacity (burst). */
  limit: number;
  /** Whole tokens left after this request. */
  remaining: number;
  /** Seconds (integer, >= 0, rounded up) until the bucket is full again. */
  resetSeconds: number;
  /** When refused: seconds (integer, >= 1, rounded up) until one token is available; 0 when allowed. */
  retryAfterSeconds: number;
}

export interface BucketStore {
  /** Takes one token from bucket `key` (refilled at `ratePerSecond`, capacity `burst`). */
  take(key: string, ratePerSecond: number, burst: number): Promise<BucketResult>;
  close(): Promise<void>;
}

interface TakeStep {
  /** Tokens left in the bucket (fractional). */
  tokens: number;
  /** Milliseconds until the bucket is full again: from then on it equals a bucket that was never used. */
  msUntilFull: number;
  result: BucketResult;
}

/** A mistake of the caller, not a limit: thrown rather than counted. */
export function checkBucketArgs(ratePerSecond: number, burst: number): void {
  if (!Number.isFinite(ratePerSecond) || ratePerSecond <= 0) {
    throw new RangeError(`ratePerSecond must be a positive number, got ${ratePerSecond}`);
  }
  if (!Number.isFinite(burst) || burst < 1) throw new RangeError(`burst must be a number >= 1, got ${burst}`);
}

// Refill arithmetic leaves noise such as 98.99999999999999 tokens or 6.000000000000001 s;
// rounding to 1e-9 keeps `remaining` and the whole seconds exact. The Lua script does the same.
const snap = (x: number) => Math.floor(x * 1e9 + 0.5) / 1e9;
const ceilSeconds = (x: number) => Math.max(0, Math.ceil(x - 1e-9));

/**
 * Lazy refill, then take one token. `tokens` is undefined for a bucket never
 * seen (or expired, which is the same: full). Mirrored line by line by
 * TAKE_SCRIPT in redis-buckets.ts, so both stores answer alike.
 */
export function refillAndTake(
  tokens: number | undefined,
  elapsedMs: number,
  ratePerSecond: number,
  burst: number,
): TakeStep {
  let left =
    tokens === undefined ? burst : snap(Math.min(burst, tokens + (Math.max(0, elapsedMs) / 1000) * ratePerSecond));
  const allowed = left >= 1;
  if (allowed) left -= 1;
  const secondsUntilFull = (burst - left) / ratePerSecond;
  return {
    tokens: left,
    msUntilFull: secondsUntilFull * 1000,
    result: {
      allowed,
      limit: burst,
      remaining: Math.floor(left),
      resetSeconds: ceilSeconds(secondsUntilFull),
      retryAfterSeconds: allowed ? 0 : Math.max(1, ceilSeconds((1 - left) / ratePerSecond)),
    },
  };
}
