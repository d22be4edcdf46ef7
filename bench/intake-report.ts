/** The intake benchmark's results as text tables for the terminal (the JSON file holds the same figures). */
import type { CorpusName } from './intake-corpus';
import type { QualityResult } from './intake-quality';
import type { Miss, Score } from './intake-score';
import type { StartResult } from './intake-start';
import type { LatencyResult, ThroughputResult } from './intake-throughput';
import type { DbKind } from './intake-server';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const pad = (s: string | number, n: number) => String(s).padEnd(n);
const lpad = (s: string | number, n: number) => String(s).padStart(n);

function scoreRow(label: string, s: Score): string {
  return (
    pad(label, 26) +
    [s.tp, s.fp, s.fn].map((n) => lpad(n, 5)).join('') +
    [s.precision, s.recall, s.f1].map((x) => lpad(pct(x), 10)).join('')
  );
}

function missRows(title: string, rows: Miss[]): string[] {
  if (rows.length === 0) return [`${title}: none`];
  return [
    `${title} (${rows.length}):`,
    ...rows.map(
      (r) =>
        `  ${pad(r.file, 50)} ${pad(r.tracker, 10)} ${lpad(String(r.value), 9)} ${r.effectiveAt} ${pad(r.unit ?? '', 4)}` +
        (r.detail ? `  ${r.detail}` : ''),
    ),
  ];
}

/** How each corpus is named in the report: what it says about the figures. */
export const CORPUS_LABELS: Record<CorpusName, string> = {
  tuned: 'tuned-on (tests/fixtures/intake: the rules were tuned on it)',
  dev: 'dev (tests/fixtures/corpus-outside/dev: written apart from the rules; tune here)',
  heldout: 'held-out (tests/fixtures/corpus-outside/heldout: written apart from the rules; never tune)',
  dev2: 'dev2 (tests/fixtures/corpus-outside-2: a second corpus written apart from the rules; tune here)',
  dev3: 'dev3 (tests/fixtures/corpus-outside-3: a third, messier corpus written apart from the rules; tune here)',
  dev4: 'dev4 (tests/fixtures/corpus-outside-4: a fourth corpus written apart from the rules; tune here)',
  dev5: 'dev5 (tests/fixtures/corpus-outside-5: a fifth corpus written apart from the rules; tune here)',
  dev6: 'dev6 (tests/fixtures/corpus-outside-6: a sixth corpus written apart from the rules; tune here)',
  dev7: 'dev7 (tests/fixtures/corpus-outside-7: a seventh corpus written apart from the rules; tune here)',
};

const companyLine = (q: QualityResult) => {
  const c = q.companyMatch;
  return `${c.correct}/${c.total} (${pct(c.accuracy)}); no company: ${c.none}, wrong company: ${c.other}, mail about none matched: ${c.stray}`;
};

export function qualityReport(q: QualityResult, corpus: CorpusName): string {
  // The held-out set is a measure only: its scores are shown, never which messages or values it missed, so nobody
  // tunes the rules on it by reading this report.
  if (corpus === 'heldout') {
    return [
      `Extraction quality, ${CORPUS_LABELS[corpus]} — ${q.messages} messages, ${q.companies} companies (PGlite)`,
      `${pad('', 26)}${['TP', 'FP', 'FN'].map((h) => lpad(h, 5)).join('')}${['precision', 'recall', 'F1'].map((h) => lpad(h, 10)).join('')}`,
      scoreRow('overall', q.overall),
      `Company match:       ${companyLine(q)}`,
      `Touchpoint grouping: ${q.touchpointGrouping.correct}/${q.touchpointGrouping.total} (${pct(q.touchpointGrouping.accuracy)})`,
      `Emails: ${q.processing.done} done, ${q.processing.failed} failed; files: ${q.processing.files}, not done: ${q.processing.filesFailed.length}`,
      `Updates cited by no insight: ${q.insights.uncited.length} of ${q.insights.updates}`,
      '(held-out: totals only; per-category and per-message detail is not reported)',
    ].join('\n');
  }
  const lines = [
    `Extraction quality, ${CORPUS_LABELS[corpus]} — ${q.messages} messages, ${q.companies} companies (PGlite)`,
    `${pad('', 26)}${['TP', 'FP', 'FN'].map((h) => lpad(h, 5)).join('')}${['precision', 'recall', 'F1'].map((h) => lpad(h, 10)).join('')}`,
    scoreRow('overall', q.overall),
    ...Object.entries(q.byCategory).map(([c, s]) => scoreRow(`  ${c}`, s)),
    '',
    `Company match:       ${companyLine(q)}`,
    ...q.companyMatch.wrong.map((w) => `  ${pad(w.file, 50)} expected ${w.expected}, got ${w.actual}`),
    `Touchpoint grouping: ${q.touchpointGrouping.correct}/${q.touchpointGrouping.total} (${pct(q.touchpointGrouping.accuracy)})`,
    ...q.touchpointGrouping.wrong.map((w) => `  ${pad(w.file, 50)} expected ${w.expected}, got ${w.actual}`),
    `Emails: ${q.processing.done} done, ${q.processing.failed} failed; files: ${q.processing.files}, not done: ${q.processing.filesFailed.length}`,
    ...q.processing.filesFailed.map((f) => `  ${pad(f.file, 50)} ${f.name}: ${f.error}`),
    `Updates cited by no insight: ${q.insights.uncited.length} of ${q.insights.updates}`,
    ...q.insights.uncited.map((f) => `  ${f}`),
    `Derivation one at a time (POST → done): median ${q.deriveMs.median.toFixed(0)} ms, p95 ${q.deriveMs.p95.toFixed(0)} ms`,
    '',
    ...missRows('False positives (suggested, not expected; detail: the quote)', q.falsePositives),
    '',
    ...missRows('False negatives (expected, not suggested)', q.falseNegatives),
    '',
    ...missRows('Missed where first reported, suggested from a later message', q.foundLate),
    '',
    ...missRows('Unit mismatches (value found, unit differs from the one reported)', q.unitMismatches),
  ];
  return lines.join('\n');
}

