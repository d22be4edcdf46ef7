/**
 * npm run bench:limits [-- --seconds 10] [--connections 32] [--companies 200]
 *                      [--path /api/v1/me] [--redis redis://127.0.0.1:6379] [--rounds 2]
 *
 * The per-key rate limit under load, at its DEFAULT settings (50/s, burst
 * 100): one key, N keep-alive connections in a closed loop against
 * `npm start` on PostgreSQL, once with the in-memory buckets and once with
 * REDIS_URL, each on a freshly started server with a full bucket (R rounds,
 * alternating which store goes first; medians and every run). Reports
 * the counts of 200 and 429, the rate of 200s once the burst is spent
 * (should be ~50/s), and the latency of 429 answers against 200 answers, so
 * the Redis store's cost shows next to the memory store's.
 */
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { cpuMs, startContender, stopContender } from './contenders';
import { getOnce } from './load';
import { admin, benchEnv, databaseUrl, log, pi, timestamp, writeResults } from './support';
import { limitReport, medianReport, runLimited, type LimitReport } from './rate-limit-load';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    companies: { type: 'string', default: '200' },
    // A cheap keyed request, so that the server can go well past the limit even on a busy machine.
    path: { type: 'string', default: '/api/v1/me' },
    redis: { type: 'string', default: process.env.PI_TEST_REDIS_URL || 'redis://127.0.0.1:6379' },
    rounds: { type: 'string', default: '2' },
  },
});

const STORES = ['memory', 'redis'] as const;
type Store = (typeof STORES)[number];

/** The deployment's Redis key prefix (server/start.ts: `pi:` + the first 12 characters of its id). */
async function redisPrefix(dbName: string): Promise<string> {
  const c = new pg.Client({ connectionString: databaseUrl(dbName) });
  await c.connect();
  try {
    const res = await c.query<{ value: string }>("select value from deployment_settings where name = 'deployment-id'");
    const id = res.rows[0]?.value;
    if (!id) throw new Error('no deployment-id: has a server started on this database?');
    return `pi:${id.slice(0, 12)}:`;
  } finally {
    await c.end();
  }
}

async function redisKeys(redis: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  return keys;
}

interface Setup {
  env: NodeJS.ProcessEnv;
  dbName: string;
  redis: Redis;
  key: string;
  warmKey: string;
}

/** One fresh `npm start` with `store`, warmed up with the other key, then the measured key under load. */
async function measureStore(store: Store, s: Setup): Promise<LimitReport> {
  const server = await startContender(store, 'full', store === 'redis' ? { ...s.env, REDIS_URL: args.redis } : s.env);
  // The store's fallback to memory is only logged: watch for it, or Redis's figures would be memory's.
  const warnings: string[] = [];
  server.child.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.includes('rate-limit store')) warnings.push(line);
  });
  try {
    const prefix = await redisPrefix(s.dbName);
    if (store === 'redis') {
      const stale = await redisKeys(s.redis, prefix);
      if (stale.length > 0) await s.redis.del(...stale);
    }
    const url = `${server.url}${args.path}`;
    for (let i = 0; i < 150; i++) await getOnce(url, s.warmKey);
    const first = await getOnce(url, s.key);
    if (first.status !== 200) throw new Error(`first request: ${first.status} ${first.body.slice(0, 200)}`);
    log(`  limit ${first.headers['ratelimit-limit']}, ${Number(args.connections)} connections for ${args.seconds} s…`);
    const cpu0 = cpuMs(server.child.pid ?? 0);
    const run = await runLimited(url, s.key, Number(args.connections), Number(args.seconds));
    const serverCpuMs = cpuMs(server.child.pid ?? 0) - cpu0;
    // Taken right away: a bucket's key expires once it is full again (~2 s later).
    const bucketKeysInRedis = store === 'redis' ? (await redisKeys(s.redis, prefix)).length : 0;
    if (store === 'redis' && (bucketKeysInRedis === 0 || warnings.length > 0)) {
      log(`  WARNING: Redis may not have been used (keys ${bucketKeysInRedis}, warnings: ${warnings.join(' | ')})`);
    }
    return { ...limitReport(run, serverCpuMs), bucketKeysInRedis, storeWarnings: warnings.length };
  } finally {
    await stopContender(server);
  }
}

async function main() {
  const dbName = `pi_bench_limits_${process.pid}`;
  const { env, dataDir } = benchEnv(dbName);
  // The defaults are the point: nothing inherited may change them.
  for (const name of ['PI_RATE_LIMIT_PER_SECOND', 'PI_RATE_LIMIT_BURST', 'PI_LOG_LEVEL', 'REDIS_URL']) delete env[name];
  await admin(`create database ${dbName}`);
  const redis = new Redis(args.redis, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const reports: Record<Store, LimitReport[]> = { memory: [], redis: [] };
  try {
    log(`Seeding ${args.companies} companies on PostgreSQL…`);
    pi(env, 'seed', 'demo', '--companies', args.companies);
    const key = pi(env, 'keys', 'create', '--email', 'ada@demo.example', '--label', 'bench-limits');
    // A second key warms the server up (JIT, pool, both answers) without touching the measured key's bucket.
    const warmKey = pi(env, 'keys', 'create', '--email', 'ada@demo.example', '--label', 'bench-limits-warm-up');
    await redis.connect();

    const rounds = Number(args.rounds);
    for (let r = 0; r < rounds; r++) {
      // memory, redis, then redis, memory: a drift in the machine's load favours neither store.
      for (const store of r % 2 === 0 ? STORES : [...STORES].reverse()) {
        log(`Round ${r + 1}/${rounds}: npm start with the ${store} bucket store…`);
        const report = await measureStore(store, { env, dbName, redis, key, warmKey });
        reports[store].push(report);
        log(`  ${JSON.stringify(report)}`);
      }
    }
  } finally {
    redis.disconnect();
    await admin(`drop database if exists ${dbName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const result = {
    limits: { perSecond: 50, burst: 100 },
    connections: Number(args.connections),
    seconds: Number(args.seconds),
    path: args.path,
    cpus: os.cpus().length,
    loadAverage: os.loadavg(),
    node: process.version,
    medians: { memory: medianReport(reports.memory), redis: medianReport(reports.redis) },
    runs: reports,
  };
  console.log(JSON.stringify(result, null, 2));
  log(`Written to ${writeResults(`limits-${timestamp()}`, result)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
