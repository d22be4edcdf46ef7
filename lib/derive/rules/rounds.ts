/**
 * A funding round the company closed, as the text value of a "Latest round" tracker: "We closed our $15M Series A
 * led by Sequoia" → "Series A — $15M led by Sequoia" (stage, amount as written, lead investor when named), dated the
 * day written. Not read: rounds being raised, planned or expected, and other companies' rounds (a competitor's,
 * "congrats to Initech on their Series A").
 */

import { findAmounts } from './amounts';
import { type Span } from './sentences';

// Portuguese, Spanish and French "Série A", Italian "Serie A".
const STAGE = /\b(pre[- ]?seed|seed|(?:series|s[ée]rie)\s+[A-H](?:[- ]?\d)?|bridge)\b(?:\s+(?:round|extension))?/i;
/** A SAFE, in capitals only: "safe" is a word. */
const SAFE = /\b(?:post-money\s+|pre-money\s+)?(SAFE)s?\b/;
// Dutch, Portuguese and Italian too: "gesloten", "fechada", "chiusa".
const CLOSING = String.raw`closed|completed|gesloten|afgerond|fechad[ao]|conclu[ií]d[ao]|chius[ao]`;
const CLOSED = new RegExp(String.raw`\b(?:${CLOSING}|raised|secured|finali[sz]ed|signed)\b`, 'i');
/**
 * The round as the subject of a summary's line: "Series B closed on 20 May: $42M", "2. Financing: the $8M Series A
 * closed on October 2", "De Series A van € 12 mln is … gesloten". Nobody else's round is written so.
 */
const SUBJECT_FIRST = new RegExp(
  String.raw`^[\s*•-]*(?:\d+\.\s*)?(?:[A-Z][\w ]{0,20}:\s*)?(?:(?:the|our|de|het|la|il|o|a)\s+)?` +
    String.raw`(?:(?:[$€£]|USD|EUR|GBP)\s?[\d.,]+\s?(?:[kKmM]|mn|mln|bn|million)?\s+)?` +
    String.raw`(?:${STAGE.source}|(?:post-money\s+)?SAFE)\b(?:[^.;]|\d\.\d){0,60}?\b(?:${CLOSING})\b`,
  'i',
);
const OURS = /\b(?:we|we've|our|us)\b/i;
/** Board minutes on the company's own round: "The board ratified the seed extension", "confirmed that the Series A",
 * "The CEO reported that the Series A financing closed",
 * "O conselho ratificou o fechamento da Série A". */
const MINUTED = new RegExp(
  String.raw`\b(?:ratified|approved|confirmed|noted|reported|ratificou|aprovou|ratificó|aprobó)\s+(?:that\s+)?(?:o\s+fechamento\s+d[ao]|el\s+cierre\s+de\s+la|the|our)\s+(?:[$€£]?[\d.,]+\s?(?:[kKmM]|mn|million)?\s+)?(?:${STAGE.source})`,
  'i',
);
// A term sheet or letter of intent signed is a round agreed, not closed.
const NOT_OURS_OR_NOT_DONE =
  /\b(?:will|plan(?:s|ning)?|expect(?:s|ing)?|hope|aim(?:s|ing)?|going\s+to|raising|closing|next|competitors?|rivals?|congrat\w*|their|they|term\s*sheets?|LOI|letters?\s+of\s+intent)\b/i;
/** "led by Sequoia", "liderada pela Beaconfell Capital": a name, capitalised. */
const LEAD =
  /\b(?:led\s+by|liderada\s+(?:pela|por)|guidat[oa]\s+da)\s+((?:[A-Z][\w&'.-]*)(?:\s+(?:[A-Z][\w&'.-]*|&))*)/;

function stageName(s: string): string {
  const lower = s.toLowerCase().replace(/\s+/g, ' ');
  if (/^s[ée]ri/.test(lower)) return `Series ${s.trim().slice(6).trim().toUpperCase()}`;
  if (lower.startsWith('pre')) return 'Pre-seed';
  if (lower === 'safe') return 'SAFE';
  return lower === 'seed' ? 'Seed' : 'Bridge';
}

/**
 * What a round's text adds after its name (" — $42M", " led by Meridian"): one round closed on one day is one
 * value however much of this a mention gives. A pattern in JavaScript's and PostgreSQL's common syntax.
 */
export const ROUND_DETAIL = '( — | led by ).*$';
const DETAIL = new RegExp(ROUND_DETAIL, 's');

/** A round's text without its details: "Series B — $42M led by Meridian" is "Series B". */
export const roundName = (text: string): string => text.replace(DETAIL, '');

/** The round a sentence or bullet line `unit` of `text` reports closed, as a tracker's text, or null. */
export function roundIn(text: string, unit: Span): string | null {
  const sentence = text.slice(unit.start, unit.end);
  const stage = STAGE.exec(sentence) ?? SAFE.exec(sentence);
  // "(… existing investors took up their pro rata)": an aside names others, not the round's owner.
  const plain = sentence.replace(/\([^()]*\)/g, ' ');
  if (!stage || !CLOSED.test(sentence) || NOT_OURS_OR_NOT_DONE.test(plain)) return null;
  if (!OURS.test(sentence) && !SUBJECT_FIRST.test(sentence) && !MINUTED.test(sentence)) return null;
  // The round's size: a money figure written with a currency, not a valuation.
  const size = findAmounts(text, unit.start, unit.end).find(
    (a) => a.currency !== null && !/^\s*(?:pre|post|valuation)/i.test(text.slice(a.end, a.end + 12)),
  );
  const lead = LEAD.exec(sentence)?.[1]?.replace(/[.,]+$/, '');
  const amount = size ? ` — ${text.slice(size.start, size.end)}` : '';
  return `${stageName(stage[1] ?? '')}${amount}${lead ? ` led by ${lead}` : ''}`;
}
