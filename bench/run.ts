/**
 * npm run bench [-- --companies 20000] [--seconds 10] [--connections 32] [--rounds 3]
 *               [--warmup 3] [--samples 100] [--deep-page 1000] [--log-silent] [--cpu-prof DIR]
 *               [--contenders bare,api,full]
 *
 * On a fresh PostgreSQL database (PI_TEST_PG_URL's server), measures in one run:
 *  1. the time `pi seed demo --companies N` takes;
 *  2. median latency of GET /companies?limit=100 on page 1 and on a deep page
 *     (page 1,000, or the last one the seed has), interleaved so both see the
 *     same conditions;
 *  3. requests per second of GET /api/v1/companies?limit=100 from three servers
 *     side by side: a bare node:http + pg handler running the API's SQL
 *     (bare-server.ts), the Hono app alone (`--api-only`) and `npm start`
 *     (API + Next.js). The standing goal: the API serves ≥ 0.8× the bare
 *     handler. Before timing, the bench proves the same SQL goes over the
 *     wire and the same bytes come back (same-work.ts). With --log-silent,
 *     the two real servers also run with PI_LOG_LEVEL=silent, showing the
 *     access log's share. With --cpu-prof DIR, every contender writes a V8
 *     CPU profile there and the bench prints where each one's CPU went during
 *     the contest (start-up excluded); its req/s are then not the real ones.
 *
 * The per-key rate limit is lifted for the contest (it would refuse almost
 * everything); the access log stays at its default level, `info`.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startContender, stopContender, type Contender, type ContenderKind } from './contenders';
import { contest } from './contest';
import { printSummary, profileArgs, profileOf, summarize } from './cpu-profile';
import { get } from './load';
import { checkSameBodies, checkSameStatements } from './same-work';
import { admin, benchEnv, log, median, pi, timestamp, writeResults } from './support';

const { values: args } = parseArgs({
  options: {
    companies: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '3' },
    samples: { type: 'string', default: '100' },
    'deep-page': { type: 'string', default: '1000' },
    'log-silent': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    // `bare,api` skips `npm start` (and so its console build) when only the API's own cost is asked.
    contenders: { type: 'string', default: 'bare,api,full' },
  },
});
const N = Number(args.companies);
const PATH = '/api/v1/companies?limit=100';

type Results = Record<string, number | string | boolean | object>;

async function timed(agent: http.Agent, url: string, key: string): Promise<number> {
  const t0 = performance.now();
  const res = await get(agent, url, key);
  if (res.status !== 200) throw new Error(`${url} → ${res.status}`);
  return performance.now() - t0;
}

/** Median latency of page 1 against a deep page, alternating requests so both see the same conditions. */
async function pageLatency(base: string, key: string, results: Results): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  try {
    const first = `${base}${PATH}`;
    const target = Number(args['deep-page']);
    log(`Walking to page ${target.toLocaleString('en-US')} (or the last page)…`);
    let deep = first;
    let page = 1;
    for (let res = await get(agent, first, key); page < target; page++) {
      const token = (JSON.parse(res.body) as { nextPageToken?: string }).nextPageToken;
      if (!token) break;
      deep = `${first}&pageToken=${encodeURIComponent(token)}`;
      res = await get(agent, deep, key);
    }
    for (let i = 0; i < 20; i++) await Promise.all([timed(agent, first, key), timed(agent, deep, key)]);
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < Number(args.samples); i++) {
      a.push(await timed(agent, first, key));
      b.push(await timed(agent, deep, key));
    }
    results.deepPage = page;
    results.page1MedianMs = median(a);
    results.deepPageMedianMs = median(b);
    results.deepToFirstRatio = median(b) / median(a);
  } finally {
    agent.destroy();
  }
}

/** Each contender's profile from the contest's start on (warm-up included), printed and returned. */
function profileSummaries(dir: string, contenders: Contender[], from: unknown): Record<string, object> {
  const out: Record<string, object> = {};
  for (const c of contenders) {
    const file = profileOf(dir, c.child.pid ?? 0);
    if (!file || typeof from !== 'number') continue;
    const summary = summarize(file, from - c.spawnedAt);
    printSummary(`CPU profile of ${c.name} (${file})`, summary, log);
    out[c.name] = { file, ...summary };
  }
  return out;
}

