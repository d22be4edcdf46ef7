/**
 * The period a block as a whole reports on, for figures whose own sentence or table names none.
 *
 * 1. A headline (the subject, or one of the first three lines of the author's text) that names an update or report
 *    and a period: "October update", "Acme — Oct '26 investor update", "Q3 2026 results" → that period.
 * 2. Otherwise, if the block reads like a periodic update ("update", "newsletter", "monthly report"… in the subject
 *    or first 500 characters): the last complete month before `writtenAt` (the last complete quarter when the
 *    headline says "quarterly"). Updates go out after the period they cover.
 * 3. Otherwise (an ad-hoc note): a balance (cash, ARR, MRR, runway, headcount, customers) is as of the day written,
 *    period 'point' — "we have $3M in the bank" is true when said; a flow or ratio (revenue, burn, margin…) is for
 *    the last complete month before `writtenAt`.
 */

import { type TextBlock } from '../types';
import { fiscalDated, fiscalYearOf } from './block-dates';
import { type MetricDef } from './metrics';
import { groupAt, parenGroups } from './parens';
import { findPeriods, isoDate, type Period, previousMonth, previousQuarter } from './periods';
import { isGreeting, type Span } from './sentences';

interface ReportingContext {
  /** The period a headline names, if any. */
  period: Period | null;
  update: boolean;
  quarterly: boolean;
}

const HEADLINE =
  /\b(?:update|report|results|recap|review|summary|newsletter|letter|kpis?|metrics|highlights|numbers|financials)\b/i;
const SUBJECT_MONTH =
  /(?:\/\/|[-–—:|])\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)(?:uary|ruary|ch|il|e|y|ust|ember|ober)?\s*$/;
/** "vanefield may": a month closing a subject of a word or two (a company's name), in lower case. */
const SHORT_SUBJECT_MONTH = /^\s*\S+(?:\s+\S+)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\s*$/;
const UPDATE = /\b(?:update|newsletter|monthly report|quarterly report|investor letter|shareholder letter)\b/i;

export function reportingContext(block: TextBlock, live: Span[]): ReportingContext {
  const firstLines = live
    .map((s) => block.text.slice(s.start, s.end).trim())
    .filter((l) => l !== '' && !isGreeting(l))
    .slice(0, 3)
    .filter((l) => l.length <= 120);
  // "stackwright // may": a month written in lower case at the end of a subject, after a separator, is the month.
  const subject = (block.subject ?? '')
    .replace(SUBJECT_MONTH, (m) => m.replace(/[a-z]/, (c) => c.toUpperCase()))
    .replace(SHORT_SUBJECT_MONTH, (m) => m.replace(/[a-z](?=\w*$)/, (c) => c.toUpperCase()));
  const headlines = [subject, ...firstLines].filter((h) => h.trim() !== '');
  let period: Period | null = null;
  // "Finance pack Q1 FY27": a fiscal quarter is dated by the fiscal year the text gives, or is no headline period.
  const fiscal = fiscalYearOf(`${headlines.join('\n')}\n${block.text}\n${block.mailText ?? ''}`, block.writtenAt);
  for (const h of headlines) {
    // "Kestrel — February", "T&F Q1", "january was solid.": a month, quarter or year named outright in a headline
    // is the period reported, even without a word such as "update"; a day ("call on 12 May") is not.
    const headline = HEADLINE.test(h);
    // "ARR $2.62M (June '25: $1.66M)": a period in parentheses is a comparison's, not the one reported.
    const groups = parenGroups(h, { start: 0, end: h.length });
    const found = findPeriods(h, block.writtenAt)
      .map((m) => fiscalDated(m, fiscal, block.writtenAt))
      .find(
        (m) => m.anchor && !groupAt(groups, m.start) && (headline || (m.period !== 'point' && !m.relative && !m.half)),
      );
    if (found) {
      period = { effectiveAt: found.effectiveAt, period: found.period };
      break;
    }
  }
  const opening = live
    .map((s) => block.text.slice(s.start, s.end))
    .join('\n')
    .slice(0, 500);
  return {
    period,
    update: UPDATE.test(block.subject ?? '') || UPDATE.test(opening),
    quarterly: headlines.some((h) => /\bquarterly\b/i.test(h)),
  };
}

/** The period for a figure of `metric` whose sentence, section and table name none (rules 1–3 above). */
export function fallbackPeriod(ctx: ReportingContext, metric: MetricDef, writtenAt: Date): Period {
  if (ctx.period) return ctx.period;
  if (ctx.update) return ctx.quarterly ? previousQuarter(writtenAt) : previousMonth(writtenAt);
  return metric.balance ? { effectiveAt: isoDate(writtenAt), period: 'point' } : previousMonth(writtenAt);
}
