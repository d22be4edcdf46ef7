/**
 * bench:search — relevance and latency of GET /search on a freshly seeded demo.
 *
 * The queries and the passages each must find live in bench/search-queries.json (truth apart from the rules),
 * written from the demo stories. For each query: recall@10 (the share of its expected passages among the first
 * 10 hits) and reciprocal rank of the first expected passage; overall per split (dev / held-out, the latter never
 * used to tune search) and p50/p95 latency per query kind over a few timed repeats.
 * Usage: npm run bench:search [-- --postgres] [-- --repeat N]
 */
import fs from 'node:fs';
import path from 'node:path';
import { startBenchServer } from './intake-server';
import { log, percentile, root, writeResults } from './support';

interface Expect {
  types?: string[];
  title?: string;
  text?: string;
}
interface Query {
  q: string;
  kind: string;
  split: 'dev' | 'held';
  expect: Expect[];
}
interface Hit {
  type: string;
  title: string;
  snippet: string;
}

const queries = (
  JSON.parse(fs.readFileSync(path.join(root, 'bench/search-queries.json'), 'utf8')) as { queries: Query[] }
).queries;
const kind = process.argv.includes('--postgres') ? 'postgres' : 'pglite';
const repeatAt = process.argv.indexOf('--repeat');
const repeat = repeatAt > 0 ? Number(process.argv[repeatAt + 1]) : 5;

const has = (hay: string, needle: string | undefined) =>
  needle === undefined || hay.toLowerCase().includes(needle.toLowerCase());
const matches = (h: Hit, e: Expect) =>
  (!e.types || e.types.includes(h.type)) && has(h.title, e.title) && has(`${h.title} ${h.snippet}`, e.text);

/** Recall@10 and reciprocal rank of one query's hits against its expectations. */
function score(hits: Hit[], expect: Expect[]): { recall: number; rr: number; missing: Expect[] } {
  const top = hits.slice(0, 10);
  const missing = expect.filter((e) => !top.some((h) => matches(h, e)));
  const first = top.findIndex((h) => expect.some((e) => matches(h, e)));
  return { recall: (expect.length - missing.length) / expect.length, rr: first < 0 ? 0 : 1 / (first + 1), missing };
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

const server = await startBenchServer(kind, 'search', { console: false });
try {
  const rows: Array<Query & { recall: number; rr: number; missing: Expect[]; ms: number[] }> = [];
  for (const query of queries) {
    const url = `/search?q=${encodeURIComponent(query.q)}&limit=10`;
    const { items } = await server.ada.ok<{ items: Hit[] }>('GET', url); // first call also warms caches
    const ms: number[] = [];
    for (let i = 0; i < repeat; i++) {
      const t = performance.now();
      await server.ada.ok('GET', url);
      ms.push(performance.now() - t);
    }
    const s = score(items, query.expect);
    rows.push({ ...query, ...s, ms });
    const miss = s.missing.map((e) => JSON.stringify(e)).join(' ');
    log(
      `${query.split.padEnd(4)} R@10 ${s.recall.toFixed(2)} RR ${s.rr.toFixed(2)} ${percentile(ms, 50).toFixed(0).padStart(4)} ms  ${query.q}${miss ? `  MISSING ${miss}` : ''}`,
    );
  }
  for (const split of ['dev', 'held'] as const) {
    const r = rows.filter((x) => x.split === split);
    log(
      `${split === 'dev' ? 'dev     ' : 'held-out'} (${r.length} queries): recall@10 ${mean(r.map((x) => x.recall)).toFixed(3)}, MRR ${mean(r.map((x) => x.rr)).toFixed(3)}`,
    );
  }
  log(
    `all      (${rows.length} queries): recall@10 ${mean(rows.map((x) => x.recall)).toFixed(3)}, MRR ${mean(rows.map((x) => x.rr)).toFixed(3)}`,
  );
  const latency: Record<string, { p50: number; p95: number; n: number }> = {};
  for (const k of [...new Set(rows.map((x) => x.kind))]) {
    const ms = rows.filter((x) => x.kind === k).flatMap((x) => x.ms);
    latency[k] = { p50: percentile(ms, 50), p95: percentile(ms, 95), n: ms.length };
    log(
      `latency ${k.padEnd(12)} p50 ${latency[k].p50.toFixed(1)} ms  p95 ${latency[k].p95.toFixed(1)} ms  (${ms.length} calls)`,
    );
  }
  log(`results: ${writeResults('search', { kind, rows, latency })}`);
} finally {
  await server.close();
}
