import { describe, expect, it } from 'vitest';
import { verifiedKeys, type LiveKey } from '../../lib/api/core/key-cache';
import { hashApiKey } from '../../lib/keys';

/*
 * The console's own key, verified in memory: the rules that keep it safe.
 * The lookup stands in for the database's; what it answers is set by each test.
 */

const KEY = `pi_${'a'.repeat(40)}`;
const OTHER = `pi_${'b'.repeat(40)}`;
const LIVE: LiveKey = { keyId: 7, workspaceId: 1, memberId: 2 };

function setUp(ttlMs: number) {
  const live = new Map<string, LiveKey>([[hashApiKey(KEY), LIVE]]);
  const asked: string[] = [];
  let clock = 0;
  const cache = verifiedKeys(
    (hash) => {
      asked.push(hash);
      return Promise.resolve(live.get(hash));
    },
    ttlMs,
    () => clock,
  );
  return { cache, asked, live, advance: (ms: number) => (clock += ms) };
}

describe('verifiedKeys', () => {
  it('asks once per TTL, by the hash of the key, never the key', async () => {
    const t = setUp(10_000);
    expect(await t.cache.find(KEY)).toEqual(LIVE);
    t.advance(9_999);
    expect(await t.cache.find(KEY)).toEqual(LIVE);
    expect(t.asked).toEqual([hashApiKey(KEY)]);
    t.advance(1);
    expect(await t.cache.find(KEY)).toEqual(LIVE);
    expect(t.asked).toEqual([hashApiKey(KEY), hashApiKey(KEY)]);
  });

  it('stops accepting a revoked key once its TTL has passed', async () => {
    const t = setUp(10_000);
    expect(await t.cache.find(KEY)).toEqual(LIVE);
    t.live.delete(hashApiKey(KEY));
    t.advance(10_000);
    expect(await t.cache.find(KEY)).toBeUndefined();
  });

  it('never keeps an unknown key: each try asks again', async () => {
    const t = setUp(10_000);
    expect(await t.cache.find(OTHER)).toBeUndefined();
    expect(await t.cache.find(OTHER)).toBeUndefined();
    expect(t.asked).toEqual([hashApiKey(OTHER), hashApiKey(OTHER)]);
  });

  it('keeps nothing with a TTL of 0', async () => {
    const t = setUp(0);
    await t.cache.find(KEY);
    await t.cache.find(KEY);
    expect(t.asked).toHaveLength(2);
  });

  it('holds at most eight keys, forgetting the oldest first', async () => {
    const t = setUp(10_000);
    const keys = Array.from({ length: 9 }, (_, i) => `pi_${String(i).repeat(40)}`);
    for (const k of keys) t.live.set(hashApiKey(k), { ...LIVE, keyId: keys.indexOf(k) });
    for (const k of keys) await t.cache.find(k);
    t.asked.length = 0;
    await t.cache.find(keys[8] ?? '');
    await t.cache.find(keys[1] ?? '');
    expect(t.asked).toEqual([]);
    await t.cache.find(keys[0] ?? '');
    expect(t.asked).toEqual([hashApiKey(keys[0] ?? '')]);
  });
});
