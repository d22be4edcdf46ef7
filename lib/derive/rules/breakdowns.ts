/**
 * Figures beside a metric's value that are not another value of it: a round figure restated exactly in
 * parentheses ("just under $1M ($0.9M)"), a cost in a remark ("the recall cost us ~$70k"), and the parts of a
 * total named by what they count ("revenue £820k — ads £510k, paid subscriptions £310k").
 */

import type { Amount } from './amounts';
import type { PeriodMention } from './periods';

const APPROXIMATE =
  /(?:\b(?:just\s+(?:under|over|below|above|shy\s+of)|nearly|almost|about|around|roughly|approximately|circa|close\s+to)\s*|[~≈]\s*)$/i;

/**
 * "Q1 revenue just under $1M ($0.9M)": a rounded figure followed by the exact one in parentheses. The exact one is
 * the value; the rounded one is not.
 */
export function roundedBeforeExact(text: string, a: Amount, next: Amount, near: string): boolean {
  if (!APPROXIMATE.test(near)) return false;
  if (!/^\s*\(\s*$/.test(text.slice(a.end, next.start))) return false;
  return /^\s*\)/.test(text.slice(next.end)) && next.currency === a.currency;
}

/** "the recall cost us ~$70k": money introduced by a verb of spending is that cost. */
const SPENT =
  /\b(?:cost(?:s|ing)?|spent|spending|paid|paying|charged|fined|wrote\s+off)(?:\s+(?:us|them|the\s+company))?\s*(?:(?:about|around|roughly|another|an\s+extra|~)\s*)?$/i;

export const spentFigure = (near: string): boolean => SPENT.test(near);

/** Words that join figures of one metric ("$2.3M, up from $2.0M", "210, and 215 in May"), never a part's name. */
const JOINING = new Set(
  (
    'up down from to vs versus was were is are and or in of at by on with the a an plus minus about around roughly ' +
    'only now then still also than compared flat last this previous prior year month quarter approximately nearly ' +
    'almost just under over each per ending end so total altogether combined which while but after before'
  ).split(' '),
);

/**
 * "Revenue for the quarter was £820k — ads £510k, paid subscriptions £310k": after a figure of a metric, a figure
 * labelled by a name of its own (one to three words, no period) is a part of it. `between` is the text from the
 * previous figure's end to this one's start.
 */
export function partOfTotal(between: string, at: number, mentions: PeriodMention[]): boolean {
  const label = /^[\s,;:—–-]*(?:and\s+)?(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*){0,2})\s*:?\s*(?:[~≈]\s*)?$/u.exec(
    between,
  )?.[1];
  if (!label || label.split(/\s+/).some((w) => JOINING.has(w.toLowerCase()))) return false;
  const start = at - between.length;
  return !mentions.some((m) => m.start < at && m.end > start);
}
