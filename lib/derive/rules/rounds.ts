/**
 * A funding round the company closed, as the text value of a "Latest round" tracker: "We closed our $15M Series A
 * led by Sequoia" → "Series A — $15M led by Sequoia" (stage, amount as written, lead investor when named), dated the
 * day written. Not read: rounds being raised, planned or expected, and other companies' rounds (a competitor's,
 * "congrats to Initech on their Series A").
 */

import { findAmounts } from './amounts';
import { type Span } from './sentences';

const STAGE = /\b(pre[- ]?seed|seed|series\s+[A-H](?:[- ]?\d)?|bridge)\b(?:\s+(?:round|extension))?/i;
const CLOSED = /\b(?:closed|raised|completed|secured|finali[sz]ed|signed)\b/i;
const OURS = /\b(?:we|we've|our|us)\b/i;
const NOT_OURS_OR_NOT_DONE =
  /\b(?:will|plan(?:s|ning)?|expect(?:s|ing)?|hope|aim(?:s|ing)?|going\s+to|raising|closing|next|competitors?|rivals?|congrat\w*|their|they)\b/i;
/** "led by Sequoia", "led by Index Ventures": a name, capitalised. */
const LEAD = /\bled\s+by\s+((?:[A-Z][\w&'.-]*)(?:\s+(?:[A-Z][\w&'.-]*|&))*)/;

function stageName(s: string): string {
  const lower = s.toLowerCase().replace(/\s+/g, ' ');
  if (lower.startsWith('series')) return `Series ${s.trim().slice(6).trim().toUpperCase()}`;
  if (lower.startsWith('pre')) return 'Pre-seed';
  return lower === 'seed' ? 'Seed' : 'Bridge';
}

/** The round a sentence or bullet line `unit` of `text` reports closed, as a tracker's text, or null. */
export function roundIn(text: string, unit: Span): string | null {
  const sentence = text.slice(unit.start, unit.end);
  const stage = STAGE.exec(sentence);
  if (!stage || !CLOSED.test(sentence) || !OURS.test(sentence) || NOT_OURS_OR_NOT_DONE.test(sentence)) return null;
  // The round's size: a money figure written with a currency, not a valuation.
  const size = findAmounts(text, unit.start, unit.end).find(
    (a) => a.currency !== null && !/^\s*(?:pre|post|valuation)/i.test(text.slice(a.end, a.end + 12)),
  );
  const lead = LEAD.exec(sentence)?.[1]?.replace(/[.,]+$/, '');
  const amount = size ? ` — ${text.slice(size.start, size.end)}` : '';
  return `${stageName(stage[1] ?? '')}${amount}${lead ? ` led by ${lead}` : ''}`;
}
