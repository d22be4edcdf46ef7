/**
 * Reported actuals in a block: sentences and bullet lines (see prose-values.ts) and tables of months by metrics
 * (see tables.ts).
 *
 * Not read: text quoted from earlier mails; a sheet's text when its rows are given (the rows are read instead).
 * The same metric, amount, unit and period found twice is returned once.
 */

import { type FoundValue, type TextBlock } from '../types';
import { findAmounts, isBareYear } from './amounts';
import { fallbackPeriod, reportingContext } from './context';
import { findMetrics, metricDef, type MetricMention } from './metrics';
import { findPeriods, type Period, type PeriodMention } from './periods';
import {
  dateGuesses,
  fiscalDated,
  fiscalYearOf,
  forwardedAt,
  headingPeriod as sectionPeriod,
  quarterRanges,
  quarterWords,
  type ProseValue,
} from './block-dates';
import { askedMetric, BRACKETED_PLAN, LOOK_BACK, spendAsBurn, unbracketed } from './block-reading';
import { REPLY_SUBJECT } from './mail-headers';
import { liveLines, splitSentences, textUnits, type Unit } from './sentences';
import { unitValues } from './prose-values';
import { roundIn } from './rounds';
import { declaredCurrency } from './table-numbers';
import { declaredScale, headingScale } from './table-scale';
import { withHeadingMetric } from './table-heading';
import { headingPeriod as tableHeadingPeriod } from './table-periods';
import { gridFromRows, readGrid, textTables } from './tables';

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

/** A unit that names periods and nothing else ("1. Q1 2026.", "— March —", "2. Q2 2026 results."): a heading for the lines after it. */
function onlyPeriods(text: string, unit: Unit, mentions: PeriodMention[]): boolean {
  const anchored = mentions.filter((m) => m.anchor);
  if (anchored.length === 0) return false;
  let rest = '';
  let at = unit.start;
  for (const m of anchored) {
    rest += text.slice(at, m.start);
    at = m.end;
  }
  rest += text.slice(at, unit.end);
  // "2. Q2 2026 results.", "Q3 review:", "Second, August.", "2. FY27 BUDGET": a heading's words around its period.
  return /^[\s\d.):#*•–—-]*(?:(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|next|then|finally|now)[\s,:]+)?(?:(?:financial\s+)?(?:results|review|update|numbers|financials|figures|KPIs?|performance|highlights|résultats|ergebnisse|resultados|budget|plan|forecast|outlook|targets?)[\s.:—–-]*)?$/i.test(
    rest,
  );
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

const THE_QUARTER = /^(?:over|across|during|for)\s+the\s+quarter$/i;

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
  const body = readValues({ ...block, writtenAt });
  return [...body, ...subjectValues({ ...block, writtenAt }, body)].flatMap((v) => asWritten(v, written));
}

/**
 * "Aug numbers: ARR 7.6M / burn 550k" over a body that says "as per subject": an email's own subject reports
 * figures too, quoted as written there. Only for a metric the body does not report (it says it at more length,
 * and more exactly), and never from a reply's subject (nor for an attachment, whose block carries its email's).
 */
