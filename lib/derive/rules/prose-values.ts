/**
 * Reported actuals in one sentence or bullet line: "ARR reached $2.41M", "- Burn: $120k", "38 FTEs".
 *
 * A figure belongs to the metric named right after it ("$2.4M in ARR", "38 FTEs", "18 months of runway") or else
 * the nearest metric before it in the same clause whose kind it fits (money, percent, count, months) — "ARR grew
 * 15% to $2.4M" reads $2.4M, not 15%. Its period is one named in its sentence (see periodFor), else in the heading
 * above it ("September highlights:"), else the block's own (see context.ts).
 *
 * Not read: forecasts, targets, plans and budgets; changes and comparisons ("up $300k", "from $1.8M"); people or
 * customers added ("hired 5 engineers").
 */

import { type Amount, findAmounts, isBareYear } from './amounts';
import { fits, type MetricMention } from './metrics';
import { type Period, type PeriodMention } from './periods';
import { type Span, type Unit } from './sentences';
import { notTheValue } from './owners';
import { currencyCell } from './table-numbers';
import { spelledCounts } from './number-words';
import { groupAt, parenGroups } from './parens';
import { partOfTotal, roundedBeforeExact, spentFigure } from './breakdowns';
import { seriesPeriods } from './series';
import { inlineRow } from './inline-rows';
import { ADDED, BY_LATER, COMPARISON, CONDITION, DELTA, FORECAST, FORECAST_AFTER, PART, VARIANCE } from './cues';

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
 * $2.4M": €1.5M is Q3's.) A period in a later clause ("…; burn was $120k in May") is never taken, nor one past a
 * figure it is compared with ("$430k, down from $450k in January": January is the $450k's), which ends at `stop`.
 */
function periodFor(
  text: string,
  a: Amount,
  metric: MetricMention,
  prevEnd: number,
  clause: Span,
  unit: Span,
  mentions: PeriodMention[],
  stop: number,
): (Period & { half?: boolean }) | null {
  const anchors = mentions.filter((m) => m.anchor);
  const before = (from: number) => anchors.filter((m) => m.start >= from && m.end <= a.start).at(-1);
  // "$3.2m ARR in October": the metric named right after the figure does not part it from its period.
  const tail = metric.start >= a.end && /^\s*$/.test(text.slice(a.end, metric.start)) ? metric.end : a.end;
  const pick =
    anchors.find((m) => m.start >= tail && m.end <= unit.end && FOLLOWS.test(text.slice(tail, m.start))) ??
    before(Math.max(prevEnd, clause.start)) ??
    before(clause.start) ??
    anchors.find((m) => m.start >= a.end && m.end <= Math.min(clause.end, stop)) ??
    before(unit.start);
  // "July trading update: ARR £2.0m at month end": the month named outright is the month that ended.
  const outright = pick?.relative
    ? anchors.find((m) => !m.relative && m.period === pick.period && m.start >= unit.start && m.end <= a.start)
    : undefined;
  const chosen = outright ?? pick;
  return chosen ? { effectiveAt: chosen.effectiveAt, period: chosen.period, half: chosen.half } : null;
}

/** Where the next figure after `amounts[i]` starts if it is one compared with ("down from $450k"), else the end. */
function comparedAt(text: string, amounts: Amount[], i: number): number {
  const next = amounts[i + 1];
  if (!next) return text.length;
  return COMPARISON.test(text.slice(Math.max(amounts[i]?.end ?? 0, next.start - 24), next.start))
    ? next.start
    : text.length;
}

/** The metric `a` is a value of, or null. */
const SIBLINGS = /^(?:\s*(?:\/|,|&|,?\s*and)\s*[^\s,/]*\d[^\s,/]*)+\s*$/i;

function metricFor(
  text: string,
  a: Amount,
  clause: Span,
  metrics: MetricMention[],
  listed = false,
): MetricMention | null {
  // "ARR 900 K€ Burn 130 K€": a metric right before the figure is its own, not the one the next figure follows.
  const right = metrics.filter((m) => m.start >= clause.start && m.end <= a.start).at(-1);
  if (right && /^\s*:?\s*$/.test(text.slice(right.end, a.start)) && fits(right.def.kind, a)) return right;
  const after = metrics.find((m) => m.start >= a.end && m.end <= clause.end);
  const between = after ? text.slice(a.end, after.start) : '';
  // "$95k a month of net burn": a per-month figure may name its metric after the rate.
  if (
    after &&
    /^\s*(?:(?:in|of|in total|total|(?:a|per|each)\s+month\s+(?:of|in))\s+)?(?:the\s+)?$/i.test(between) &&
    fits(after.def.kind, a)
  )
    return after;
  // "$2.11M and $2.26M ARR" beside "April and May": a figure of a list paired with periods takes the metric named
  // after the last ("Team crossed 100, 101 people" lists nothing).
  if (listed && after && SIBLINGS.test(between) && fits(after.def.kind, a)) return after;
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
  /** Marked as the total ("so $1.9M total", "in total $1.9M"). */
  total?: boolean;
  /** Read in parentheses beside another figure ("ARR $2.3M (dec was $2.02M)"): its period is not the text's. */
  aside?: boolean;
}

const TOTAL_AFTER = /^\s*(?:in\s+)?total\b/i;
const TOTAL_BEFORE = /\b(?:total(?:ling|ing)?|in\s+total|altogether|combined)\s*(?:of\s+)?$/i;

/**
 * "Q1 revenue split: distribution $1.2M, direct/online $0.7M, so $1.9M total": where a sentence marks one figure
 * as the total, the others of its metric and period are parts of it.
 */
function withoutParts(found: Found[]): Found[] {
  const key = (f: Found) => `${f.metric.def.key}|${f.period.effectiveAt}|${f.period.period}`;
  const totals = new Set(found.filter((f) => f.total).map(key));
  return found.filter((f) => f.total || !totals.has(key(f)));
}

/** "€1.85M (about $2.15M at today's rate)": a figure restated in another currency, right after the reported one. */
const CONVERSION = /^[^.;\n]{0,3}\(\s*(?:about|approx(?:imately|\.)?|roughly|around|~|≈|c\.)\s*$/i;

/** A total to a date rather than a period's figure: "through end of H1", "year to date", "since launch". */
const CUMULATIVE =
  /\b(?:through|thru|up\s+to|to\s+date|year[- ]to[- ]date|YTD|so\s+far|cumulative(?:ly)?|since\s+(?:launch|inception|founding|we\s+started))\b/i;

/** Words after a figure that do not make it a count of something else. */
const NOT_A_NOUN =
  /^(?:in|on|at|for|of|as|and|or|to|from|by|per|last|this|that|vs|versus|with|the|an?|up|down|which|is|was|were|are|year|month|quarter|total|net|gross)$/i;

/**
 * "EUR 2.3m on 61,400 shipments", "1,120 units shipped": a bare number (no currency, no scale) followed by a noun
 * counts that noun; it is no money figure of a metric named before it.
 */
function countsOther(text: string, a: Amount, metric: MetricMention, metrics: MetricMention[]): boolean {
  if (metric.def.kind !== 'money' || a.currency || a.scaled || metric.start >= a.end) return false;
  const word = /^\s+([a-z]{3,})\b/.exec(text.slice(a.end, a.end + 40));
  if (!word?.[1] || NOT_A_NOUN.test(word[1])) return false;
  const at = a.end + (word[0].length - word[1].length);
  return !metrics.some((m) => m.start === at);
}

/**
 * A flow is over a period, never at a day: "ingresos del trimestre de 395.000 € … a 31 de marzo" is the quarter's.
 * A day chosen for a flow gives way to the month, quarter or year its sentence names (the nearest before it).
 */
function flowPeriod(
  named: (Period & { half?: boolean }) | null,
  metric: MetricMention,
  a: Amount,
  unit: Span,
  mentions: PeriodMention[],
): (Period & { half?: boolean }) | null {
  if (!named || named.period !== 'point' || named.half || metric.def.balance) return named;
  const spans = mentions.filter((m) => m.anchor && m.period !== 'point' && !m.half && m.start >= unit.start);
  const span = spans.filter((m) => m.end <= a.start).at(-1) ?? spans.find((m) => m.start >= a.end);
  return span ? { effectiveAt: span.effectiveAt, period: span.period } : named;
}

/**
 * "Revenue Q3 (GBP): 520k", "ARR (USD) at 30 September: 2.70m": a currency in parentheses right after the metric
 * or right before its figure is the figure's.
 */
function namedCurrency(text: string, metric: MetricMention, a: Amount): string | null {
  if (metric.end > a.start) return null;
  const between = text.slice(metric.end, a.start);
  const paren = /^\s*\(([^()]{1,10})\)/.exec(between) ?? /\(([^()]{1,10})\)\s*:?\s*$/.exec(between);
  return paren?.[1] && between.length <= 40 ? currencyCell(paren[1]) : null;
}

/** "after the two hires started on 5 January": the day of another event in the sentence, not the figure's. */
function eventDay(text: string, m: PeriodMention, unit: Span): boolean {
  const lead = text.slice(Math.max(unit.start, m.start - 24), m.start);
  return (
    m.period === 'point' &&
    /\b(?:started|joined|began|arrived|left|signed|went\s+live|launched)\s+(?:on\s+)?$/i.test(lead)
  );
}

const BECAUSE = /\b(?:because|due to|thanks to|owing to|as a result of|which means|meaning(?: that)?)\b/i;

/** A flow given per month ("$520k per month", "monthly net burn", "$380k a month on average"). */
const MONTHLY = /\b(?:monthly|per\s+month|a\s+month|each\s+month|every\s+month|pro\s+Monat|par\s+mois|al\s+mes)\b/i;
const monthAt = (p: Period): Period => ({ effectiveAt: p.effectiveAt, period: 'month' });

/**
 * "June net burn £135k; May was £120k": a clause that names only a period and a figure ("May was", "and July:")
 * reads the metric of the figure before it; so do a series the periods lead ("April and May were $540k and
 * $560k") and a figure in parentheses with its own period ("47 people (46 at the end of May)").
 */
function elided(
  text: string,
  a: Amount,
  clause: Span,
  mentions: PeriodMention[],
  previous: MetricMention | undefined,
  series: boolean,
  /** Where the figure before this one ends (the unit's start for the first). */
  lastEnd: number,
): MetricMention | null {
  if (!previous || !fits(previous.def.kind, a)) return null;
  // "We ended June at 47 people (46 at the end of May)": a figure opening parentheses that close on its period.
  const opens = /\(\s*$/.test(text.slice(Math.max(clause.start, a.start - 3), a.start));
  const closing = mentions.some(
    (p) =>
      p.anchor &&
      /^\s*(?:at\s+the\s+end\s+of|(?:at\s+)?end\s+of|in|for|as\s+of)?\s*$/i.test(text.slice(a.end, p.start)) &&
      /^\s*\)/.test(text.slice(p.end, p.end + 3)),
  );
  if (opens && closing) return previous;
  // "Here you go: April £201k, May £183k": after a short lead-in, or the figure before, the period and the figure.
  const from = series ? clause.start : Math.max(clause.start, lastEnd);
  const m = mentions.find((p) => p.anchor && p.start >= from && p.end <= a.start);
  const lead = /^(?:[^:.;\d]{0,30}:)?[\s;,]*(?:and\s+|but\s+|while\s+)?(?:in\s+)?$/i;
  if (!m || !lead.test(text.slice(from, m.start))) return null;
  if (series) return previous;
  return /^\s*(?:was|were|:|at|came\s+in\s+at)?\s*$/i.test(text.slice(m.end, a.start)) ? previous : null;
}

/** A line that opens by naming a plan ("Hiring plan: 42 FTEs", "2027 plan: $5M ARR"): its clauses are the plan's. */
const PLAN_LEAD = /^\W*(?:[\w-]+\s+){0,2}(?:plan|planned|forecast|budget|target)\b/i;

/**
 * The values in one sentence or bullet line. A figure whose sentence names no period takes its `context`'s: the
 * heading's (section), else the period the sentences before read figures for (carried), or for a balance the
 * day the sentence just before named (day).
 */
export function unitValues(
  text: string,
  unit: Unit,
  mentions: PeriodMention[],
  /** The metrics the unit names (findMetrics). */
  metrics: MetricMention[],
  context: {
    section: Period | null;
    carried: Period | null;
    day: Period | null;
    /** The last metric the sentence before named, in the same paragraph (see elided). */
    previous: MetricMention | undefined;
    /** The periods the sentence before named, in order, in the same paragraph (see seriesPeriods). */
    earlier?: PeriodMention[];
  },
  fallback: (m: MetricMention) => Period,
): Found[] {
  const out: Found[] = [];
  // A question ("Is the 3.4M ARR or something else?") asks about a figure; it states none.
  if (/\?\W*$/.test(text.slice(unit.start, unit.end))) return out;
  const row = inlineRow(text, unit, mentions);
  if (row) return row.map((r) => ({ ...r, guessed: false }));
  const parts = clauses(text, unit);
  // "ARR is $935k (June: $900k)": a period in parentheses is the period of the figures in them only.
  const groups = parenGroups(text, unit);
  const asides = parenGroups(text, unit, true);
  // Whether the group of `gs` holding offset `at` (if any) also holds `a`.
  const withFigure = (gs: Span[], at: number, a: Amount): boolean => {
    const g = groupAt(gs, at);
    return !g || (a.start > g.start && a.end <= g.end);
  };
  // "$480k (the severance is in October's number, not this one)": a period in a remark is the remark's.
  const inRemark = (m: PeriodMention, a: Amount): boolean => {
    const g = groupAt(asides, m.start);
    if (!g || withFigure(asides, m.start, a)) return false;
    const words = `${text.slice(g.start + 1, m.start)} ${text.slice(m.end, g.end)}`.match(/\p{L}{2,}/gu) ?? [];
    return words.length >= 3;
  };
  let prevEnd = unit.start;
  // Where the last figure read ends: a reason given after it ("because…", "which means…") holds no more values.
  let foundEnd = -1;
  const amounts = [...findAmounts(text, unit.start, unit.end), ...spelledCounts(text, unit.start, unit.end)];
  const series = seriesPeriods(text, unit, amounts, mentions, context.earlier);
  // Exact figures in parentheses after a rounded one ("just under $1M ($0.9M)"): the value, not a note on it.
  const restated = new Set<Amount>();
  amounts.sort((x, y) => x.start - y.start);
  for (const [i, a] of amounts.entries()) {
    if (mentions.some((m) => a.start < m.end && a.end > m.start) || isBareYear(a)) continue;
    const inSeries = series.get(a);
    if (inSeries === null) continue;
    const lastEnd = prevEnd;
    prevEnd = a.end;
    const clause = parts.find((c) => a.start >= c.start && a.start < c.end) ?? unit;
    const before = text.slice(clause.start, a.start);
    const near = before.slice(-24);
    const after = text.slice(a.end, clause.end);
    if (FORECAST.test(before) || FORECAST_AFTER.test(after) || CONDITION.test(after) || VARIANCE.test(after)) continue;
    if (BY_LATER.test(after) && !/\bhad\b/i.test(before)) continue;
    if (PART.test(near)) continue;
    if (CONVERSION.test(text.slice(lastEnd, a.start))) continue;
    // "$1.02M because the $380k grant tranche landed": a figure in the reason given for the one before.
    const since = text.slice(foundEnd, a.start);
    if (foundEnd >= 0 && BECAUSE.test(since) && !since.includes(';')) continue;
    if (PLAN_LEAD.test(text.slice(unit.start, a.start))) continue;
    // "up from $1.8M in June" is June's figure; "up $300k", "from $1.8M" alone are not a period's figure.
    const own = mentions.find((m) => m.anchor && m.start >= a.end && FOLLOWS.test(text.slice(a.end, m.start)));
    if (DELTA.test(near) && !(own && COMPARISON.test(near))) continue;
    // "Revenue (fees only, not GMV) was $640k": a metric named in an aside is not the metric of figures outside it.
    const outside = asides.length ? metrics.filter((m) => withFigure(asides, m.start, a)) : metrics;
    // "Revenue $6.8M (vs $4.1M in 2024)": a comparison's own clause names no metric; the one it compares with does.
    const scope = own && COMPARISON.test(near) ? { start: unit.start, end: clause.end } : clause;
    const metric =
      metricFor(text, a, scope, outside, inSeries !== undefined) ??
      elided(
        text,
        a,
        clause,
        mentions,
        out.at(-1)?.metric ?? (metrics.length === 0 && clause.start === parts[0]?.start ? context.previous : undefined),
        inSeries !== undefined,
        lastEnd,
      );
    if (!metric || countsOther(text, a, metric, metrics)) continue;
    if (!restated.has(a) && notTheValue(text, a, metric, clause, unit)) continue;
    const exact = amounts[i + 1];
    if (exact && roundedBeforeExact(text, a, exact, near)) {
      restated.add(exact);
      continue;
    }
    // Named before an earlier figure: a cost, or a part of that figure, is not another value of it.
    const earlier = metric.end <= lastEnd && out.some((f) => f.metric === metric);
    if (earlier && (spentFigure(near) || partOfTotal(text.slice(lastEnd, a.start), a.start, mentions))) continue;
    // "Through end of H1 we recognised $2.67M of revenue": a running total, no period's figure.
    if (!metric.def.balance && CUMULATIVE.test(text.slice(Math.max(lastEnd, clause.start), a.start))) continue;
    // "hired 5", "added ~$150k ARR", "$150k new ARR": what came in, not the total.
    if (ADDED.test(near) || /^\s+new\b/i.test(text.slice(a.end, a.end + 6))) continue;
    const seen = (groups.length ? mentions.filter((m) => withFigure(groups, m.start, a)) : mentions).filter(
      (m) => !inRemark(m, a) && !eventDay(text, m, unit),
    );
    // "£2.36m (Apr), £2.41m (May)": a period in parentheses right after a figure is that figure's.
    const tagged = mentions.find(
      (m) => m.anchor && /^\s*\(\s*$/.test(text.slice(a.end, m.start)) && /^\s*\)/.test(text.slice(m.end, m.end + 3)),
    );
    const named = inSeries
      ? { effectiveAt: inSeries.effectiveAt, period: inSeries.period }
      : flowPeriod(
          tagged ?? periodFor(text, a, metric, lastEnd, clause, unit, seen, comparedAt(text, amounts, i)),
          metric,
          a,
          unit,
          seen,
        );
    // "Q2 FY27 revenue" in a text that never says when its fiscal year ends: the figure's period is unknown.
    if (!named && mentions.some((m) => m.fiscal === 'quarter' && !m.anchor && m.end <= a.start)) continue;
    // "burn averaged $520k per month over the quarter": a month's figure, as of the quarter's (or half's) end.
    // Said of this figure: from its metric (or the figure) to the end of its part of the list, not of another's
    // ("revenue for the quarter $1.17M, monthly net cash outflow ~$470K").
    const from = Math.max(clause.start, Math.min(metric.start, a.start) - 16);
    const rest = text.slice(a.end, clause.end);
    const stop = rest.search(/[;,](?!\d)/);
    const perMonth = !metric.def.balance && MONTHLY.test(text.slice(from, stop < 0 ? clause.end : a.end + stop));
    // A half year's total ("H1 net burn in total €1.8M") is no month's or quarter's; a balance at its end is.
    if (named?.half && !metric.def.balance && !perMonth) continue;
    // "Board summary, 24 June:" dates the meeting, not what it reviewed: under a heading that names only a day, a
    // figure naming no period is for the period the figures before it were ("ARR ended May at $2.55M. 24 people.").
    const heading = context.section?.period === 'point' && context.carried ? null : context.section;
    const section = heading ?? (metric.def.balance ? (context.day ?? context.carried) : context.carried);
    const chosen = named ?? section ?? fallback(metric);
    // "burn running ~$140k/mo" under a year that ended: that year's last month, the rate it ran at.
    const rate = !metric.def.balance && chosen.period === 'year' && /^\s?\/\s?mo(?:nth)?\b/i.test(after);
    const period = (perMonth && (named?.half || chosen.period === 'quarter')) || rate ? monthAt(chosen) : chosen;
    const kind = metric.def.kind;
    foundEnd = a.end;
    out.push({
      metric,
      amount: kind === 'months' && a.duration === 'years' ? a.value * 12 : a.value,
      unit: kind === 'percent' ? '%' : kind === 'money' ? (a.currency ?? namedCurrency(text, metric, a)) : null,
      period: { effectiveAt: period.effectiveAt, period: period.period },
      guessed: !named && !section,
      aside: groupAt(groups, a.start) !== undefined,
      total: TOTAL_AFTER.test(text.slice(a.end, a.end + 12)) || TOTAL_BEFORE.test(near),
    });
  }
  return withoutParts(out);
}
