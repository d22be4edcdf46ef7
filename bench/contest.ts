/**
 * Throughput of several servers side by side: after a warm-up, R rounds in
 * which every contender is loaded once, in an order rotated each round
 * (ABC, BCA, CAB, …) so that a drift in the machine's load cannot favour
 * whoever runs first. Reports each contender's medians over the rounds.
 */
import { cpuMs, type Contender } from './contenders';
import { closedLoop } from './load';
import { log, median, percentile } from './support';

export interface ContestOptions {
  path: string;
  key: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  rounds: number;
}

export interface Measurement {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Server CPU (its process tree) per request. */
  serverCpuMsPerRequest: number;
  /** Share of one core the load generator used: near 1 means it may be the limit. */
  clientCores: number;
}

export interface ContestResult {
  /** Per contender, one measurement per round. */
  rounds: Record<string, Measurement[]>;
  medians: Record<string, Measurement>;
  /** Per contender: (max − min) / median of req/s over the rounds. */
  rpsSpread: Record<string, number>;
}

/** Round r runs the contenders rotated by r. */
export function rotation<T>(items: T[], round: number): T[] {
  const k = round % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}

async function measure(c: Contender, o: ContestOptions, seconds: number): Promise<Measurement> {
  const pid = c.child.pid ?? 0;
  const cpu0 = cpuMs(pid);
  const res = await closedLoop(`${c.url}${o.path}`, o.key, o.connections, seconds);
  const cpu = cpuMs(pid) - cpu0;
  const bad = res.samples.filter((s) => s.status !== 200);
  if (bad.length > 0) throw new Error(`${c.name}: ${bad.length} answers were not 200 (first: ${bad[0]?.status})`);
  const ms = res.samples.map((s) => s.ms);
  return {
    rps: res.samples.length / (res.elapsedMs / 1000),
    p50Ms: percentile(ms, 50),
    p99Ms: percentile(ms, 99),
    serverCpuMsPerRequest: cpu / res.samples.length,
    clientCores: res.clientCpuMs / res.elapsedMs,
  };
}

const medianOf = (ms: Measurement[], pick: (m: Measurement) => number) => median(ms.map(pick));

export async function contest(contenders: Contender[], o: ContestOptions): Promise<ContestResult> {
  for (const c of contenders) {
    log(`  warm-up ${c.name} (${o.warmupSeconds} s)…`);
    await measure(c, o, o.warmupSeconds);
  }
  const rounds: Record<string, Measurement[]> = Object.fromEntries(contenders.map((c) => [c.name, []]));
  for (let r = 0; r < o.rounds; r++) {
    for (const c of rotation(contenders, r)) {
      const m = await measure(c, o, o.seconds);
      rounds[c.name]?.push(m);
      log(
        `  round ${r + 1}/${o.rounds} ${c.name.padEnd(12)} ${m.rps.toFixed(0).padStart(6)} req/s  ` +
          `p50 ${m.p50Ms.toFixed(1)} ms  p99 ${m.p99Ms.toFixed(1)} ms  server ${m.serverCpuMsPerRequest.toFixed(3)} CPU-ms/req`,
      );
    }
  }
  const medians: Record<string, Measurement> = {};
  const rpsSpread: Record<string, number> = {};
  for (const [name, ms] of Object.entries(rounds)) {
    const rps = ms.map((m) => m.rps);
    medians[name] = {
      rps: medianOf(ms, (m) => m.rps),
      p50Ms: medianOf(ms, (m) => m.p50Ms),
      p99Ms: medianOf(ms, (m) => m.p99Ms),
      serverCpuMsPerRequest: medianOf(ms, (m) => m.serverCpuMsPerRequest),
      clientCores: medianOf(ms, (m) => m.clientCores),
    };
    rpsSpread[name] = (Math.max(...rps) - Math.min(...rps)) / median(rps);
  }
  return { rounds, medians, rpsSpread };
}
