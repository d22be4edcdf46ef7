/**
 * A series beside a list of periods, parted by slashes, commas or "and": "headcount 37 / 39 / 40 (Jul/Aug/Sep)",
 * "Net burn Jul/Aug/Sep: €370k / €360k / €350k", "April and May were $2.11M and $2.26M". The i-th figure is the
 * i-th period's. A series whose sentence lists periods but none of its length is ambiguous: none of its figures
 * is read.
 */
import type { Amount } from './amounts';
import type { PeriodMention } from './periods';
import type { Span } from './sentences';

const SEPARATOR = /^\s*(?:\/|,|&|,?\s*and)\s*$/i;

/** Runs of two or more items, each parted from the next by a separator only. */
function runs<T extends Span>(text: string, items: T[]): T[][] {
  const out: T[][] = [];
  let run: T[] = [];
  for (const item of items) {
    const last = run.at(-1);
    if (last && SEPARATOR.test(text.slice(last.end, item.start))) run.push(item);
    else {
      if (run.length > 1) out.push(run);
      run = [item];
    }
  }
  if (run.length > 1) out.push(run);
  return out;
}

const RESPECTIVELY = /\brespectively\b|\brispettivamente\b|\brespectivamente\b|\bjeweils\b|\brespectivement\b/i;

/**
 * Each figure of a series in `unit` mapped to its period, or to null where the series cannot be paired. The
 * period list of the same length nearest after the series is taken first ("burn 520k / 505k, headcount 37 / 39
 * (Jul/Aug)" pairs both with the one list), else the nearest before it.
 */
export function seriesPeriods(
  text: string,
  unit: Span,
  amounts: Amount[],
  mentions: PeriodMention[],
  /** The periods the sentence before named, in order: "…at the end of May and … June. Net burn was $520k and
   * $561k respectively." pairs them with a series that names none, when the sentence says "respectively". */
  earlier: PeriodMention[] = [],
): Map<Amount, PeriodMention | null> {
  const out = new Map<Amount, PeriodMention | null>();
  const inUnit = <T extends Span>(xs: T[]) =>
    xs.filter((x) => x.start >= unit.start && x.end <= unit.end).sort((a, b) => a.start - b.start);
  const own = inUnit(mentions).filter((m) => m.anchor && !m.half && m.period !== 'point');
  if (own.length === 0 && earlier.length > 1 && RESPECTIVELY.test(text.slice(unit.start, unit.end))) {
    for (const series of runs(text, inUnit(amounts)))
      if (series.length === earlier.length) series.forEach((a, i) => out.set(a, earlier[i] ?? null));
    return out;
  }
  const periodRuns = runs(text, own);
  if (periodRuns.length === 0) return out;
  for (const series of runs(text, inUnit(amounts))) {
    const first = series[0] as Amount;
    const last = series.at(-1) as Amount;
    const same = periodRuns.filter((r) => r.length === series.length);
    const periods =
      same.find((r) => (r[0] as PeriodMention).start >= last.end) ??
      same.filter((r) => (r.at(-1) as PeriodMention).end <= first.start).at(-1);
    series.forEach((a, i) => out.set(a, periods?.[i] ?? null));
  }
  return out;
}
