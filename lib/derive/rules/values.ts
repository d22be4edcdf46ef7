/**
 * Reported actuals in a block: "ARR reached $2.41M", "- Burn: $120k", "38 FTEs", tables of months by metrics.
 *
 * A figure belongs to the metric named right after it ("$2.4M in ARR", "38 FTEs", "18 months of runway") or else
 * the nearest metric before it in the same clause whose kind it fits (money, percent, count, months) — "ARR grew
 * 15% to $2.4M" reads $2.4M, not 15%. Its period is one named in its sentence (see periodFor), else in the heading
 * above it ("September highlights:"), else the block's own (see context.ts).
 *
 * Not read: forecasts, targets, plans and budgets; changes and comparisons ("up $300k", "from $1.8M"); people or
 * customers added ("hired 5 engineers"); text quoted from earlier mails; a sheet's text when its rows are given
 * (the rows are read instead). The same metric, amount, unit and period found twice is returned once.
 */

import { type FoundValue, type TextBlock } from '../types';
import { type Amount, findAmounts } from './amounts';
import { fallbackPeriod, reportingContext } from './context';
import { findMetrics, fits, metricDef, type MetricMention } from './metrics';
import { findPeriods, type Period, type PeriodMention } from './periods';
import {
  dateGuesses,
  fiscalDated,
  fiscalEndMonth,
  forwardedAt,
  headingPeriod as sectionPeriod,
  type ProseValue,
} from './block-dates';
import { liveLines, type Span, splitSentences, textUnits, type Unit } from './sentences';
import { notTheValue } from './owners';
import { roundIn } from './rounds';
import { declaredCurrency } from './table-numbers';
import { headingPeriod as tableHeadingPeriod } from './table-words';
import { gridFromRows, readGrid, textTables } from './tables';

const FORECAST = new RegExp(
  String.raw`\b(?:expect(?:s|ed|ing)?|forecast(?:s|ed|ing)?|project(?:ed|ing|ions?)|targets?|targeted|targeting|plan(?:s|ned|ning)?\s+(?:to|is|for|of)|planned|plan\s*:|goals?|pipeline|budget(?:s|ed)?|guidance|outlook|estimate[sd]?|propos(?:ed|es|al)|anticipate[sd]?|aim(?:s|ing)?\s+(?:to|for)|on\s+track\s+to|hope\s+to|will|we'll|going\s+to|should\s+(?:reach|hit|end|be)|by\s+(?:the\s+)?(?:year[- ]?end|end\s+of)|next\s+(?:month|quarter|year)|` +
    // German, French and Spanish plans and targets.
    String.raw`Ziel(?:e|wert)?|Prognosen?|geplant|objectifs?|prévisions?|prévu[es]*|presupuestos?|objetivos?|previsi[oó]n(?:es)?|previstos?)\b`,
  'i',
);
// "$3M ARR target", "$2.5M budget" — but not "$120k, under budget" or "ahead of plan".
const FORECAST_AFTER =
  /^\s*(?:(?!under\b|over\b|below\b|above\b|ahead\b|behind\b|vs\b|versus\b|against\b|of\b|than\b)[A-Za-z]+\s+)?(?:target|forecast|budget|goal|guidance|projection|estimate|plan)\b/i;
// "ARR was 1.49m not 1.94m": the figure after "not" is the one corrected.
const DELTA =
  /(?:\b(?:not|from|vs\.?|versus|compared\s+(?:to|with)|than|by|up|down|plus|previously|(?:increase|decrease|growth|change|drop|rise)\s+of)|\+)\s*$/i;
const COMPARISON = /\b(?:from|vs\.?|versus|compared\s+(?:to|with)|than)\s*$/i;
const ADDED =
  /(?:\b(?:hired|hiring|added|adding|onboarded|signed|closed|won|lost|churned|welcomed|another|plus)|\+)\s*$/i;
const CLAUSE =
  /;|,\s*(?:and|but|while|whereas|although|though)\s|\s(?:but|whereas|vs\.?|versus|compared\s+(?:to|with)|against|although|though|while)\s/gi;

function clauses(text: string, unit: Span): Span[] {
  const out: Span[] = [];
  let start = unit.start;
  for (const m of text.slice(unit.start, unit.end).matchAll(CLAUSE)) {
    out.push({ start, end: unit.start + m.index });
    start = unit.start + m.index;
  }
  out.push({ start, end: unit.end });
  return out;
}

