/**
 * Derivation speed. Throughput: N messages (the corpus over and over, unique Message-IDs, shifted dates) queued as
 * fast as a few clients can post, then the time until every one is derived. Latency: a steady trickle, each message
 * polled from its POST until it is done.
 */
import { median, percentile } from './support';
import { type Corpus, replicate } from './intake-corpus';
import { type Api, type EmailState, settledState, waitSettled } from './intake-server';

export interface ThroughputResult {
  messages: number;
  /** Clients posting at once. */
  concurrency: number;
  /** Until the last POST was answered (202: stored and queued). */
  queueSeconds: number;
  acceptedPerSecond: number;
  /** Already derived when the last POST was answered. */
  derivedWhileQueueing: number;
  /** From the first POST until the last email was seen done or failed. */
  totalSeconds: number;
  derivedPerSecond: number;
  /** Derivation alone, once everything was queued. */
  drainPerSecond: number;
  failed: number;
  /** Requests the server refused with Retry-After (PGlite shedding load) and that were sent again. */
  retried: number;
  /**
   * CPU time per email from the first POST until all were derived: the server's (event loop and parse
   * workers) and, on PostgreSQL, its backends'. Unlike emails per second, it hardly moves with the
   * machine's other load.
   */
  cpuMsPerEmail: { server: number; database: number };
}

export interface LatencyResult {
  messages: number;
  ratePerSecond: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  failed: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
/** How often the pending emails are looked at while the queue drains (a bound on how late "done" is seen). */
const POLL_MS = 200;
/** Derivation runs oldest first: after this many unfinished emails in a row, the later ones are not asked about. */
const AHEAD = 3;

export async function measureThroughput(
  api: Api,
  cpuMs: () => { server: number; database: number },
  corpus: Corpus,
  total: number,
  concurrency: number,
  timeoutMs = 30 * 60_000,
): Promise<ThroughputResult> {
  const raws = replicate(corpus, total, 't');
  const retriedBefore = api.retried;
  const ids: string[] = [];
  const cpu0 = cpuMs();
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < raws.length; i = next++) ids[i] = await api.postEmail(raws[i] ?? Buffer.alloc(0));
    }),
  );
  const queued = performance.now();
  let pending = [...ids];
  let failed = 0;
  let last = queued;
  let derivedWhileQueueing = -1;
  while (pending.length > 0) {
    if (performance.now() - t0 > timeoutMs)
      throw new Error(`${pending.length} emails not derived after ${timeoutMs} ms`);
    const still: string[] = [];
    let misses = 0;
    for (const [i, id] of pending.entries()) {
      if (misses >= AHEAD) {
        still.push(...pending.slice(i));
        break;
      }
      const e = await api.ok<EmailState>('GET', `/emails/${id}`);
      if (settledState(e)) {
        last = performance.now();
        if (e.processing.state === 'failed') failed++;
        misses = 0;
      } else {
        still.push(id);
        misses++;
      }
    }
    if (derivedWhileQueueing < 0) derivedWhileQueueing = pending.length - still.length;
    pending = still;
    if (pending.length > 0) await sleep(POLL_MS);
  }
  const cpu1 = cpuMs();
  const totalSeconds = (last - t0) / 1000;
  const drainSeconds = (last - queued) / 1000;
  return {
    messages: total,
    concurrency,
    queueSeconds: (queued - t0) / 1000,
    acceptedPerSecond: total / ((queued - t0) / 1000),
    derivedWhileQueueing,
    totalSeconds,
    derivedPerSecond: total / totalSeconds,
    drainPerSecond: drainSeconds > 0 ? (total - derivedWhileQueueing) / drainSeconds : Infinity,
    failed,
    retried: api.retried - retriedBefore,
    cpuMsPerEmail: { server: (cpu1.server - cpu0.server) / total, database: (cpu1.database - cpu0.database) / total },
  };
}

export async function measureLatency(
  api: Api,
  corpus: Corpus,
  count: number,
  ratePerSecond: number,
): Promise<LatencyResult> {
  const raws = replicate(corpus, count, 'l');
  const latencies: number[] = [];
  let failed = 0;
  const start = performance.now();
  await Promise.all(
    raws.map(async (raw, i) => {
      await sleep(start + (i * 1000) / ratePerSecond - performance.now());
      const t = performance.now();
      const id = await api.postEmail(raw);
      const e = await waitSettled(api, id, 120_000, 25);
      latencies.push(performance.now() - t);
      if (e.processing.state === 'failed') failed++;
    }),
  );
  return {
    messages: count,
    ratePerSecond,
    medianMs: median(latencies),
    p95Ms: percentile(latencies, 95),
    maxMs: Math.max(...latencies),
    failed,
  };
}
