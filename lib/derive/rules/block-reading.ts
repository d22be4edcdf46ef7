/**
 * How a block's own words change the way its sentences are read: the metric a quoted question asked for, a
 * catching-up sentence, plan figures in brackets, and spend the writer says is burn. Same-length rewrites keep
 * every offset, so quotes still come from the text as written.
 */

import { findMetrics, type MetricMention } from './metrics';
import { type Span, type Unit } from './sentences';

/** The one metric the questions of the quoted mail name ("Could you send Q2 burn by month?"), if one. */
export function askedMetric(text: string, live: Span[]): MetricMention | undefined {
  const from = live.at(-1)?.end ?? 0;
  const asked: MetricMention[] = [];
  // Each question from the sentence end before it: one pass back from every "?", never past the one before (a
  // pattern tried at every position was quadratic on a long quote without one).
  let after = from;
  for (let q = text.indexOf('?', from); q >= 0; q = text.indexOf('?', q + 1)) {
    let start = q;
    while (start > after && !/[.!?]/.test(text[start - 1] ?? '')) start--;
    asked.push(...findMetrics(text, start, q + 1));
    after = q + 1;
  }
  const keys = new Set(asked.map((m) => m.def.key));
  return keys.size === 1 ? asked[0] : undefined;
}

/** A sentence catching up on months an update skipped: "For the record, since I skipped two updates: …". */
export const LOOK_BACK =
  /\b(?:for the record|(?:since|as) I (?:skipped|missed)|I (?:skipped|missed|forgot)|catching up on|for completeness)\b/i;

/** A heading saying the plan's figures are the bracketed ones: "(budget in brackets)", "plan in parentheses". */
export const BRACKETED_PLAN =
  /\b(?:budget|plan|forecast|target)s?\s+(?:figures\s+)?(?:in|within|shown\s+in)\s+(?:brackets|parenth[ae]s[ie]s)\b/i;

/** `text` with the unit's bracketed parts blanked (the same length, so offsets stay): figures there are the plan's. */
export function unbracketed(text: string, unit: Unit): string {
  const inside = text.slice(unit.start, unit.end).replace(/\([^()]*\)/g, (m) => ' '.repeat(m.length));
  return text.slice(0, unit.start) + inside + text.slice(unit.end);
}

/** "With no revenue yet, that spend is our burn.": the writer says what they spent is their net burn. */
const SPEND_IS_BURN =
  /\b(?:that|this|the|our|all)\s+(?:spend(?:ing)?|spent)\s+(?:is|was|=)\s+(?:our|the)\s+(?:net\s+)?burn\b/i;

/** `text` with "spent" read as "burnt" (the same length, so offsets stay) where the text says spend is burn. */
export function spendAsBurn(text: string): string {
  return SPEND_IS_BURN.test(text) ? text.replace(/\b(?:we|We)\s+spent\b/g, (m) => m.replace('spent', 'burnt')) : text;
}
