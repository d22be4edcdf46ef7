/**
 * The closed loop of bench/writers.ts: N writers, each sending its next write
 * as soon as the last one is answered, for a fixed time or a fixed count.
 *
 * Every write counts, the first of each writer included: a writer whose
 * connection the server is slow to accept must show up in the figures, not
 * vanish from them. Warm-up therefore runs beforehand, on its own connections.
 */
import { percentile } from './support';
import { client, type Client } from './writers-http';
import { OPS, write, type Op, type Targets } from './writers-mix';

export interface LoadOptions {
  writers: number;
  /** Writers stop starting writes after this long; ignored when `requests` is set. */
  seconds: number;
  /** Writes per writer instead of a time limit. */
  requests?: number;
  /** Writes from a few writers before the measured run, so JIT and caches are warm. */
  warmupSeconds: number;
  /** The console proxy's timeout: answers slower than this are failures to the console. */
  proxyTimeoutMs: number;
}

interface Sample {
  op: Op;
  status: string;
  ms: number;
}

export interface Latency {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface LoadResult extends Latency {
  mean: number;
  /** From the first write sent to the last answer. */
  seconds: number;
  throughput: number;
  overProxyTimeout: number;
  statuses: Record<string, number>;
  /** Writes each writer completed: a low minimum means some writers were starved. */
  perWriter: { min: number; p50: number; max: number };
  /** Latency of the writes that succeeded (2xx) alone: refusals are quick and would flatter the rest. */
  succeeded: Latency;
  /** Latency of each writer's first write, which includes getting a connection accepted. */
  firstWrite: { p50: number; max: number };
  byOp: Record<string, Latency & { statuses: Record<string, number> }>;
}

const WARMUP_WRITERS = 10;

type Loop = (w: number, i: number, elapsedMs: number) => boolean;

/** Runs `writers` closed loops while `more` says so; returns each writer's samples. */
async function loops(http: Client, api: string, key: string, t: Targets, tag: string, writers: number, more: Loop) {
  const started = Date.now();
  return Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      const mine: Sample[] = [];
      for (let i = 0; more(w, i, Date.now() - started); i++) {
        // Writers start at different points of the mix, so every kind is in flight at once.
        const op = OPS[(w + i) % OPS.length] ?? 'createCompany';
        const req = write(op, t, tag, w, i);
        const res = await http.send(req.method, `${api}${req.path}`, key, req.body);
        mine.push({ op, status: res.status, ms: res.ms });
        // A well-behaved client waits as long as a refusal asks before writing again.
        const pause = res.retryAfter;
        if (pause !== undefined) await new Promise((r) => setTimeout(r, pause * 1000));
      }
      return mine;
    }),
  );
}

export async function runLoad(http: Client, api: string, key: string, t: Targets, tag: string, o: LoadOptions) {
  if (o.warmupSeconds > 0) {
    const warm = client(WARMUP_WRITERS);
    try {
      await loops(warm, api, key, t, `${tag}-warm`, WARMUP_WRITERS, (_w, _i, ms) => ms < o.warmupSeconds * 1000);
    } finally {
      warm.close();
    }
  }
  const started = performance.now();
  const perWriter = await loops(http, api, key, t, tag, o.writers, (_w, i, ms) =>
    o.requests === undefined ? ms < o.seconds * 1000 : i < o.requests,
  );
  return summarize(perWriter, (performance.now() - started) / 1000, o.proxyTimeoutMs);
}

const round = (x: number) => Math.round(x * 10) / 10;

function latency(ms: number[]): Latency {
  return {
    count: ms.length,
    p50: round(percentile(ms, 50)),
    p95: round(percentile(ms, 95)),
    p99: round(percentile(ms, 99)),
    max: round(ms.reduce((a, b) => Math.max(a, b), 0)),
  };
}

function statusCounts(samples: Sample[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of samples) out[s.status] = (out[s.status] ?? 0) + 1;
  return out;
}

function summarize(perWriter: Sample[][], seconds: number, proxyTimeoutMs: number): LoadResult {
  const samples = perWriter.flat();
  const byOp: LoadResult['byOp'] = {};
  for (const op of OPS) {
    const mine = samples.filter((s) => s.op === op);
    byOp[op] = { ...latency(mine.map((s) => s.ms)), statuses: statusCounts(mine) };
  }
  const counts = perWriter.map((s) => s.length);
  const firsts = perWriter.map((s) => s[0]?.ms ?? 0);
  return {
    ...latency(samples.map((s) => s.ms)),
    mean: round(samples.reduce((sum, s) => sum + s.ms, 0) / Math.max(1, samples.length)),
    seconds: round(seconds),
    throughput: round(samples.length / seconds),
    overProxyTimeout: samples.filter((s) => s.ms > proxyTimeoutMs).length,
    statuses: statusCounts(samples),
    succeeded: latency(samples.filter((s) => s.status.startsWith('2')).map((s) => s.ms)),
    perWriter: {
      min: Math.min(...counts),
      p50: percentile(counts, 50),
      max: Math.max(...counts),
    },
    firstWrite: { p50: round(percentile(firsts, 50)), max: round(Math.max(...firsts)) },
    byOp,
  };
}
