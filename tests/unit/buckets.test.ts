import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type BucketResult, type BucketStore, memoryBuckets, redisBuckets } from '../../lib/limits/buckets';

const REDIS_URL = process.env.PI_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Stores made by a test, closed after it. */
const open: BucketStore[] = [];
const prefixes: string[] = [];
// Redis is a required test service (CI starts it), like PostgreSQL.
const admin = new Redis(REDIS_URL);

afterEach(async () => {
  await Promise.all(open.splice(0).map((store) => store.close()));
  for (const prefix of prefixes.splice(0)) {
    const keys = await admin.keys(`${prefix}*`);
    if (keys?.length) await admin.del(...keys);
  }
});
afterAll(async () => {
  await admin.quit();
});

function memory(now: () => number = () => 0, extra: Parameters<typeof memoryBuckets>[0] = {}) {
  const store = memoryBuckets({ now, ...extra });
  open.push(store);
  return store;
}

/** A fresh key space per test, so tests never see each other's buckets. */
function redis(prefix = `pi:test:${randomUUID()}:`, opts: Parameters<typeof redisBuckets>[1] = {}) {
  if (!prefixes.includes(prefix)) prefixes.push(prefix);
  const store = redisBuckets(REDIS_URL, { prefix, ...opts });
  open.push(store);
  return { store, prefix };
}

const takeMany = (store: BucketStore, n: number, key: string, rate: number, burst: number) =>
  Array.from({ length: n }).reduce<Promise<BucketResult[]>>(
    async (acc) => [...(await acc), await store.take(key, rate, burst)],
    Promise.resolve([]),
  );

async function until<T>(what: string, attempt: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const value = await attempt();
    if (value !== undefined) return value;
    await sleep(5);
  }
  throw new Error(`timed out waiting for ${what}`);
}

// Rates slow enough that no token comes back during a test: the memory store's
// clock stands still, and Redis's advances by milliseconds only.
const SLOW = 0.001;

const stores: [name: string, make: () => BucketStore][] = [
  ['memory', () => memory()],
  ['redis', () => redis().store],
];

describe.each(stores)('%s buckets', (_name, make) => {
  it('allow a burst, then refuse with Retry-After', async () => {
    const results = await takeMany(make(), 6, 'k', SLOW, 5);
    expect(results.map((r) => [r.allowed, r.remaining, r.limit])).toEqual([
      [true, 4, 5],
      [true, 3, 5],
      [true, 2, 5],
      [true, 1, 5],
      [true, 0, 5],
      [false, 0, 5],
    ]);
    expect(results.slice(0, 5).every((r) => r.retryAfterSeconds === 0)).toBe(true);
    // One token takes 1 / 0.001 = 1000 s; a full bucket 5000 s.
    expect(results[5]).toMatchObject({ retryAfterSeconds: 1000, resetSeconds: 5000 });
  });

  it('round seconds up, and answer the API defaults and the sign-in limits exactly', async () => {
    const store = make();
    expect(await store.take('api', 50, 100)).toEqual({
      allowed: true,
      limit: 100,
      remaining: 99,
      resetSeconds: 1,
      retryAfterSeconds: 0,
    });
    // 10 per minute: a token every 6 s, where float division gives 6.000000000000001.
    const signIn = await takeMany(store, 11, 'signin', 10 / 60, 10);
    expect(signIn[0]).toMatchObject({ allowed: true, remaining: 9, resetSeconds: 6 });
    expect(signIn[10]).toEqual({ allowed: false, limit: 10, remaining: 0, resetSeconds: 60, retryAfterSeconds: 6 });
  });

  it('keep keys apart', async () => {
    const store = make();
    expect((await store.take('a', SLOW, 1)).allowed).toBe(true);
    expect((await store.take('a', SLOW, 1)).allowed).toBe(false);
    expect((await store.take('b', SLOW, 1)).allowed).toBe(true);
  });

  it('reject nonsensical limits instead of counting them', async () => {
    const store = make();
    await expect(store.take('k', 0, 10)).rejects.toThrow(RangeError);
    await expect(store.take('k', 1, 0.5)).rejects.toThrow(RangeError);
    await expect(store.take('k', Number.NaN, 10)).rejects.toThrow(RangeError);
  });
});

