import { Redis } from 'ioredis';
import { memoryBuckets } from './memory-buckets';
import { TAKE_SCRIPT } from './take-script';
import { type BucketResult, type BucketStore, checkBucketArgs } from './token-bucket';

interface RedisBucketOptions {
  /**
   * Told when Redis cannot be used (at most once per `errorIntervalMs`).
   * Default: a line on stderr.
   */
  onError?: (err: Error) => void;
  errorIntervalMs?: number;
  /** Prefix of every bucket's key. */
  prefix?: string;
  /** Longest wait for Redis before a take falls back to this server's own buckets. */
  commandTimeoutMs?: number;
}

type BucketClient = Redis & {
  piTakeToken(key: string, ratePerSecond: string, burst: string): Promise<unknown>;
};

function toResult(reply: unknown, burst: number): BucketResult {
  if (!Array.isArray(reply) || reply.length !== 4 || !reply.every((n) => typeof n === 'number')) {
    throw new Error(`unexpected reply from the token-bucket script: ${JSON.stringify(reply)}`);
  }
  const [allowed, remaining, resetSeconds, retryAfterSeconds] = reply as number[];
  return {
    allowed: allowed === 1,
    limit: burst,
    remaining: remaining ?? 0,
    resetSeconds: resetSeconds ?? 0,
    retryAfterSeconds: retryAfterSeconds ?? 0,
  };
}

/**
 * Buckets in Redis, shared by every server. One Lua script refills and takes
 * atomically (EVALSHA via defineCommand).
 *
 * When Redis cannot be reached or answers with an error, a take falls back to
 * an in-memory bucket of this server: limits then hold per server (N servers
 * allow N times the rate) instead of not at all, and an outage of the limiter
 * never fails a request. Takes go back to Redis as soon as it is reachable;
 * buckets start afresh there, which is lenient. While the client is waiting to
 * reconnect, takes skip Redis altogether, so an outage adds no latency.
 */
export function redisBuckets(url: string, opts: RedisBucketOptions = {}): BucketStore {
  const prefix = opts.prefix ?? 'pi:bucket:';
  const onError = opts.onError ?? ((err: Error) => console.warn(`[rate limits] ${err.message}`));
  const errorIntervalMs = opts.errorIntervalMs ?? 60_000;
  const client = new Redis(url, {
    lazyConnect: true,
    // Queued takes fail at the first lost connection, and any take within the timeout,
    // rather than waiting for reconnection: the fallback answers them instead.
    maxRetriesPerRequest: 0,
    commandTimeout: opts.commandTimeoutMs ?? 500,
    // disconnect() after a failed connection waits this long for a socket that is already gone,
    // holding the process open (ioredis's default is 2 s).
    disconnectTimeout: 200,
  }) as BucketClient;
  client.defineCommand('piTakeToken', { lua: TAKE_SCRIPT, numberOfKeys: 1 });
  const fallback = memoryBuckets();

  let lastReport = -Infinity;
  const report = (err: Error) => {
    const at = performance.now();
    if (at - lastReport < errorIntervalMs) return;
    lastReport = at;
    onError(
      new Error(`Redis rate-limit store unavailable (${err.message}); limiting per server until it is back`, {
        cause: err,
      }),
    );
  };
  // Without a listener ioredis prints every connection error itself.
  client.on('error', report);

  return {
    async take(key, ratePerSecond, burst) {
      checkBucketArgs(ratePerSecond, burst);
      const status = client.status;
      if (status === 'reconnecting' || status === 'end') return fallback.take(key, ratePerSecond, burst);
      try {
        const reply = await client.piTakeToken(prefix + key, String(ratePerSecond), String(burst));
        return toResult(reply, burst);
      } catch (err) {
        if (client.status !== 'end') report(err instanceof Error ? err : new Error(String(err)));
        return fallback.take(key, ratePerSecond, burst);
      }
    },
    async close() {
      await fallback.close();
      const status = client.status;
      if (status === 'end') return;
      // Never connected (lazy) or between attempts: nothing to flush, so just stop.
      if (status === 'wait' || status === 'reconnecting') return client.disconnect();
      await client.quit().catch(() => client.disconnect());
    },
  };
}
