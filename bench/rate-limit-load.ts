/**
 * Summary of a closed-loop run against a rate-limited key (bench/rate-limit.ts):
 * how many answers were 200 and 429, how fast 200s came once the burst was
 * spent, and how long each kind of answer took.
 */
import { closedLoop, type LoadResult, type Sample } from './load';
import { median, percentile } from './support';

export interface LimitReport {
  count200: number;
  count429: number;
  countOther: number;
  requestsPerSecond: number;
  /** All 200s over the whole run, the burst included. */
  ok200PerSecondOverall: number;
  /** When the first 429 came (ms into the run): the burst is spent. */
  firstRefusalMs: number | null;
  /** 200s after the first 429, per second: the sustained rate the limiter lets through. */
  ok200PerSecondAfterBurst: number | null;
  p50Ms200: number | null;
  p99Ms200: number | null;
  p50Ms429: number | null;
  p99Ms429: number | null;
  serverCpuMsPerRequest: number;
  clientCores: number;
  bucketKeysInRedis?: number;
  storeWarnings?: number;
}

export const runLimited = closedLoop;

/** null rather than 0 when there is no such answer at all. */
const pct = (samples: Sample[], p: number) =>
  samples.length === 0
    ? null
    : percentile(
        samples.map((s) => s.ms),
        p,
      );

export function limitReport(run: LoadResult, serverCpuMs: number): LimitReport {
  const ok = run.samples.filter((s) => s.status === 200);
  const refused = run.samples.filter((s) => s.status === 429);
  const seconds = run.elapsedMs / 1000;
  const firstRefusal = refused.reduce<number | null>((min, s) => (min === null || s.at < min ? s.at : min), null);
  const okAfter = firstRefusal === null ? 0 : ok.filter((s) => s.at > firstRefusal).length;
  return {
    count200: ok.length,
    count429: refused.length,
    countOther: run.samples.length - ok.length - refused.length,
    requestsPerSecond: run.samples.length / seconds,
    ok200PerSecondOverall: ok.length / seconds,
    firstRefusalMs: firstRefusal,
    ok200PerSecondAfterBurst: firstRefusal === null ? null : okAfter / ((run.elapsedMs - firstRefusal) / 1000),
    p50Ms200: pct(ok, 50),
    p99Ms200: pct(ok, 99),
    p50Ms429: pct(refused, 50),
    p99Ms429: pct(refused, 99),
    serverCpuMsPerRequest: serverCpuMs / run.samples.length,
    clientCores: run.clientCpuMs / run.elapsedMs,
  };
}

/** Field by field, the median over runs (nulls left out; null if all are). */
export function medianReport(runs: LimitReport[]): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const field of Object.keys(runs[0] ?? {}) as (keyof LimitReport)[]) {
    const values = runs.map((r) => r[field]).filter((v): v is number => typeof v === 'number');
    out[field] = values.length === 0 ? null : median(values);
  }
  return out;
}
