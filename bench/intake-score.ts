/**
 * Scoring of suggested values against expected.json. A value is correct when its tracker and company match an
 * expected one, its effectiveAt falls in the same month and its amount is within 1% (a text value: it contains the
 * expected words, case aside). Expected values are counted
 * once per company, tracker, month and amount (a figure reported in three messages is one value to find), and
 * belong to the categories of every message that reported them; a false positive belongs to the message its
 * citation points at.
 */
import type { CorpusMessage } from './intake-corpus';

export interface ActualValue {
  company: string;
  tracker: string;
  value: number | string | boolean;
  effectiveAt: string;
  unit: string | null;
  /** The corpus file the value cites. */
  file: string;
  note: string;
}

export interface Score {
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface Miss {
  file: string;
  company: string;
  tracker: string;
  value: number | string | boolean;
  effectiveAt: string;
  unit: string | null;
  /** Why it is listed: the quote a false positive was read from, or the other files that reported a missed value. */
  detail: string;
}

export interface ValueScores {
  overall: Score;
  byCategory: Record<string, Score>;
  falsePositives: Miss[];
  falseNegatives: Miss[];
  /** Matched values whose unit differs from the one reported (a EUR figure stored as USD). */
  unitMismatches: Miss[];
  /**
   * Values found, but not from the message that first reported them (it was missed there and read from a later
   * one). Not counted against recall, since the value was suggested; listed because the first message's rule failed.
   */
  foundLate: Miss[];
}

export function score(tp: number, fp: number, fn: number): Score {
  const precision = tp + fp ? tp / (tp + fp) : 1;
  const recall = tp + fn ? tp / (tp + fn) : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { tp, fp, fn, precision, recall, f1 };
}

interface Entry {
  company: string;
  tracker: string;
  value: number | string;
  effectiveAt: string;
  unit: string | null;
  files: string[];
}

/** Expected values, one entry per company, tracker, month and amount, in the order first reported. */
function expectedEntries(messages: CorpusMessage[]): Entry[] {
  const byKey = new Map<string, Entry>();
  for (const m of messages) {
    if (m.company === null) continue;
    for (const v of m.values) {
      const key = `${m.company}|${v.tracker}|${v.effectiveAt.slice(0, 7)}|${v.value}`;
      const entry = byKey.get(key);
      if (entry) entry.files.push(m.file);
      else byKey.set(key, { company: m.company, ...v, unit: v.unit ?? null, files: [m.file] });
    }
  }
  return [...byKey.values()];
}

const within = (actual: number, expected: number) => Math.abs(actual - expected) <= Math.abs(expected) * 0.01;

/** Whether a suggested value says what was expected: the amount within 1%, or the words (a round's name). */
function agrees(actual: ActualValue['value'], expected: Entry['value']): boolean {
  if (typeof expected === 'string')
    return typeof actual === 'string' && actual.toLowerCase().includes(expected.toLowerCase());
  return typeof actual === 'number' && within(actual, expected);
}

export function scoreValues(messages: CorpusMessage[], actual: ActualValue[]): ValueScores {
  const categoriesOf = new Map(messages.map((m) => [m.file, m.categories]));
  // Every category is listed, also those with nothing to find and nothing wrongly found (mail from strangers).
  const counts = new Map(messages.flatMap((m) => m.categories).map((c) => [c, { tp: 0, fp: 0, fn: 0 }]));
  const bump = (files: string[], what: 'tp' | 'fp' | 'fn') => {
    const cats = new Set(files.flatMap((f) => categoriesOf.get(f) ?? ['(no citation)']));
    for (const c of cats) {
      const n = counts.get(c) ?? { tp: 0, fp: 0, fn: 0 };
      n[what]++;
      counts.set(c, n);
    }
  };
  const unmatched = new Set(actual);
  const falseNegatives: Miss[] = [];
  const unitMismatches: Miss[] = [];
  const foundLate: Miss[] = [];
  let tp = 0;
  for (const e of expectedEntries(messages)) {
    const month = e.effectiveAt.slice(0, 7);
    const hit = [...unmatched].find(
      (a) =>
        a.company === e.company &&
        a.tracker === e.tracker &&
        a.effectiveAt.slice(0, 7) === month &&
        agrees(a.value, e.value),
    );
    const [file = '', ...others] = e.files;
    const row = { file, company: e.company, tracker: e.tracker, value: e.value, effectiveAt: e.effectiveAt };
    if (hit) {
      unmatched.delete(hit);
      tp++;
      bump(e.files, 'tp');
      if (e.unit && hit.unit !== e.unit)
        unitMismatches.push({ ...row, unit: hit.unit, detail: `reported in ${e.unit}` });
      if (hit.file !== file && e.files.includes(hit.file)) {
        foundLate.push({ ...row, unit: e.unit, detail: `suggested from ${hit.file}` });
      }
    } else {
      bump(e.files, 'fn');
      falseNegatives.push({ ...row, unit: e.unit, detail: others.length ? `also in ${others.join(', ')}` : '' });
    }
  }
  const falsePositives: Miss[] = [...unmatched].map((a) => {
    bump([a.file], 'fp');
    return { ...a, detail: a.note };
  });
  const byCategory = Object.fromEntries(
    [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([c, n]) => [c, score(n.tp, n.fp, n.fn)]),
  );
  return {
    overall: score(tp, falsePositives.length, falseNegatives.length),
    byCategory,
    falsePositives: falsePositives.sort((a, b) => a.file.localeCompare(b.file)),
    falseNegatives,
    unitMismatches,
    foundLate,
  };
}
