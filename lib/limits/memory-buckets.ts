import { type BucketStore, checkBucketArgs, refillAndTake } from './token-bucket';

interface MemoryBucketOptions {
  /** Clock in milliseconds (monotonic by default); tests inject their own. */
  now?: () => number;
  /** Most buckets kept at once; beyond it the least recently used is dropped. */
  maxBuckets?: number;
  /** How often (at most) a take also drops every bucket that is full again. */
  sweepIntervalMs?: number;
}

interface MemoryBucketStore extends BucketStore {
  /** Buckets currently held (for tests and metrics). */
  size(): number;
}

interface Entry {
  tokens: number;
  updatedMs: number;
  fullAtMs: number;
}

/**
 * Buckets of one process. A bucket that is full again is the same as no
 * bucket, so sweeps drop those; a hard cap, evicting the least recently used,
 * bounds memory against callers with very many keys or addresses. Eviction
 * only ever hands a bucket back full (lenient), and a shared bucket such as
 * an overall sign-in limit stays recently used, so it is never the one dropped.
 */
export function memoryBuckets(opts: MemoryBucketOptions = {}): MemoryBucketStore {
  const now = opts.now ?? (() => performance.now());
  const maxBuckets = opts.maxBuckets ?? 100_000;
  const sweepIntervalMs = opts.sweepIntervalMs ?? 10_000;
  // Map iteration order is insertion order: re-inserting on use keeps it least recently used first.
  const buckets = new Map<string, Entry>();
  let lastSweep = now();

  // Sweeping on access needs no timer: the map only grows through takes anyway.
  function sweep(at: number): void {
    if (at - lastSweep < sweepIntervalMs) return;
    lastSweep = at;
    for (const [key, entry] of buckets) if (entry.fullAtMs <= at) buckets.delete(key);
  }

  return {
    async take(key, ratePerSecond, burst) {
      checkBucketArgs(ratePerSecond, burst);
      const at = now();
      sweep(at);
      const entry = buckets.get(key);
      const step = refillAndTake(entry?.tokens, entry ? at - entry.updatedMs : 0, ratePerSecond, burst);
      buckets.delete(key);
      if (buckets.size >= maxBuckets) {
        const oldest = buckets.keys().next();
        if (!oldest.done) buckets.delete(oldest.value);
      }
      buckets.set(key, { tokens: step.tokens, updatedMs: at, fullAtMs: at + step.msUntilFull });
      return step.result;
    },
    size: () => buckets.size,
    async close() {
      buckets.clear();
    },
  };
}
