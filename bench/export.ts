/**
 * npm run bench:export [-- --companies 100000] [--runs 3] [--unlimited] [--heap-mb 256] [--skip-seed] [--keep-db]
 *
 * The console's CSV export of every company (GET /export/companies), on a
 * PostgreSQL database of its own seeded with `pi seed demo --companies N`,
 * sign-in off, the console reading this server's own API in-process. Each
 * run reports rows, bytes, seconds (and time to the first byte), and the
 * server's resident memory (RSS, from /proc, the server and any child
 * processes, every 20 ms): before the export, its peak during it, and the
 * peak over the first fifth of the rows against the peak over the rest. A
 * streamed export holds one page at a time, so the two peaks should match
 * however many rows follow.
 *
 * The console's key keeps its rate limit (50 requests/s by default), as in
 * use: the export paces itself to it. --unlimited lifts the limit, to see
 * the export's own speed. RSS is a rough gauge (V8 grows its heap and
 * collects late when it may); --heap-mb caps the server's heap
 * (--max-old-space-size) so that an export holding its rows would run out
 * of memory where a streamed one does not. --keep-db leaves the database (pi_bench_export_<N>)
 * for a later run with --skip-seed. The server builds the console into
 * $PI_NEXT_DIST_DIR (default .next-bench) if it changed.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { ensureBuild } from '../scripts/build-if-needed.mjs';
import { admin, benchEnv, databaseExists, log, pi, startServer, stop, timestamp, writeResults } from './support';

const { values: args } = parseArgs({
  options: {
    companies: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    unlimited: { type: 'boolean', default: false },
    'heap-mb': { type: 'string' },
    'skip-seed': { type: 'boolean', default: false },
    'keep-db': { type: 'boolean', default: false },
  },
});
const N = Number(args.companies);
const RUNS = Number(args.runs);
const SKIP_SEED = args['skip-seed'];
const KEEP_DB = args['keep-db'] || SKIP_SEED;
const SAMPLE_MS = 20;
const MB = 1024 * 1024;

/** Resident memory of a process and its descendants, in bytes, from /proc (Linux). */
function rss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const resident = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      resident.set(Number(entry), kb * 1024);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop() ?? 0;
    total += resident.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** CSV records in a stream of bytes: a line break outside quotes ends one. */
