/**
 * Extraction quality: posts the labelled corpus to a fresh server one message at a time (each derived before the
 * next arrives, as mail trickles in, so the run is the same every time), then compares what was derived with
 * expected.json: suggested values, the company of each email and the touchpoint it landed in.
 */
import { percentile, median } from './support';
import type { Corpus, CorpusMessage } from './intake-corpus';
import { type BenchServer, createCompanies, type EmailState, waitSettled } from './intake-server';
import { scoreValues, type ActualValue, type ValueScores } from './intake-score';
import { type Citation, gradeInsights, type InsightCoverage } from './intake-insights';

interface TrackerValue {
  value: number | string | boolean;
  unit?: string;
  effectiveAt: string;
  note?: string;
  citations: Citation[];
}
interface Tracker {
  publicId: string;
  name: string;
}
interface FileState {
  name: string;
  processing: { state: string; error: string | null };
}

export interface Mismatch {
  file: string;
  expected: string;
  actual: string;
}

export interface QualityResult extends ValueScores {
  messages: number;
  companies: number;
  /** none: a company's message matched to no company; other: to another one; stray: mail about none matched. */
  companyMatch: {
    correct: number;
    total: number;
    accuracy: number;
    none: number;
    other: number;
    stray: number;
    wrong: Mismatch[];
  };
  insights: InsightCoverage;
  touchpointGrouping: { correct: number; total: number; accuracy: number; wrong: Mismatch[] };
  processing: {
    done: number;
    failed: number;
    files: number;
    filesFailed: { file: string; name: string; error: string }[];
  };
  /** POST to done, one message at a time on an idle server. */
  deriveMs: { median: number; p95: number; max: number };
}

const rate = (correct: number, total: number) => (total ? correct / total : 1);

/** Whether each message landed where expected.json says: a new touchpoint, an earlier message's, or none. */
function gradeTouchpoints(corpus: Corpus, states: Map<string, EmailState>): QualityResult['touchpointGrouping'] {
  const wrong: Mismatch[] = [];
  const firstFile = new Map<string, string>();
  for (const m of corpus.messages) {
    const tps = states.get(m.file)?.touchpointPublicIds ?? [];
    const earlier = tps.map((t) => firstFile.get(t)).find((f): f is string => f !== undefined);
    const actual = tps.length === 0 ? 'none' : earlier ? `joined ${earlier}` : 'new';
    const want = m.touchpoint;
    const expected = want === null ? 'none' : want === 'new' ? 'new' : `joined ${want.join}`;
    const joinIds = want && want !== 'new' ? (states.get(want.join)?.touchpointPublicIds ?? []) : [];
    const ok =
      want === null ? tps.length === 0 : want === 'new' ? actual === 'new' : tps.some((t) => joinIds.includes(t));
    if (!ok) wrong.push({ file: m.file, expected, actual });
    for (const t of tps) if (!firstFile.has(t)) firstFile.set(t, m.file);
  }
  const total = corpus.messages.length;
  return { correct: total - wrong.length, total, accuracy: rate(total - wrong.length, total), wrong };
}

function gradeCompanies(
  corpus: Corpus,
  states: Map<string, EmailState>,
  ids: Map<string, string>,
): QualityResult['companyMatch'] {
  const domainOf = new Map([...ids].map(([domain, id]) => [id, domain]));
  const wrong: Mismatch[] = [];
  for (const m of corpus.messages) {
    const got = states.get(m.file)?.companyPublicId ?? null;
    const want = m.company === null ? null : (ids.get(m.company) ?? '?');
    if (got !== want) {
      const actual = got === null ? 'null' : (domainOf.get(got) ?? `another company (${got})`);
      wrong.push({ file: m.file, expected: m.company ?? 'null', actual });
    }
  }
  const total = corpus.messages.length;
  return {
    correct: total - wrong.length,
    total,
    accuracy: rate(total - wrong.length, total),
    none: wrong.filter((w) => w.expected !== 'null' && w.actual === 'null').length,
    other: wrong.filter((w) => w.expected !== 'null' && w.actual !== 'null').length,
    stray: wrong.filter((w) => w.expected === 'null').length,
    wrong,
  };
}