/** One row per corpus: the figures to compare, tuned-on against the two outside sets. */
export function qualitySummary(results: Partial<Record<CorpusName, QualityResult>>): string {
  const head =
    pad('Quality by corpus', 12) +
    ['msgs', 'TP', 'FP', 'FN'].map((h) => lpad(h, 6)).join('') +
    ['precision', 'recall', 'F1'].map((h) => lpad(h, 10)).join('') +
    ['unit≠', 'uncited', 'no co.', 'wrong co.', 'stray'].map((h) => lpad(h, 10)).join('');
  const rows = (Object.entries(results) as [CorpusName, QualityResult][]).map(([name, q]) => {
    const s = q.overall;
    const c = q.companyMatch;
    return (
      pad(name, 12) +
      [q.messages, s.tp, s.fp, s.fn].map((n) => lpad(n, 6)).join('') +
      [s.precision, s.recall, s.f1].map((x) => lpad(pct(x), 10)).join('') +
      [q.unitMismatches.length, `${q.insights.uncited.length}/${q.insights.updates}`, c.none, c.other, c.stray]
        .map((n) => lpad(n, 10))
        .join('')
    );
  });
  return [
    head,
    ...rows,
    'unit≠: values found (counted as TP) in another currency than reported; uncited: updates (messages with a',
    "value to find) no insight cites; no co./wrong co.: a company's messages",
    'matched to no company / another company; stray: mail about no company matched to one.',
  ].join('\n');
}

export interface SpeedResult {
  throughput: ThroughputResult;
  latency: LatencyResult;
  loadAverage: number;
}

export function speedReport(results: Partial<Record<DbKind, SpeedResult>>): string {
  const kinds = (Object.keys(results) as DbKind[]).filter((k) => results[k]);
  if (kinds.length === 0) return '';
  const first = results[kinds[0] ?? 'pglite'];
  const row = (label: string, f: (r: SpeedResult) => string) =>
    pad(label, 34) + kinds.map((k) => lpad(f(results[k] as SpeedResult), 12)).join('');
  return [
    `Throughput and latency (${first?.throughput.messages} queued by ${first?.throughput.concurrency} clients; ` +
      `trickle of ${first?.latency.messages} at ${first?.latency.ratePerSecond}/s)`,
    pad('', 34) + kinds.map((k) => lpad(k, 12)).join(''),
    row('queue: seconds to POST all', (r) => r.throughput.queueSeconds.toFixed(1)),
    row('queue: accepted / s', (r) => r.throughput.acceptedPerSecond.toFixed(1)),
    row('derived while queueing', (r) => String(r.throughput.derivedWhileQueueing)),
    row('first POST → all done (s)', (r) => r.throughput.totalSeconds.toFixed(1)),
    row('emails derived / s (overall)', (r) => r.throughput.derivedPerSecond.toFixed(1)),
    row('emails derived / s (after queueing)', (r) => r.throughput.drainPerSecond.toFixed(1)),
    row('server CPU per email (ms)', (r) => r.throughput.cpuMsPerEmail.server.toFixed(1)),
    row('PostgreSQL CPU per email (ms)', (r) =>
      r.throughput.cpuMsPerEmail.database ? r.throughput.cpuMsPerEmail.database.toFixed(1) : '—',
    ),
    row('failed', (r) => String(r.throughput.failed + r.latency.failed)),
    row('refused with Retry-After, resent', (r) => String(r.throughput.retried)),
    row('trickle: POST → done median (ms)', (r) => r.latency.medianMs.toFixed(0)),
    row('trickle: POST → done p95 (ms)', (r) => r.latency.p95Ms.toFixed(0)),
    row('trickle: POST → done max (ms)', (r) => r.latency.maxMs.toFixed(0)),
    row('machine load average at start', (r) => r.loadAverage.toFixed(1)),
  ].join('\n');
}

export function startReport(runs: StartResult[]): string {
  return runs
    .map(
      (r, i) =>
        `Demo start (npm start on an empty data folder) #${i + 1}: ${r.seconds.toFixed(1)} s until the URL was printed` +
        `${r.built ? ' — included a console build into .next-bench' : ''}; goal ≤ 30 s` +
        `${r.seconds <= 30 ? ' (met)' : ' (missed)'}${r.seedLine ? `\n  ${r.seedLine}` : ''}`,
    )
    .join('\n');
}