function subjectValues(block: TextBlock, body: FoundValue[]): FoundValue[] {
  const subject = block.subject;
  if (!subject || block.source.type !== 'email' || !/\d/.test(subject) || REPLY_SUBJECT.test(subject)) return [];
  if (findMetrics(subject).length === 0) return [];
  // "we crossed $1M ARR" over "ARR hit $1.01M on the 29th": the body's is the figure.
  const said = new Set(body.map((v) => v.metric));
  return readValues({ ...block, text: subject })
    .filter((v) => !said.has(v.metric))
    .map(({ offset: _offset, ...v }) => v);
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
  // The month the fiscal year ends in, if the text says: tables' "FY25" headers and sentences are dated by it.
  const fiscal = fiscalYearOf(`${block.subject ?? ''}\n${text}\n${block.mailText ?? ''}`, writtenAt);
  // A sheet or file named as a plan: only table cells marked Actual are actuals, and no sentence is.
  const planned = block.label !== undefined && PLAN_LABEL.test(block.label);
  const tables = block.rows ? [] : textTables(text, live);
  // A sheet's figures are in the scale its email declares ("in TEUR"; its own cells may carry a column's unit, not
  // the sheet's); a body table's, in its heading's.
  const sheetScale = declaredScale(block.mailText ?? '');
  const grids = block.rows
    ? [{ grid: gridFromRows(block.rows), fallback, scale: sheetScale }]
    : tables.map((t) => {
        // A body table's heading ("January flash (USD):") names the period of the cells that name none.
        const own = tableHeadingPeriod(text, live, t.lines, writtenAt, fiscal);
        return {
          grid: withHeadingMetric(text, live, t.lines, t.grid, writtenAt),
          fallback: own ? () => own : fallback,
          scale: headingScale(text, live, t.lines),
        };
      });
  // A table's cells without a currency are in the one the text (or an attachment's email) says all figures are in.
  const currency = declaredCurrency(text) ?? declaredCurrency(block.mailText ?? '');
  for (const { grid, fallback, scale } of grids) {
    for (const v of readGrid(grid, { writtenAt, fallback, planned, currency, scale, fiscalEnd: fiscal.end })) {
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
  let planSection = false;
  let bracketsPlan = false;
  // The latest period the sentences before read a figure for: "February ARR was $3.2M. We're 46 people." — the
  // figures that follow, naming none, are still February's.
  let carried: Period | null = null;
  // "ARR was $7.05M on 31 October. Team of 68.": a balance that follows is as of the day the sentence before named.
  let day: Period | null = null;
  const prose: ProseValue[] = [];
  // "this month" in a note about April, sent on 4 May, is April.
  const reported = ctx.period;
  // "Revenue for the quarter was $4.4M" in a letter on Q2: that quarter, not the last one the calendar ended.
  const thisMeans = (m: PeriodMention): PeriodMention =>
    (m.relative === 'this' && reported?.period === m.period && reported.effectiveAt < m.effectiveAt) ||
    (reported?.period === 'quarter' && THE_QUARTER.test(text.slice(m.start, m.end)))
      ? { ...m, ...reported }
      : m;
  // In a French or Spanish report "T3" is the third quarter: read as "Q3" (the same length, so offsets stay).
  const read = spendAsBurn(quarterWords(text));
  // "Net burn came down to $590k in June. April and May were $540k and $560k", "ARR:⏎August A$5.13M⏎September
  // A$5.30M": the one metric the sentences before named, in the same paragraph, for a sentence that names none.
  // "May was $228k." answering a quoted "Is May's burn in there somewhere?": the metric the question asked for.
  const asked = askedMetric(read, live);
  let last: Unit | undefined;
  let lead: MetricMention | undefined;
  let earlier: PeriodMention[] = [];
  for (const unit of valueUnits(
    text,
    textUnits(text, live, (l) => tableLines.has(l.start)),
  )) {
    if (last && /\n\s*\n/.test(text.slice(last.end, unit.start))) {
      lead = undefined;
      earlier = [];
    }
    last = unit;
    const previous = lead ?? asked;
    const metrics = findMetrics(read, unit.start, unit.end);
    if (metrics.length) lead = metrics.every((m) => m.def.key === metrics[0]?.def.key) ? metrics[0] : undefined;
    const mentions = quarterRanges(
      read,
      findPeriods(read.slice(unit.start, unit.end), writtenAt).map((m) =>
        thisMeans(fiscalDated({ ...m, start: m.start + unit.start, end: m.end + unit.start }, fiscal, writtenAt)),
      ),
    );
    const context = { section, carried, day, previous, earlier };
    const found = unitValues(bracketsPlan ? unbracketed(read, unit) : read, unit, mentions, metrics, context, fallback);
    const named = mentions.filter((m) => m.anchor && !m.half && m.period !== 'point');
    if (named.length) earlier = named;
    // A year's figure ("£4.91m for the full year") says nothing of the figures after it, which are the update's.
    // Nor does a look back ("since I skipped two updates: April was £1.70M and May £1.78M") after a later month.
    const latest = latestPeriod(found.filter((f) => !f.aside && f.period.period !== 'year').map((f) => f.period));
    const backwards =
      carried && latest && latest.effectiveAt < carried.effectiveAt && LOOK_BACK.test(text.slice(unit.start, unit.end));
    if (latest && !backwards) carried = latest;
    // Only a day the text named, not one guessed from the block.
    const days = found.filter((f) => !f.guessed && f.period.period === 'point').map((f) => f.period);
    if (found.length) day = days[0] ?? null;
    if ((unit.heading || onlyPeriods(text, unit, mentions)) && found.length === 0) {
      section = sectionPeriod(text.slice(unit.start, unit.end), mentions);
      // A line whose figure was not read ("ARR 4.2m by Dec 2027") is no new heading.
      const figures = findAmounts(text, unit.start, unit.end).filter(
        (a) => !mentions.some((m) => a.start < m.end && a.end > m.start) && !isBareYear(a),
      );
      if (figures.length === 0) {
        const words = text.slice(unit.start, unit.end);
        // "Q1 2026 results (budget in brackets)": the plan is in the brackets, the actuals outside them.
        bracketsPlan = BRACKETED_PLAN.test(words);
        planSection = !bracketsPlan && PLAN_LABEL.test(words);
      }
      continue;
    }
    // Under a heading that names a plan ("FY27 plan", "Budget 2027"), until the next heading: no actuals.
    if (planSection) continue;
    const quote = text.slice(unit.start, unit.end);
    for (const f of found) {
      prose.push({
        guessed: f.guessed,
        aside: f.aside,
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
  return out.map((v) => (monthlyAverage(v, out) ? { ...v, perMonth: true } : v));
}

/** Words that make a flow a month's figure: "/month", "per month", "a month", "avg", "monthly", "mensile", "/mnd". */
const PER_MONTH =
  /\/\s*(?:mo|month|mnd|mês|mese)\b|\bper\s+(?:month|mo)\b|\ba\s+month\b|\bmonthly\b|\bav(?:era)?g(?:e[ds]?)?\b|\bmensil[ei]\b|\bmensal\b|\bmedi[oa]\b|\bmédi[oa](?![\wÀ-ÿ])|\bgemiddeld|\bgjennomsnitt|\bmensuel(?:le)?s?\b|\bmonatlich/i;

/**
 * A quarter's burn said per month (a row "Net burn / month" under "Q3 2026", or the one burn of a sentence "net burn
 * averaged £150k/month in Q3", the words in the burn's own clause). A sentence with two burns ("£450k in Q3, £150k a
 * month") says which is which no way read here: neither is marked.
 */
function monthlyAverage(v: FoundValue, all: FoundValue[]): boolean {
  if (v.metric !== 'burn' || v.period !== 'quarter') return false;
  if (v.cell) return PER_MONTH.test(v.cell.rowLabel) || PER_MONTH.test(v.cell.columnLabel);
  const same = all.filter((o) => o.metric === 'burn' && !o.cell && o.quote === v.quote && o.offset === v.offset);
  if (same.length !== 1 || !v.label) return false;
  // Said of the burn itself: from just before its name to the end of its clause, not elsewhere in the sentence.
  const at = v.quote.indexOf(v.label);
  if (at < 0) return false;
  const rest = v.quote.slice(at);
  const end = rest.search(/;|,(?!\d)|\.(?!\d)/);
  return PER_MONTH.test(v.quote.slice(Math.max(0, at - 12), at + (end < 0 ? rest.length : end)));
}
