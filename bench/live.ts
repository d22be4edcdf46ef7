/**
 * npm run bench:live [-- --db pglite,postgres] [--consoles 50] [--seconds 30] [--every 3]
 *
 * Issue 22 §3: open consoles poll GET /changes every `--every` seconds (LIVE_POLL_MS in
 * lib/console/query-options/me.ts). This measures what `--consoles` of them cost a server on the seeded demo:
 * the polls' latency, and the server's CPU (its own process, from /proc) as a share of one core, against the
 * same server idle for the same time. PostgreSQL's own CPU is not counted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { admin, benchEnv, log, percentile, pi, startServer, stop, timestamp, writeResults } from './support';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite,postgres' },
    consoles: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '30' },
    every: { type: 'string', default: '3' },
  },
});
const CONSOLES = Number(args.consoles);
const SECONDS = Number(args.seconds);
const EVERY_MS = Number(args.every) * 1000;

/** The process's user + system CPU so far, in seconds (/proc/<pid>/stat, clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function measure(kind: 'pglite' | 'postgres') {
  const dbName = `pi_bench_live_${kind}_${process.pid}`;
  const { env, dataDir } = benchEnv(dbName);
  Object.assign(env, { PI_RATE_LIMIT_PER_SECOND: '1000000', PI_RATE_LIMIT_BURST: '1000000', PI_LOG_LEVEL: 'warn' });
  if (kind === 'pglite') delete env.DATABASE_URL;
  else await admin(`create database ${dbName}`);
  try {
    log(`${kind}: seeding…`);
    pi(env, 'seed', 'demo');
    const key = pi(env, 'keys', 'create', '--email', 'ada@demo.example', '--label', 'bench-live');
    const { url, child } = await startServer(env, true, { quiet: true });
    try {
      const pid = Number(child.pid);
      const headers = { authorization: `Bearer ${key}` };
      const poll = async () => {
        const t = performance.now();
        const res = await fetch(`${url}/api/v1/changes`, { headers });
        if (!res.ok) throw new Error(`GET /changes answered ${res.status}`);
        await res.json();
        return performance.now() - t;
      };
      for (let i = 0; i < 20; i++) await poll();

      log(`${kind}: idle for ${SECONDS} s…`);
      let cpu = cpuSeconds(pid);
      await sleep(SECONDS * 1000);
      const idleCpu = cpuSeconds(pid) - cpu;

      log(`${kind}: ${CONSOLES} consoles polling every ${EVERY_MS / 1000} s for ${SECONDS} s…`);
      const latencies: number[] = [];
      const end = performance.now() + SECONDS * 1000;
      cpu = cpuSeconds(pid);
      await Promise.all(
        Array.from({ length: CONSOLES }, async (_, i) => {
          // Spread over the interval, as consoles opened at different moments are.
          await sleep((EVERY_MS * i) / CONSOLES);
          while (performance.now() < end) {
            const started = performance.now();
            latencies.push(await poll());
            await sleep(Math.max(0, EVERY_MS - (performance.now() - started)));
          }
        }),
      );
      const pollCpu = cpuSeconds(pid) - cpu;
      return {
        db: kind,
        consoles: CONSOLES,
        everySeconds: EVERY_MS / 1000,
        polls: latencies.length,
        pollsPerSecond: latencies.length / SECONDS,
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        idleCorePercent: (100 * idleCpu) / SECONDS,
        pollingCorePercent: (100 * pollCpu) / SECONDS,
        cpuMsPerPoll: (1000 * (pollCpu - idleCpu)) / latencies.length,
      };
    } finally {
      await stop(child);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') await admin(`drop database if exists ${dbName} with (force)`);
  }
}

const results: Awaited<ReturnType<typeof measure>>[] = [];
for (const kind of args.db.split(',') as ('pglite' | 'postgres')[]) results.push(await measure(kind));

const row = (label: string, pick: (r: Awaited<ReturnType<typeof measure>>) => string) =>
  `${label.padEnd(40)}${results.map((r) => pick(r).padStart(12)).join('')}`;
console.log(`\n${CONSOLES} open consoles polling GET /changes every ${EVERY_MS / 1000} s, ${SECONDS} s each`);
console.log(row('', (r) => r.db));
console.log(row('polls per second', (r) => r.pollsPerSecond.toFixed(1)));
console.log(row('poll latency p50 / p99 (ms)', (r) => `${r.p50Ms.toFixed(1)} / ${r.p99Ms.toFixed(1)}`));
console.log(row('server CPU idle (% of a core)', (r) => r.idleCorePercent.toFixed(1)));
console.log(row('server CPU polled (% of a core)', (r) => r.pollingCorePercent.toFixed(1)));
console.log(row('server CPU per poll (ms)', (r) => r.cpuMsPerPoll.toFixed(2)));
console.log(`\nWritten to ${path.relative(process.cwd(), writeResults(`live-${timestamp()}`, results))}`);