/** Every suggested value on the corpus companies, for every tracker Ada or Grace can see, with its source file. */
async function readValues(
  server: BenchServer,
  ids: Map<string, string>,
  sourceOf: (c: Citation) => string | undefined,
): Promise<ActualValue[]> {
  const trackers = new Map<string, { tracker: Tracker; api: typeof server.ada }>();
  for (const api of [server.ada, server.grace]) {
    for (const t of await api.all<Tracker>('/trackers'))
      if (!trackers.has(t.publicId)) trackers.set(t.publicId, { tracker: t, api });
  }
  const out: ActualValue[] = [];
  for (const { tracker, api } of trackers.values()) {
    for (const [domain, companyId] of ids) {
      const path = `/trackers/${tracker.publicId}/values?companyPublicId=${companyId}&status=suggested`;
      for (const v of await api.all<TrackerValue>(path)) {
        const files = v.citations.map(sourceOf).filter((f): f is string => f !== undefined);
        out.push({
          company: domain,
          tracker: tracker.name,
          value: v.value,
          effectiveAt: v.effectiveAt,
          unit: v.unit ?? null,
          file: files[0] ?? '(no citation)',
          note: (v.note ?? '').replace(/\s+/g, ' ').slice(0, 100),
        });
      }
    }
  }
  return out;
}

export async function measureQuality(server: BenchServer, corpus: Corpus): Promise<QualityResult> {
  const ids = await createCompanies(server.ada, corpus.companies);
  const states = new Map<string, EmailState>();
  const emailFile = new Map<string, string>();
  const deriveMs: number[] = [];
  for (const m of corpus.messages) {
    const t0 = performance.now();
    const publicId = await server.ada.postEmail(m.raw);
    await waitSettled(server.ada, publicId);
    deriveMs.push(performance.now() - t0);
    emailFile.set(publicId, m.file);
  }
  // Read every email again at the end: a later message may have moved an earlier one's touchpoint.
  const fileOf = new Map<string, string>();
  const filesFailed: QualityResult['processing']['filesFailed'] = [];
  let files = 0;
  for (const [publicId, file] of emailFile) {
    const state = await server.ada.ok<EmailState>('GET', `/emails/${publicId}`);
    states.set(file, state);
    for (const f of state.files) {
      files++;
      fileOf.set(f.publicId, file);
      const item = await server.ada.ok<FileState>('GET', `/files/${f.publicId}`);
      if (item.processing.state !== 'done') {
        filesFailed.push({ file, name: item.name, error: `${item.processing.state}: ${item.processing.error ?? ''}` });
      }
    }
  }
  const sourceOf = (c: Citation): string | undefined =>
    c.type === 'email'
      ? emailFile.get(c.publicId)
      : c.type === 'file'
        ? fileOf.get(c.publicId)
        : c.parent
          ? fileOf.get(c.parent.publicId)
          : undefined;
  const actual = await readValues(server, ids, sourceOf);
  const all = [...states.values()];
  return {
    messages: corpus.messages.length,
    companies: corpus.companies.length,
    ...scoreValues(corpus.messages as CorpusMessage[], actual),
    companyMatch: gradeCompanies(corpus, states, ids),
    insights: await gradeInsights(server, corpus, ids, sourceOf),
    touchpointGrouping: gradeTouchpoints(corpus, states),
    processing: {
      done: all.filter((s) => s.processing.state === 'done').length,
      failed: all.filter((s) => s.processing.state === 'failed').length,
      files,
      filesFailed,
    },
    deriveMs: { median: median(deriveMs), p95: percentile(deriveMs, 95), max: Math.max(...deriveMs) },
  };
}