// After a comma only with its preposition: "$3.1M, as of 30 September", but "$345k, October $380k" starts the next.
const FOLLOWS =
  /^\s*(?:,?\s*(?:in|for|during|as\s+of|as\s+at|at|on|(?:at\s+)?(?:the\s+)?end\s+of)\s+(?:the\s+)?|(?:the\s+)?)$/i;

/**
 * The period named for amount `a`: one right after it or its metric ("$300k in September", "$3.1M as of 30
 * September", "$3.2m ARR in October"), else the
 * nearest before it and after the previous amount, else the nearest before it in its clause, else the first after
 * it in its clause, else the nearest before it in its sentence. ("Our Q3 revenue was €1.5M and FY2025 revenue
 * $2.4M": €1.5M is Q3's.) A period in a later clause ("…; burn was $120k in May") is never taken.
 */
function periodFor(
  text: string,
  a: Amount,
  metric: MetricMention,
  prevEnd: number,
  clause: Span,
  unit: Span,
  mentions: PeriodMention[],
): (Period & { half?: boolean }) | null {
  const anchors = mentions.filter((m) => m.anchor);
  const before = (from: number) => anchors.filter((m) => m.start >= from && m.end <= a.start).at(-1);
  // "$3.2m ARR in October": the metric named right after the figure does not part it from its period.
  const tail = metric.start >= a.end && /^\s*$/.test(text.slice(a.end, metric.start)) ? metric.end : a.end;
  const pick =
    anchors.find((m) => m.start >= tail && m.end <= unit.end && FOLLOWS.test(text.slice(tail, m.start))) ??
    before(Math.max(prevEnd, clause.start)) ??
    before(clause.start) ??
    anchors.find((m) => m.start >= a.end && m.end <= clause.end) ??
    before(unit.start);
  // "July trading update: ARR £2.0m at month end": the month named outright is the month that ended.
  const outright = pick?.relative
    ? anchors.find((m) => !m.relative && m.period === pick.period && m.start >= unit.start && m.end <= a.start)
    : undefined;
  const chosen = outright ?? pick;
  return chosen ? { effectiveAt: chosen.effectiveAt, period: chosen.period, half: chosen.half } : null;
}

const isBareYear = (a: Amount): boolean =>
  !a.currency &&
  !a.scaled &&
  !a.percent &&
  !a.duration &&
  Number.isInteger(a.value) &&
  a.value >= 1990 &&
  a.value <= 2100;

/** The metric `a` is a value of, or null. */
function metricFor(text: string, a: Amount, clause: Span, metrics: MetricMention[]): MetricMention | null {
  // "ARR 900 K€ Burn 130 K€": a metric right before the figure is its own, not the one the next figure follows.
  const right = metrics.filter((m) => m.start >= clause.start && m.end <= a.start).at(-1);
  if (right && /^\s*:?\s*$/.test(text.slice(right.end, a.start)) && fits(right.def.kind, a)) return right;
  const after = metrics.find((m) => m.start >= a.end && m.end <= clause.end);
  const between = after ? text.slice(a.end, after.start) : '';
  if (after && /^\s*(?:(?:in|of|in total|total)\s+)?(?:the\s+)?$/i.test(between) && fits(after.def.kind, a))
    return after;
  let best: MetricMention | null = null;
  for (const m of metrics) {
    if (m.start >= clause.start && m.end <= a.start && a.start - m.end <= 80 && fits(m.def.kind, a)) best = m;
  }
  return best;
}

interface Found {
  metric: MetricMention;
  amount: number;
  unit: string | null;
  period: Period;
  /** Dated by the block's fallback: its sentence, section and the sentences before named no period. */
  guessed: boolean;
}