async function main() {
  const dbName = `pi_bench_${process.pid}`;
  const { env, dataDir } = benchEnv(dbName);
  await admin(`create database ${dbName}`);
  const results: Results = { companies: N, cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() };
  const contenders: Contender[] = [];
  try {
    log(`Seeding ${N} companies with proportional data on PostgreSQL…`);
    const t0 = Date.now();
    pi(env, 'seed', 'demo', '--companies', String(N));
    results.seedSeconds = (Date.now() - t0) / 1000;
    const key = pi(env, 'keys', 'create', '--email', 'ada@demo.example', '--label', 'bench');

    // The limiter would refuse nearly everything at these rates; the access log stays on.
    const lifted: NodeJS.ProcessEnv = {
      ...env,
      PI_RATE_LIMIT_PER_SECOND: '1000000',
      PI_RATE_LIMIT_BURST: '1000000',
      PI_LOG_LEVEL: 'info',
    };
    results.statements = await checkSameStatements(lifted, dbName, key, PATH);

    const chosen = new Set(args.contenders.split(','));
    const lineup: [string, ContenderKind, NodeJS.ProcessEnv][] = (['bare', 'api', 'full'] as const)
      .filter((kind) => chosen.has(kind))
      .map((kind) => [kind, kind, lifted]);
    if (args['log-silent']) {
      const silent = { ...lifted, PI_LOG_LEVEL: 'silent' };
      if (chosen.has('api')) lineup.push(['api-silent', 'api', silent]);
      if (chosen.has('full')) lineup.push(['full-silent', 'full', silent]);
    }
    for (const [name, kind, e] of lineup) {
      log(`Starting ${name}…`);
      contenders.push(await startContender(name, kind, e, profileArgs(args['cpu-prof'])));
    }
    const same = await checkSameBodies(contenders, PATH, key);
    results.bodyBytes = same.bytes;
    results.responseHeaders = same.headers;

    const full = contenders.find((c) => c.name === 'full');
    if (full) await pageLatency(full.url, key, results);

    log(
      `Throughput of GET ${PATH}: ${args.connections} connections, ${args.seconds} s each, ` +
        `${args.rounds} rounds in rotated order…`,
    );
    const contestStartedAt = Date.now();
    results.contestStartedAt = contestStartedAt;
    const c = await contest(contenders, {
      path: PATH,
      key,
      connections: Number(args.connections),
      seconds: Number(args.seconds),
      warmupSeconds: Number(args.warmup),
      rounds: Number(args.rounds),
    });
    const m = c.medians;
    const rps = (name: string) => m[name]?.rps ?? NaN;
    const cpu = (name: string) => m[name]?.serverCpuMsPerRequest ?? NaN;
    Object.assign(results, {
      connections: Number(args.connections),
      seconds: Number(args.seconds),
      rounds: Number(args.rounds),
      rpsBare: rps('bare'),
      rpsApi: rps('api'),
      rpsNpmStart: rps('full'),
      apiToBareRatio: rps('api') / rps('bare'),
      npmStartToBareRatio: rps('full') / rps('bare'),
      npmStartToApiRatio: rps('full') / rps('api'),
      // CPU per request: the same comparison, far less moved by other work on the machine.
      bareToApiCpuRatio: cpu('bare') / cpu('api'),
      bareToNpmStartCpuRatio: cpu('bare') / cpu('full'),
      medians: m,
      rpsSpread: c.rpsSpread,
      perRound: c.rounds,
    });
    if (args['log-silent']) {
      results.apiSilentToBareRatio = rps('api-silent') / rps('bare');
      results.npmStartSilentToBareRatio = rps('full-silent') / rps('bare');
    }
  } finally {
    for (const c of contenders) await stopContender(c);
    if (args['cpu-prof']) results.profiles = profileSummaries(args['cpu-prof'], contenders, results.contestStartedAt);
    await admin(`drop database if exists ${dbName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const rounded = JSON.parse(
    JSON.stringify(results, (_k, v: unknown) =>
      typeof v === 'number' && !Number.isInteger(v) ? Number(v.toFixed(3)) : v,
    ),
  ) as Results;
  console.log(JSON.stringify(rounded, null, 2));
  log(`Written to ${writeResults(timestamp(), rounded)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
