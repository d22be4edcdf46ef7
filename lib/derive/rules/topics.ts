/**
 * What a piece is about (its topic), a headline and a snippet for lists. Keyword rules, subject first: a subject
 * says what the sender meant the piece to be; the body is read only when the subject says nothing.
 */

import { type Topic } from '../../schemas/common';
import { cutAtWord, dropGreeting, isBoilerplate, isGreeting, isSignOff, liveLines } from './sentences';

interface TopicInput {
  subject?: string;
  text: string;
  kind: 'email' | 'file' | 'meeting' | 'note';
}

const MONTH =
  'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec';
const BOARD = /\bboard (?:meeting|deck|minutes|pack|call|session)\b|\bminutes of the board\b|\bBoD\b/i;
// "SAFE" only in capitals: "safe to say" is not a legal document.
const SAFE = /\bSAFEs?\b/;
const LEGAL_SUBJECT =
  /\b(?:agreement|term sheet|consent|legal|NDA|side letter|subscription|docusign|signature (?:required|page)|amendment|waiver|counsel)\b/i;
// In a body "legal" or "consent" is said in passing; only documents count there.
const LEGAL_BODY = /\b(?:term sheet|side letter|subscription agreement|shareholders'? agreement|NDA)\b/i;
const PERIODIC = new RegExp(
  `\\b(?:(?:monthly|quarterly|weekly|annual|investor|shareholder|LP) (?:update|report|letter|newsletter)|newsletter|(?:Q[1-4]|H[12]|${MONTH})\\b.{0,20}\\bupdate)\\b`,
  'i',
);
const ANNOUNCEMENT =
  /\b(?:announc(?:e|es|ed|ing|ement)|launch(?:es|ed|ing)?|press release|introducing|unveil(?:s|ed)?)\b/i;
const ADHOC = /\b(?:update|news|heads[- ]up|fyi|quick note|progress)\b/i;
// Said in a body, these make a piece a company's own news even when nothing names it an update.
const BUSINESS =
  /\b(?:ARR|MRR|revenue|burn|runway|customers|hired|raised|launched|shipped|signed|headcount|cash|pipeline|churn)\b/i;

/**
 * The topic of an email, file, meeting or note. The subject is read first, in this order: board meeting ("Board
 * meeting: approve the SAFE" is a board meeting), legal ("Board consent" is legal), periodic update,
 * announcement, ad-hoc update. Then the body, for the same but with only legal documents counting as legal, and
 * any business news (ARR, hired, raised…) making it an ad-hoc update. Otherwise 'other'.
 */
export function topicOf(input: TopicInput): Topic {
  const subject = oneLine(input.subject ?? '');
  const body = liveLines(input.text, input.subject)
    .map((s) => input.text.slice(s.start, s.end))
    .join('\n')
    .slice(0, 2000);
  if (subject) {
    if (BOARD.test(subject)) return 'board-meeting';
    if (LEGAL_SUBJECT.test(subject) || SAFE.test(subject)) return 'legal-communication';
    if (PERIODIC.test(subject)) return 'periodic-company-update';
    if (ANNOUNCEMENT.test(subject)) return 'company-announcement';
    if (ADHOC.test(subject)) return 'adhoc-company-update';
  }
  if (BOARD.test(body)) return 'board-meeting';
  if (LEGAL_BODY.test(body) || SAFE.test(body)) return 'legal-communication';
  if (PERIODIC.test(body)) return 'periodic-company-update';
  if (ANNOUNCEMENT.test(body)) return 'company-announcement';
  return BUSINESS.test(body) ? 'adhoc-company-update' : 'other';
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const BULLET = /^(?:[-*•·▪◦–]|\d{1,2}[.)])\s+/;
const REPLY_PREFIX = /^(?:(?:re|fwd?|fw|aw|wg|tr)\s*(?:\[\d+\])?:\s*)+/i;

/** The meaningful lines of a text: its own (not quoted), no greeting, sign-off or disclaimer. */
function meaningfulLines(text: string): string[] {
  const out: string[] = [];
  for (const span of liveLines(text)) {
    const raw = oneLine(text.slice(span.start, span.end));
    if (isSignOff(raw)) break;
    // Markdown (notes, meeting notes) shows as plain words in a headline or snippet.
    const line = dropGreeting(raw)
      .replace(BULLET, '')
      .replace(/^#{1,6}\s+/, '')
      .replace(/\*\*|__/g, '');
    if (!line || isGreeting(line) || isBoilerplate(line)) continue;
    out.push(line);
  }
  return out;
}

const clip = (s: string, max: number): string => {
  const { text, cut } = cutAtWord(s, max - 1);
  return cut ? `${text}…` : text;
};

/** A headline of at most 120 characters: the subject or title without "Re:"/"Fwd:", else the text's first line. */
export function headlineOf(title: string | null | undefined, text: string): string {
  const subject = oneLine((title ?? '').replace(REPLY_PREFIX, ''));
  return clip(subject || (meaningfulLines(text)[0] ?? ''), 120);
}

/** The first ~200 meaningful characters of a text, cut at a word and ending with "…" when cut. */
export function snippetOf(text: string): string {
  return clip(meaningfulLines(text).join(' '), 200);
}