function recordCounter() {
  let quoted = false;
  let records = 0;
  return (chunk: Uint8Array) => {
    for (const byte of chunk) {
      if (byte === 0x22) quoted = !quoted;
      else if (byte === 0x0a && !quoted) records += 1;
    }
    return records;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Run {
  rows: number;
  bytes: number;
  seconds: number;
  firstByteMs: number;
  rowsPerSecond: number;
  rssBeforeMb: number;
  peakRssMb: number;
  peakFirstFifthMb: number;
  peakRestMb: number;
  rssAfterMb: number;
}

async function exportOnce(base: string, pid: number): Promise<Run> {
  // The server at rest: a second of samples, the median.
  const rest: number[] = [];
  for (let i = 0; i < 50; i++) {
    rest.push(rss(pid));
    await sleep(SAMPLE_MS);
  }
  rest.sort((a, b) => a - b);
  const before = rest[Math.floor(rest.length / 2)] ?? 0;

  let rows = 0;
  let bytes = 0;
  const samples: { rows: number; rss: number }[] = [];
  const sampler = setInterval(() => samples.push({ rows, rss: rss(pid) }), SAMPLE_MS);
  const t0 = performance.now();
  let firstByteMs = 0;
  try {
    const res = await fetch(`${base}/export/companies`);
    if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}: ${await res.text()}`);
    const count = recordCounter();
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!firstByteMs) firstByteMs = performance.now() - t0;
      bytes += value.byteLength;
      rows = Math.max(0, count(value) - 1);
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - t0) / 1000;
  samples.push({ rows, rss: rss(pid) });
  const peak = (xs: { rss: number }[]) => xs.reduce((m, s) => Math.max(m, s.rss), 0) / MB;
  return {
    rows,
    bytes,
    seconds,
    firstByteMs,
    rowsPerSecond: rows / seconds,
    rssBeforeMb: before / MB,
    peakRssMb: peak(samples),
    peakFirstFifthMb: peak(samples.filter((s) => s.rows <= rows / 5)),
    peakRestMb: peak(samples.filter((s) => s.rows > rows / 5)),
    rssAfterMb: rss(pid) / MB,
  };
}

async function main() {
  const dbName = `pi_bench_export_${N}`;
  const { env, dataDir } = benchEnv(dbName);
  delete env.PI_CONSOLE_PASSWORD;
  delete env.PI_API_BASE_URL;
  delete env.PI_EXPORT_PAGE_SIZE;
  env.PI_NEXT_DIST_DIR = process.env.PI_NEXT_DIST_DIR || '.next-bench';
  if (args.unlimited) {
    env.PI_RATE_LIMIT_PER_SECOND = '1000000';
    env.PI_RATE_LIMIT_BURST = '1000000';
  }
  let seedSeconds: number | undefined;
  if (SKIP_SEED) {
    if (!(await databaseExists(dbName))) throw new Error(`no database ${dbName}: run once with --keep-db first`);
    log(`Reusing database ${dbName}.`);
  } else {
    await admin(`drop database if exists ${dbName} with (force)`);
    await admin(`create database ${dbName}`);
  }
  try {
    if (!SKIP_SEED) {
      log(`Seeding ${N.toLocaleString('en-US')} companies on PostgreSQL…`);
      const t0 = Date.now();
      pi(env, 'seed', 'demo', '--companies', String(N));
      seedSeconds = (Date.now() - t0) / 1000;
      log(`Seeded in ${seedSeconds.toFixed(0)} s.`);
    }
    log(`Building the console into ${env.PI_NEXT_DIST_DIR} if it changed…`);
    // Before the server starts: a build must not run under the server's heap cap.
    process.env.PI_NEXT_DIST_DIR = env.PI_NEXT_DIST_DIR;
    ensureBuild();
    if (args['heap-mb']) env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --max-old-space-size=${args['heap-mb']}`.trim();
    const server = await startServer(env, false, { echo: true });
    const pid = server.child.pid ?? 0;
    try {
      // The route's code loads on its first request: warm it so run 1 measures the export, not the load.
      const warm = await fetch(`${server.url}/export/companies?search=zzzz-no-such-company`);
      await warm.arrayBuffer();
      const runs: Run[] = [];
      for (let i = 1; i <= RUNS; i++) {
        const run = await exportOnce(server.url, pid);
        runs.push(run);
        log(
          `run ${i}: ${run.rows.toLocaleString('en-US')} rows, ${(run.bytes / MB).toFixed(1)} MB in ${run.seconds.toFixed(1)} s ` +
            `(${run.rowsPerSecond.toFixed(0)} rows/s, first byte ${run.firstByteMs.toFixed(0)} ms); server RSS ` +
            `${run.rssBeforeMb.toFixed(0)} MB before, peak ${run.peakRssMb.toFixed(0)} MB ` +
            `(first fifth ${run.peakFirstFifthMb.toFixed(0)}, rest ${run.peakRestMb.toFixed(0)}), ${run.rssAfterMb.toFixed(0)} MB after`,
        );
      }
      const file = writeResults(`export-${timestamp()}`, {
        date: new Date().toISOString(),
        companies: N,
        rateLimited: !args.unlimited,
        heapMb: args['heap-mb'] ? Number(args['heap-mb']) : undefined,
        seedSeconds,
        runs,
      });
      log(`Results: ${file}`);
    } finally {
      await stop(server.child);
    }
  } finally {
    if (KEEP_DB) log(`Kept database ${dbName} (reuse it with --skip-seed; drop it with: drop database ${dbName}).`);
    else await admin(`drop database if exists ${dbName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