/** "€1.85M (about $2.15M at today's rate)": a figure restated in another currency, right after the reported one. */
const CONVERSION = /^[^.;\n]{0,3}\(\s*(?:about|approx(?:imately|\.)?|roughly|around|~|≈|c\.)\s*$/i;

/** A line that opens by naming a plan ("Hiring plan: 42 FTEs", "2027 plan: $5M ARR"): its clauses are the plan's. */
const PLAN_LEAD = /^\W*(?:[\w-]+\s+){0,2}(?:plan|planned|forecast|budget|target)\b/i;

/** The values in one sentence or bullet line. */
function unitValues(
  text: string,
  unit: Unit,
  mentions: PeriodMention[],
  section: Period | null,
  fallback: (m: MetricMention) => Period,
): Found[] {
  const out: Found[] = [];
  const metrics = findMetrics(text, unit.start, unit.end);
  const parts = clauses(text, unit);
  let prevEnd = unit.start;
  for (const a of findAmounts(text, unit.start, unit.end)) {
    if (mentions.some((m) => a.start < m.end && a.end > m.start) || isBareYear(a)) continue;
    const lastEnd = prevEnd;
    prevEnd = a.end;
    const clause = parts.find((c) => a.start >= c.start && a.start < c.end) ?? unit;
    const before = text.slice(clause.start, a.start);
    const near = before.slice(-24);
    if (FORECAST.test(before) || FORECAST_AFTER.test(text.slice(a.end, clause.end))) continue;
    if (CONVERSION.test(text.slice(lastEnd, a.start))) continue;
    if (PLAN_LEAD.test(text.slice(unit.start, a.start))) continue;
    // "up from $1.8M in June" is June's figure; "up $300k", "from $1.8M" alone are not a period's figure.
    const own = mentions.find((m) => m.anchor && m.start >= a.end && FOLLOWS.test(text.slice(a.end, m.start)));
    if (DELTA.test(near) && !(own && COMPARISON.test(near))) continue;
    const metric = metricFor(text, a, clause, metrics);
    if (!metric || notTheValue(text, a, metric, clause, unit)) continue;
    if (metric.def.kind === 'count' && (ADDED.test(near) || /^\s+new\b/i.test(text.slice(a.end, a.end + 6)))) continue;
    const named = periodFor(text, a, metric, lastEnd, clause, unit, mentions);
    // A half year's total ("H1 net burn in total €1.8M") is no month's or quarter's; a balance at its end is.
    if (named?.half && !metric.def.balance) continue;
    const period = named ?? section ?? fallback(metric);
    const kind = metric.def.kind;
    out.push({
      metric,
      amount: kind === 'months' && a.duration === 'years' ? a.value * 12 : a.value,
      unit: kind === 'percent' ? '%' : kind === 'money' ? a.currency : null,
      period: { effectiveAt: period.effectiveAt, period: period.period },
      guessed: !named && !section,
    });
  }
  return out;
}

/**
 * Units values are read from: a bullet line in its sentences ("22 FTE at quarter end. Open roles: 2 SE, 1 AE."), so
 * that a figure is never given a metric named in another sentence.
 */
function valueUnits(text: string, units: Unit[]): Unit[] {
  return units.flatMap((u) => (u.bullet ? splitSentences(text, u).map((s) => ({ ...u, ...s })) : [u]));
}

/** The period ending last among `periods` that is a month, quarter or year (not a day), or null. */
function latestPeriod(periods: Period[]): Period | null {
  let best: Period | null = null;
  for (const p of periods) if (p.period !== 'point' && (!best || p.effectiveAt > best.effectiveAt)) best = p;
  return best;
}

/** The first day of the period a value is for (a point is its own day), YYYY-MM-DD. */
function periodStart(effectiveAt: string, period: FoundValue['period']): string {
  const [y, m] = effectiveAt.split('-').map(Number) as [number, number];
  const pad = (n: number) => String(n).padStart(2, '0');
  if (period === 'month') return `${y}-${pad(m)}-01`;
  if (period === 'quarter') return `${y}-${pad(m - 2)}-01`;
  if (period === 'year') return `${y}-01-01`;
  return effectiveAt;
}

/** A sheet or page whose name says it holds a plan ("Plan Q4", "Budget 2027", "Forecast"). */
const PLAN_LABEL = /\b(?:plan|planned|budgets?|forecasts?|fcst|targets?|projections?|outlook|guidance)\b/i;

/**
 * Reported actuals in `block`, each citing the exact text it was read from.
 * A period that had not begun when the text was written is a plan, never an
 * actual ("42 FTEs by March 2027" in a letter of October 2026).
 */
export function findValues(block: TextBlock): FoundValue[] {
  // A forward is read as of the day its message was written; whether a period had ended, as of the day it arrived.
  const writtenAt = forwardedAt(block.text, block.subject, block.writtenAt);
  const written = block.writtenAt.toISOString().slice(0, 10);
  return readValues({ ...block, writtenAt }).flatMap((v) => asWritten(v, written));
}

/**
 * A value as the day it was written allows: a period that had not begun is a plan (dropped); one still running
 * ("ARR this month", a "November update" sent on 27 November) is never dated at its end. A balance in prose is then
 * as of the day written; a flow, or a table column for the running period, is not an actual yet.
 */
function asWritten(v: FoundValue, written: string): FoundValue[] {
  if (periodStart(v.effectiveAt, v.period) > written) return [];
  if (v.period === 'point' || v.effectiveAt < written) return [v];
  const balance = metricDef(v.metric)?.balance ?? false;
  return balance && !v.cell ? [{ ...v, effectiveAt: written, period: 'point' }] : [];
}

function readValues(block: TextBlock): FoundValue[] {
  const { text, writtenAt, source } = block;
  const live = liveLines(text, block.subject);
  const ctx = reportingContext(block, live);
  const fallback = (m: MetricMention): Period => fallbackPeriod(ctx, m.def, writtenAt);
  const out: FoundValue[] = [];
  const seen = new Set<string>();
  const add = (v: FoundValue) => {
    const key = `${v.metric}|${v.amount}|${v.unit}|${v.effectiveAt}|${v.period}`;
    if (!seen.has(key)) out.push(v);
    seen.add(key);
  };
  // A sheet or file named as a plan: only table cells marked Actual are actuals, and no sentence is.
  const planned = block.label !== undefined && PLAN_LABEL.test(block.label);
  const tables = block.rows ? [] : textTables(text, live);
  const grids = block.rows
    ? [{ grid: gridFromRows(block.rows), fallback }]
    : tables.map((t) => {
        // A body table's heading ("January flash (USD):") names the period of the cells that name none.
        const own = tableHeadingPeriod(text, live, t.lines, writtenAt);
        return { grid: t.grid, fallback: own ? () => own : fallback };
      });
  // A table's cells without a currency are in the one the text (or an attachment's email) says all figures are in.
  const currency = declaredCurrency(text) ?? declaredCurrency(block.mailText ?? '');
  for (const { grid, fallback } of grids) {
    for (const v of readGrid(grid, { writtenAt, fallback, planned, currency })) {
      add({
        metric: v.metric.def.key,
        label: v.metric.label,
        amount: v.amount,
        unit: v.unit,
        ...v.period,
        quote: v.quote,
        offset: v.offset,
        cell: v.cell,
        source,
      });
    }
  }
  if (block.rows || planned) return out;
  const tableLines = new Set(tables.flatMap((t) => t.lines.map((l) => l.start)));
  let section: Period | null = null;
  // The latest period the sentences before read a figure for: "February ARR was $3.2M. We're 46 people." — the
  // figures that follow, naming none, are still February's.
  let carried: Period | null = null;
  const prose: ProseValue[] = [];
  const fiscalEnd = fiscalEndMonth(text, writtenAt);
  // "this month" in a note about April, sent on 4 May, is April.
  const reported = ctx.period;
  const thisMeans = (m: PeriodMention): PeriodMention =>
    m.relative === 'this' && reported?.period === m.period && reported.effectiveAt < m.effectiveAt
      ? { ...m, ...reported }
      : m;
  for (const unit of valueUnits(
    text,
    textUnits(text, live, (l) => tableLines.has(l.start)),
  )) {
    const mentions = findPeriods(text.slice(unit.start, unit.end), writtenAt).map((m) =>
      thisMeans(fiscalDated({ ...m, start: m.start + unit.start, end: m.end + unit.start }, fiscalEnd, writtenAt)),
    );
    const found = unitValues(text, unit, mentions, section ?? carried, fallback);
    carried = latestPeriod(found.map((f) => f.period)) ?? carried;
    if (unit.heading && found.length === 0) {
      section = sectionPeriod(text.slice(unit.start, unit.end), mentions);
      continue;
    }
    const quote = text.slice(unit.start, unit.end);
    for (const f of found) {
      prose.push({
        guessed: f.guessed,
        value: {
          metric: f.metric.def.key,
          label: f.metric.label,
          amount: f.amount,
          unit: f.unit,
          ...f.period,
          quote,
          offset: unit.start,
          source,
        },
      });
    }
    const round = roundIn(text, unit);
    if (round) {
      // Dated the day it closed when the sentence names one ("signed on April 28"), else the day written.
      const effectiveAt =
        mentions.find((m) => m.anchor && m.period === 'point')?.effectiveAt ?? writtenAt.toISOString().slice(0, 10);
      prose.push({
        guessed: false,
        value: {
          metric: 'round',
          amount: round,
          unit: null,
          effectiveAt,
          period: 'point',
          quote,
          offset: unit.start,
          source,
        },
      });
    }
  }
  for (const v of dateGuesses(prose, ctx.period === null, writtenAt)) add(v);
  return out;
}
