/**
 * npm run bench:intake [-- --skip start,quality,throughput] [--corpus tuned,dev,heldout,dev2,dev3,dev4,dev5,dev6,dev7]
 *                      [--databases pglite,postgres] [--messages 1000] [--concurrency 8] [--trickle 100] [--rate 10]
 *                      [--console]
 *
 * Intake and derivation, measured on labelled corpora (bench/intake-corpus.ts): "tuned" is tests/fixtures/intake,
 * the corpus the rules were tuned on (regenerate it with `npx tsx tests/fixtures/intake/generate.ts`); "dev" and
 * "heldout" are tests/fixtures/corpus-outside, written apart from the rules; "dev2" is tests/fixtures/corpus-outside-2,
 * a second corpus written apart from them (dev only); "dev3" is tests/fixtures/corpus-outside-3, a third and messier
 * one (dev only); "dev4" is tests/fixtures/corpus-outside-4, a fourth (dev only); "dev5" is
 * tests/fixtures/corpus-outside-5, a fifth (dev only); "dev6" is tests/fixtures/corpus-outside-6, a sixth (dev only);
 * "dev7" is tests/fixtures/corpus-outside-7, a seventh (dev only).
 * --corpus picks which quality scores (by default all but dev2, dev3, dev4, dev5, dev6 and dev7).
 *
 * 1. Demo start: `npm start` (bin/start.mjs) on an empty data folder, until the URL is printed. When the console
 *    had to be built first (into .next-bench), a second start is timed too: that one is what a user waits for.
 * 2. Extraction quality on a fresh PGlite server per corpus: the corpus companies created, every message posted in
 *    order and derived, suggested values compared with expected.json (precision, recall, F1 overall and per
 *    category, every false positive and false negative), the company and touchpoint of every email, and the updates
 *    no insight cites. A last table sets the corpora side by side.
 * 3. Throughput on the tuned corpus, on PGlite and on PostgreSQL (a fresh database on PI_TEST_PG_URL's server,
 *    dropped afterwards): --messages queued by --concurrency clients, then emails derived per second until all are done; and latency
 *    from POST to done for a trickle of --trickle messages at --rate per second.
 *
 * Quality and throughput servers run --api-only unless --console is given: the console plays no part in intake,
 * and other engineers' edits to its sources would otherwise rebuild it before each of them. Every server uses
 * PI_NEXT_DIST_DIR=.next-bench. Results go to stdout as tables and to bench/results/intake-<date>.json.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { CORPORA, type CorpusName, loadCorpus } from './intake-corpus';
import { measureQuality, type QualityResult } from './intake-quality';
import { qualityReport, qualitySummary, type SpeedResult, speedReport, startReport } from './intake-report';
import { createCompanies, type DbKind, startBenchServer } from './intake-server';
import { measureDemoStart, type StartResult } from './intake-start';
import { measureLatency, measureThroughput } from './intake-throughput';
import { log, timestamp, writeResults } from './support';

const { values: args } = parseArgs({
  options: {
    skip: { type: 'string', default: '' },
    corpus: { type: 'string', default: 'tuned,dev,heldout' },
    databases: { type: 'string', default: 'pglite,postgres' },
    messages: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '8' },
    trickle: { type: 'string', default: '100' },
    rate: { type: 'string', default: '10' },
    console: { type: 'boolean', default: false },
  },
});

const skip = new Set(args.skip.split(',').map((s) => s.trim()));
const kinds = args.databases.split(',').map((k) => k.trim()) as DbKind[];
if (kinds.some((k) => k !== 'pglite' && k !== 'postgres')) throw new Error('--databases: pglite and/or postgres');
const corpora = args.corpus.split(',').map((c) => c.trim()) as CorpusName[];
if (corpora.some((c) => !(c in CORPORA))) throw new Error(`--corpus: any of ${Object.keys(CORPORA).join(', ')}`);
const serverOpts = { console: args.console };
const loadAverage = () => Number((os.loadavg()[0] ?? 0).toFixed(2));

/**
 * Starts until one needs no console build (at most three): a build changes tsconfig.json, one of the console's
 * inputs, so the start after a first build may build again.
 */
