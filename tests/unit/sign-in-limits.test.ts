import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type BucketStore, memoryBuckets, redisBuckets } from '../../lib/limits/buckets';
import { signInLimiter } from '../../lib/limits/sign-in';

const REDIS_URL = process.env.PI_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const admin = new Redis(REDIS_URL);
const open: BucketStore[] = [];
const prefixes: string[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((store) => store.close()));
  for (const prefix of prefixes.splice(0)) {
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length) await admin.del(...keys);
  }
});
afterAll(async () => {
  await admin.quit();
});

const stores: [name: string, make: () => BucketStore][] = [
  // The memory store's clock stands still; on Redis's, these rates bring no token back during a test.
  ['memory', () => memoryBuckets({ now: () => 0 })],
  [
    'redis',
    () => {
      const prefix = `pi:test:${randomUUID()}:`;
      prefixes.push(prefix);
      return redisBuckets(REDIS_URL, { prefix });
    },
  ],
];

describe.each(stores)('sign-in limits on %s buckets', (_name, make) => {
  it('refuse an address past its own limit, and only slow down past the overall one', async () => {
    const store = make();
    open.push(store);
    // 2 a minute per address, 3 in all; 250 ms more per attempt past those 3, at most 1 s.
    const limiter = signInLimiter(store, { perAddressPerMinute: 2, perMinute: 3 }, { stepMs: 250, maxDelayMs: 1000 });
    const turns = [];
    for (const address of ['a1', 'a1', 'a1', 'a2', 'a2', 'a3', 'a3', 'a4', 'a4', 'a5']) {
      turns.push(await limiter.turn(address));
    }
    expect(turns).toEqual([
      { refused: false, delayMs: 0 },
      { refused: false, delayMs: 0 },
      // A token per address every 30 s.
      { refused: true, retryAfterSeconds: 30 },
      { refused: false, delayMs: 0 },
      { refused: false, delayMs: 250 },
      { refused: false, delayMs: 500 },
      { refused: false, delayMs: 750 },
      { refused: false, delayMs: 1000 },
      { refused: false, delayMs: 1000 },
      { refused: false, delayMs: 1000 },
    ]);
  });
});

describe('waiting for a sign-in turn', () => {
  it('holds at most maxWaiting attempts at once, and lets a client that left go at once', async () => {
    const store = memoryBuckets();
    open.push(store);
    const limiter = signInLimiter(store, { perAddressPerMinute: 10, perMinute: 100 }, { maxWaiting: 1 });
    const left = new AbortController();
    const first = limiter.wait(60_000, left.signal);
    expect(limiter.waiting()).toBe(1);
    // The room is full: the next attempt does not wait.
    expect(await limiter.wait(60_000, new AbortController().signal)).toBe(false);
    expect(await limiter.wait(0, new AbortController().signal)).toBe(false);
    left.abort();
    expect(await first).toBe(true);
    expect(limiter.waiting()).toBe(0);
  });
});