describe('memory buckets', () => {
  it('refill lazily with the clock, up to the burst', async () => {
    let now = 1_000;
    const store = memory(() => now);
    await takeMany(store, 2, 'k', 1, 2);
    expect(await store.take('k', 1, 2)).toMatchObject({ allowed: false, retryAfterSeconds: 1, resetSeconds: 2 });
    now += 500;
    expect(await store.take('k', 1, 2)).toMatchObject({ allowed: false, retryAfterSeconds: 1, resetSeconds: 2 });
    now += 500;
    expect(await store.take('k', 1, 2)).toMatchObject({ allowed: true, remaining: 0 });
    now += 60_000;
    expect(await store.take('k', 1, 2)).toMatchObject({ allowed: true, remaining: 1, resetSeconds: 1 });
    // A clock that steps back adds nothing.
    now -= 30_000;
    expect(await store.take('k', 1, 2)).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('drop buckets that are full again', async () => {
    let now = 0;
    const store = memory(() => now, { sweepIntervalMs: 1_000 });
    for (let i = 0; i < 50; i++) await store.take(`address-${i}`, 1, 5);
    expect(store.size()).toBe(50);
    now += 999; // a token back, not yet full
    await store.take('another', 1, 5);
    expect(store.size()).toBe(51);
    now += 1; // swept: the 50 are full again
    await store.take('another', 1, 5);
    expect(store.size()).toBe(1);
  });

  it('hold at most maxBuckets, dropping the least recently used', async () => {
    const store = memory(() => 0, { maxBuckets: 3 });
    await store.take('overall', SLOW, 1000);
    for (let i = 0; i < 10; i++) {
      await store.take(`address-${i}`, SLOW, 1);
      await store.take('overall', SLOW, 1000);
    }
    expect(store.size()).toBe(3);
    // The shared bucket, used all along, was never dropped: it remembers every take.
    expect((await store.take('overall', SLOW, 1000)).remaining).toBe(1000 - 12);
  });
});

describe('redis buckets', () => {
  it('refill on Redis time', async () => {
    const { store } = redis();
    // 20 tokens a second: one every 50 ms.
    await takeMany(store, 3, 'k', 20, 3);
    expect((await store.take('k', 20, 3)).allowed).toBe(false);
    const next = await until('a token to come back', async () => {
      const r = await store.take('k', 20, 3);
      return r.allowed ? r : undefined;
    });
    expect(next).toMatchObject({ remaining: 0, resetSeconds: 1 });
  });

  it('keep a bucket under the prefix only until it is full again', async () => {
    const { store, prefix } = redis();
    await store.take('k', SLOW, 10);
    const ttl = await admin.pttl(`${prefix}k`);
    expect(ttl).toBeGreaterThan(990_000);
    expect(ttl).toBeLessThanOrEqual(1_000_000);
    await store.take('quick', 1000, 1); // full again after 1 ms
    await until('the full bucket to expire', async () => ((await admin.exists(`${prefix}quick`)) ? undefined : true));
  });

  it('use the pi:bucket: prefix by default', async () => {
    const key = `test-${randomUUID()}`;
    const store = redisBuckets(REDIS_URL);
    open.push(store);
    await store.take(key, SLOW, 10);
    expect(await admin.exists(`pi:bucket:${key}`)).toBe(1);
    await admin.del(`pi:bucket:${key}`);
  });

  it('allow exactly the burst out of 200 parallel takes', async () => {
    const { store } = redis();
    const results = await Promise.all(Array.from({ length: 200 }, () => store.take('k', SLOW, 100)));
    expect(results.filter((r) => r.allowed)).toHaveLength(100);
  });

  it('share one bucket between servers', async () => {
    const { store: one, prefix } = redis();
    const { store: two } = redis(prefix);
    await takeMany(one, 3, 'k', SLOW, 5);
    expect((await two.take('k', SLOW, 5)).remaining).toBe(1);
    expect((await one.take('k', SLOW, 5)).remaining).toBe(0);
    expect((await two.take('k', SLOW, 5)).allowed).toBe(false);
    expect((await one.take('k', SLOW, 5)).allowed).toBe(false);
  });

  it('fall back to per-server buckets when Redis is unreachable, and say so once', async () => {
    const errors: Error[] = [];
    const store = redisBuckets('redis://127.0.0.1:1', { onError: (err) => errors.push(err), commandTimeoutMs: 2000 });
    open.push(store);
    const started = performance.now();
    const results = await takeMany(store, 4, 'k', SLOW, 3);
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/Redis rate-limit store unavailable .*ECONNREFUSED.*limiting per server/);
  });

  it('let the process exit promptly after close, whether connected, unused or cut off', () => {
    const lib = JSON.stringify(path.resolve(import.meta.dirname, '../../lib/limits/buckets.ts'));
    const script = [
      `import { redisBuckets } from ${lib};`,
      `const used = redisBuckets(${JSON.stringify(REDIS_URL)}, { prefix: 'pi:test:exit:' });`,
      `const down = redisBuckets('redis://127.0.0.1:1', { onError: () => {} });`,
      `console.log((await used.take('k', 1000, 10)).allowed, (await down.take('k', 1, 1)).allowed);`,
      `await Promise.all([used.close(), down.close(), redisBuckets(${JSON.stringify(REDIS_URL)}).close()]);`,
      `const closed = performance.now();`,
      `process.on('exit', () => console.log(Math.round(performance.now() - closed)));`,
    ].join('\n');
    const res = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    const [taken, msToExit] = res.stdout.trim().split('\n');
    expect(taken).toBe('true true');
    expect(Number(msToExit)).toBeLessThan(1000);
  });
});
