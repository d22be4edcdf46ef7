/**
 * npm run bench:writers [-- --writers 200] [--seconds 30 | --requests N] [--warmup 5]
 *                       [--companies 200] [--databases pglite,postgres] [--api-only]
 *
 * Write latency under many concurrent writers, on PGlite and on PostgreSQL in
 * one run. For each database: a fresh one (a temporary PGlite data folder, or
 * a throwaway database on PI_TEST_PG_URL's server) seeded with
 * `pi seed demo --companies N`, a key made with `pi` before the server starts
 * (PGlite admits one process per folder), then `node bin/start.mjs` (the
 * console is built into $PI_NEXT_DIST_DIR first if needed) and N writers in a
 * closed loop over POST /companies, PUT /companies/{id}, POST /notes,
 * PATCH /funds/{f}/companies/{c}/status and POST /meetings, each on its own
 * keep-alive connection. Every write counts, each writer's first included; a
 * refusal with `Retry-After` is waited out, as a well-behaved client would.
 *
 * Reports p50/p95/p99/max latency (of every answer, and of 2xx alone),
 * throughput, status counts, how many answers came after the console proxy's
 * timeout (PI_API_TIMEOUT_MS, 15 s), how many writes each writer managed
 * (a minimum of 1 means some were starved) and the machine's load average.
 * The per-key rate limit is lifted: this measures the database path, not the limiter.
 */
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { admin, benchEnv, log, pi, startServer, stop, timestamp, writeResults } from './support';
import { client } from './writers-http';
import { runLoad, type LoadOptions, type LoadResult } from './writers-load';
import { loadTargets } from './writers-mix';

const { values: args } = parseArgs({
  options: {
    writers: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '30' },
    requests: { type: 'string' },
    warmup: { type: 'string', default: '5' },
    companies: { type: 'string', default: '200' },
    databases: { type: 'string', default: 'pglite,postgres' },
    'api-only': { type: 'boolean', default: false },
  },
});

type Kind = 'pglite' | 'postgres';
const kinds = args.databases.split(',').map((k) => k.trim()) as Kind[];
if (kinds.some((k) => k !== 'pglite' && k !== 'postgres')) throw new Error('--databases: pglite and/or postgres');
const load: LoadOptions = {
  writers: Number(args.writers),
  seconds: Number(args.seconds),
  requests: args.requests === undefined ? undefined : Number(args.requests),
  warmupSeconds: Number(args.warmup),
  proxyTimeoutMs: Number(process.env.PI_API_TIMEOUT_MS || 15_000),
};

/** A fresh database of `kind`, seeded and keyed; `drop` removes it. */
async function prepare(kind: Kind): Promise<{ env: NodeJS.ProcessEnv; key: string; drop: () => Promise<void> }> {
  const dbName = `pi_bench_writers_${process.pid}`;
  const { env, dataDir } = benchEnv(dbName);
  env.PI_RATE_LIMIT_PER_SECOND = '1000000';
  env.PI_RATE_LIMIT_BURST = '1000000';
  if (kind === 'pglite') delete env.DATABASE_URL;
  else await admin(`create database ${dbName}`);
  const drop = async () => {
    if (kind === 'postgres') await admin(`drop database if exists ${dbName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    log(`${kind}: seeding ${args.companies} companies…`);
    pi(env, 'seed', 'demo', '--companies', args.companies);
    const key = pi(env, 'keys', 'create', '--email', 'ada@demo.example', '--label', 'bench-writers');
    return { env, key, drop };
  } catch (err) {
    await drop();
    throw err;
  }
}

/** A run's figures and the machine's 1-minute load average when it began: other work skews every figure. */
type Measured = LoadResult & { loadAverage: number };

async function measure(kind: Kind): Promise<Measured> {
  const { env, key, drop } = await prepare(kind);
  try {
    const server = await startServer(env, args['api-only'], { echo: true });
    const http = client(load.writers);
    try {
      const api = `${server.url}/api/v1`;
      const targets = await loadTargets(http, api, key);
      log(
        `${kind}: ${load.writers} writers, ${load.requests ? `${load.requests} writes each` : `${load.seconds} s`} ` +
          `after ${load.warmupSeconds} s of warm-up on other connections…`,
      );
      const loadAverage = Number((os.loadavg()[0] ?? 0).toFixed(2));
      return { ...(await runLoad(http, api, key, targets, `${kind}-${process.pid}`, load)), loadAverage };
    } finally {
      http.close();
      await stop(server.child);
    }
  } finally {
    await drop();
  }
}

function table(results: Partial<Record<Kind, Measured>>): string {
  const cols = kinds.filter((k) => results[k]);
  const row = (label: string, f: (r: Measured) => string) =>
    [label.padEnd(22), ...cols.map((k) => f(results[k] as Measured).padStart(14))].join('');
  return [
    ''.padEnd(22) + cols.map((k) => k.padStart(14)).join(''),
    row('writes', (r) => String(r.count)),
    row('throughput (/s)', (r) => r.throughput.toFixed(1)),
    row('mean (ms)', (r) => r.mean.toFixed(0)),
    row('p50 (ms)', (r) => r.p50.toFixed(0)),
    row('p95 (ms)', (r) => r.p95.toFixed(0)),
    row('p99 (ms)', (r) => r.p99.toFixed(0)),
    row('max (ms)', (r) => r.max.toFixed(0)),
    row('2xx p99 (ms)', (r) => r.succeeded.p99.toFixed(0)),
    row('machine load average', (r) => r.loadAverage.toFixed(1)),
    row(`over ${load.proxyTimeoutMs / 1000} s`, (r) => String(r.overProxyTimeout)),
    row('first write max (ms)', (r) => r.firstWrite.max.toFixed(0)),
    row('writes/writer min-max', (r) => `${r.perWriter.min}-${r.perWriter.max}`),
    ...cols.map(
      (k) =>
        `statuses, ${k}: ${Object.entries((results[k] as LoadResult).statuses)
          .map(([s, n]) => `${s} × ${n}`)
          .join(', ')}`,
    ),
  ].join('\n');
}

async function main() {
  const results: Partial<Record<Kind, Measured>> = {};
  for (const kind of kinds) results[kind] = await measure(kind);
  const out = {
    writers: load.writers,
    seconds: load.requests ? undefined : load.seconds,
    requestsPerWriter: load.requests,
    companies: Number(args.companies),
    server: args['api-only'] ? 'api-only' : 'npm start',
    cpus: os.cpus().length,
    node: process.version,
    ...results,
  };
  log(`\n${table(results)}\n`);
  console.log(JSON.stringify(out, null, 2));
  log(`Written to ${writeResults(`writers-${timestamp()}`, out)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
