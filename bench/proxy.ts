/**
 * npm run bench:proxy [-- --companies 200] [--rounds 5] [--requests 200] [--concurrency 8]
 *
 * The console reads the API through its proxy (`/api/console/…`): in-process
 * when the API is this server's own. This measures what that costs against
 * calling the API directly with a key, side by side in one run on one
 * server (PostgreSQL, sign-in off): the same reads, alternating rounds of
 * direct and proxied requests, each round `--requests` requests from
 * `--concurrency` callers. Reports median and p95 latency, requests per second,
 * and the proxied/direct ratio per read (the goal: proxied time ≤ 1.2× direct).
 */
import { parseArgs } from 'node:util';
import {
  admin,
  benchEnv,
  databaseUrl,
  log,
  median,
  percentile,
  pi,
  startServer,
  stop,
  timestamp,
  writeResults,
} from './support';

const { values: args } = parseArgs({
  options: {
    companies: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '5' },
    requests: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '8' },
  },
});
const ROUNDS = Number(args.rounds);
const REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);

interface Sample {
  ms: number[];
  seconds: number;
}

/** `REQUESTS` GETs of `url` from `CONCURRENCY` callers; every answer must be 200 and is read whole. */
async function round(url: string, headers: Record<string, string>): Promise<Sample> {
  const ms: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) {
        const t0 = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
        ms.push(performance.now() - t0);
      }
    }),
  );
  return { ms, seconds: (performance.now() - started) / 1000 };
}

async function main() {
  const dbName = `pi_bench_proxy_${process.pid}`;
  const { env } = benchEnv(dbName);
  delete env.PI_CONSOLE_PASSWORD;
  delete env.PI_API_BASE_URL;
  // The limit would measure the bucket, not the proxy: both paths spend one key's tokens.
  env.PI_RATE_LIMIT_PER_SECOND = '1000000';
  env.PI_RATE_LIMIT_BURST = '1000000';
  await admin(`create database ${dbName}`);
  try {
    log(`Seeding ${args.companies} companies on PostgreSQL…`);
    pi(env, 'seed', 'demo', '--companies', String(args.companies));
    const key = pi(env, 'keys', 'create', '--email', 'ada@demo.example', '--label', 'bench');
    const server = await startServer(env, false, { echo: true });
    try {
      const direct = (path: string) => round(`${server.url}/api/v1${path}`, { authorization: `Bearer ${key}` });
      const proxied = (path: string) => round(`${server.url}/api/console${path}`, {});
      const first = await fetch(`${server.url}/api/v1/companies?limit=1`, {
        headers: { authorization: `Bearer ${key}` },
      });
      const company = ((await first.json()) as { items: Array<{ publicId: string }> }).items[0]?.publicId;
      if (!company) throw new Error('the demo has no company');
      const reads = [
        '/companies?limit=100',
        `/companies/${company}`,
        `/companies/${company}/touchpoints?limit=50`,
        '/funds',
        '/trackers',
      ];
      const rows = [];
      for (const path of reads) {
        // Warm both paths, then alternate so drift in the machine's load hits both alike.
        await direct(path);
        await proxied(path);
        const d: Sample[] = [];
        const p: Sample[] = [];
        for (let r = 0; r < ROUNDS; r++) {
          d.push(await direct(path));
          p.push(await proxied(path));
        }
        const stat = (s: Sample[]) => {
          const ms = s.flatMap((x) => x.ms);
          return {
            medianMs: median(ms),
            p95Ms: percentile(ms, 95),
            rps: median(s.map((x) => REQUESTS / x.seconds)),
          };
        };
        const sd = stat(d);
        const sp = stat(p);
        const row = { read: path.replace(company, '{id}'), direct: sd, proxied: sp, ratio: sp.medianMs / sd.medianMs };
        rows.push(row);
        log(
          `${row.read.padEnd(34)} direct ${sd.medianMs.toFixed(2)} ms (p95 ${sd.p95Ms.toFixed(2)}, ${sd.rps.toFixed(0)}/s)  ` +
            `proxied ${sp.medianMs.toFixed(2)} ms (p95 ${sp.p95Ms.toFixed(2)}, ${sp.rps.toFixed(0)}/s)  ratio ${row.ratio.toFixed(2)}×`,
        );
      }
      const file = writeResults(`proxy-${timestamp()}`, {
        companies: Number(args.companies),
        rounds: ROUNDS,
        requests: REQUESTS,
        concurrency: CONCURRENCY,
        database: databaseUrl(dbName).replace(/\/\/[^@]*@/, '//'),
        rows,
      });
      log(`Results: ${file}`);
    } finally {
      await stop(server.child);
    }
  } finally {
    await admin(`drop database if exists ${dbName} with (force)`);
  }
}

await main();