async function demoStart(): Promise<StartResult[]> {
  log('Demo start: npm start on an empty data folder…');
  const runs = [await measureDemoStart()];
  while (runs.at(-1)?.built && runs.length < 3) {
    log(`  ${runs.at(-1)?.seconds.toFixed(1)} s including a console build; timing another start…`);
    runs.push(await measureDemoStart());
  }
  return runs;
}

async function quality(name: CorpusName): Promise<QualityResult> {
  const corpus = loadCorpus(CORPORA[name]);
  const server = await startBenchServer('pglite', `quality_${name}`, serverOpts);
  try {
    log(`Quality (${name}): posting ${corpus.messages.length} messages one at a time…`);
    return await measureQuality(server, corpus);
  } finally {
    await server.close();
  }
}

async function speed(kind: DbKind): Promise<SpeedResult> {
  const corpus = loadCorpus();
  const server = await startBenchServer(kind, 'speed', serverOpts);
  try {
    await createCompanies(server.ada, corpus.companies);
    const load = loadAverage();
    log(`${kind}: queueing ${args.messages} messages with ${args.concurrency} clients…`);
    const throughput = await measureThroughput(
      server.ada,
      server.cpuMs,
      corpus,
      Number(args.messages),
      Number(args.concurrency),
    );
    // Said now: a latency run that fails must not take the throughput with it.
    log(
      `${kind}: ${throughput.derivedPerSecond.toFixed(1)} emails derived per second (1-min load before: ${load.toFixed(1)})`,
    );
    log(`${kind}: trickle of ${args.trickle} messages at ${args.rate}/s…`);
    const latency = await measureLatency(server.ada, corpus, Number(args.trickle), Number(args.rate));
    return { throughput, latency, loadAverage: load };
  } finally {
    await server.close();
  }
}

async function main() {
  const started = new Date();
  const out: {
    date: string;
    cpus: number;
    node: string;
    server: string;
    demoStart?: StartResult[];
    quality?: Partial<Record<CorpusName, QualityResult>>;
    speed: Partial<Record<DbKind, SpeedResult>>;
  } = {
    date: started.toISOString(),
    cpus: os.cpus().length,
    node: process.version,
    server: args.console ? 'npm start' : 'npm start -- --api-only',
    speed: {},
  };
  if (!skip.has('start')) out.demoStart = await demoStart();
  if (!skip.has('quality')) {
    out.quality = {};
    for (const name of corpora) out.quality[name] = await quality(name);
  }
  if (!skip.has('throughput')) for (const kind of kinds) out.speed[kind] = await speed(kind);

  const sections = [
    ...Object.entries(out.quality ?? {}).map(([name, q]) => qualityReport(q, name as CorpusName)),
    out.quality ? qualitySummary(out.quality) : '',
    speedReport(out.speed),
    out.demoStart ? startReport(out.demoStart) : '',
  ].filter(Boolean);
  console.log(`\n${sections.join('\n\n')}\n`);
  // The held-out set's file keeps its totals only, like its report: no per-message detail to tune on.
  const held = out.quality?.heldout;
  const written = held
    ? {
        ...out,
        quality: {
          ...out.quality,
          heldout: {
            messages: held.messages,
            companies: held.companies,
            overall: held.overall,
            companyMatch: { ...held.companyMatch, wrong: [] },
            touchpointGrouping: { ...held.touchpointGrouping, wrong: [] },
            uncited: held.insights.uncited.length,
            updates: held.insights.updates,
            unitMismatches: held.unitMismatches.length,
          },
        },
      }
    : out;
  log(`Written to ${writeResults(`intake-${timestamp()}`, written)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
