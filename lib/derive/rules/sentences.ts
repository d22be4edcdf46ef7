/**
 * The author's own text in a block, cut into sentences and bullet lines. Everything is kept as offsets into the
 * original text so that every quote taken from it is an exact substring of what arrived.
 */

import {
  FORWARD_BANNER,
  FORWARD_SUBJECT,
  FROM_LABEL,
  HEADER_LABEL,
  SENT_LABEL,
  FORWARDED_SUBJECT_LINE,
} from './mail-headers';

export interface Span {
  start: number;
  end: number;
}

export interface Unit extends Span {
  /** A bullet or numbered line (with its wrapped continuation lines), marker excluded. */
  bullet: boolean;
  /** A short line on its own without closing punctuation: "September highlights:", "Key metrics". */
  heading: boolean;
}

/** Each line of `text`, without its line break. */
function lineSpans(text: string): Span[] {
  const out: Span[] = [];
  let start = 0;
  for (const m of text.matchAll(/\r?\n|\r/g)) {
    out.push({ start, end: m.index });
    start = m.index + m[0].length;
  }
  out.push({ start, end: text.length });
  return out;
}

const lineText = (text: string, s: Span): string => text.slice(s.start, s.end);

/** Whether line `i` starts the quoted part of a reply (everything from there on was written by someone else). */
function replyStarts(text: string, lines: Span[], i: number): boolean {
  const line = lineText(text, lines[i] ?? { start: 0, end: 0 });
  if (/^\s*-{2,}\s*Original Message\s*-{2,}\s*$/i.test(line)) return true;
  if (/^\s*(?:On|Am|Le)\s/.test(line)) {
    // "On Mon, 5 Oct 2026 at 09:12, Jane Doe <jane@acme.com> wrote:", which clients wrap over up to three lines.
    let joined = '';
    for (let k = i; k < Math.min(i + 3, lines.length); k++) {
      joined += ` ${lineText(text, lines[k] ?? { start: 0, end: 0 })}`;
      if (joined.length < 400 && /(?:wrote|schrieb|a écrit)\s*:\s*$/.test(joined)) return true;
    }
  }
  if (FROM_LINE.test(line)) {
    // Outlook's "From: … Sent: …" header block (German "Von: … Gesendet:", Dutch "Van: … Verzonden:", …). A
    // forward (a client's banner above it) is the content itself.
    const next = lines.slice(i + 1, i + 5).map((s) => lineText(text, s));
    const before = lines.slice(Math.max(0, i - 2), i).map((s) => lineText(text, s));
    return next.some((l) => SENT_LINE.test(l)) && !before.some((l) => FORWARD_MARK.test(l));
  }
  return false;
}

const FROM_LINE = new RegExp(`^\\s*\\**${FROM_LABEL}\\s?:\\**\\s`);
const SENT_LINE = new RegExp(`^\\s*\\**${SENT_LABEL}\\s?:\\**\\s`);
/** A client's banner line above a forwarded message's header. */
const FORWARD_MARK = new RegExp(`^\\s*(?:${FORWARD_BANNER})\\s*$`, 'i');

/** The index of the first line after the header block that starts at or after line `i` ("From:", "Sent:", …). */
function afterHeader(text: string, lines: Span[], i: number): number {
  let j = i;
  let seen = false;
  for (; j < lines.length; j++) {
    const line = lineText(text, lines[j] ?? { start: 0, end: 0 }).trim();
    if (HEADER_LINE.test(line)) seen = true;
    else if (seen || (line !== '' && !/^-{2,}.*-{2,}$/.test(line))) break;
  }
  return j;
}

/**
 * The author's own lines: not lines quoted with ">", nor anything after a reply header or a "-- " signature.
 * In a forward (`subject` "FW: …", or a "Forwarded message" line) the forwarded message is the content: its
 * header block is passed over and its text read, up to the reply history quoted inside it.
 */
export function liveLines(text: string, subject?: string): Span[] {
  const lines = lineSpans(text);
  const out: Span[] = [];
  let forward = FORWARD_SUBJECT.test(subject ?? '');
  for (let i = 0; i < lines.length; i++) {
    const span = lines[i];
    if (!span) continue;
    const line = lineText(text, span);
    const marked = FORWARD_MARK.test(line);
    if (marked || (forward && replyStarts(text, lines, i))) {
      // The forwarded message's header (From:, Sent:, Subject:…) says who wrote it; its text follows.
      const from = marked || !HEADER_LINE.test(line.trim()) ? i + 1 : i;
      const next = afterHeader(text, lines, from);
      // "FW: FW: April numbers": a forward of a forward holds another header further down, also content.
      forward = lines.slice(from, next).some((l) => FORWARDED_SUBJECT_LINE.test(lineText(text, l)));
      i = next - 1;
      continue;
    }
    if (replyStarts(text, lines, i) || /^-- ?$/.test(line)) break;
    if (/^\s*>/.test(line)) continue;
    out.push(span);
  }
  return out;
}

/** The author's own text, quoted replies and signature removed (for display; quotes come from `liveLines`). */
export function stripQuoted(text: string): string {
  return liveLines(text)
    .map((s) => lineText(text, s))
    .join('\n')
    .trim();
}

/** `span` without surrounding whitespace. */
export function trimSpan(text: string, span: Span): Span {
  let { start, end } = span;
  while (start < end && /\s/.test(text[start] ?? '')) start++;
  while (end > start && /\s/.test(text[end - 1] ?? '')) end--;
  return { start, end };
}

/** Longer than this, a "sentence" is text without punctuation (a PDF page, a log): it is read in pieces. */
const MAX_UNIT = 600;

/** `span` in pieces of at most MAX_UNIT characters, cut at a line break or else a space where there is one. */
function capped(text: string, span: Span): Span[] {
  const out: Span[] = [];
  let { start } = span;
  while (span.end - start > MAX_UNIT) {
    const piece = text.slice(start, start + MAX_UNIT);
    const newline = piece.lastIndexOf('\n');
    const at = newline > MAX_UNIT / 2 ? newline : piece.search(/\s\S*$/);
    const end = at > MAX_UNIT / 2 ? start + at : start + MAX_UNIT;
    out.push(trimSpan(text, { start, end }));
    start = end;
  }
  out.push(trimSpan(text, { start, end: span.end }));
  return out.filter((s) => s.end > s.start);
}

const ABBREVIATION =
  /(?:\b(?:e\.g|i\.e|vs|approx|incl|Inc|Ltd|Co|Corp|Mr|Mrs|Ms|Dr|St|No|etc|est|Mio|Mrd|Tsd|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)|\b[A-Z]|U\.S)\.$/;

/** Sentences of text[span], trimmed. A full stop ends one when followed by a space and a letter, digit or symbol. */
export function splitSentences(text: string, span: Span): Span[] {
  const out: Span[] = [];
  let start = span.start;
  // Only from the first mark of a run ("?!", "..."): retrying inside a long run of marks would take quadratic time.
  // Lower case too: some founders write all in lower case ("14 people. burn $104k. november is the big one.").
  const re = /(?<![.!?])[.!?]+(?![.!?])["')\]]*\s+(?=["'([A-Za-z0-9$€£])/g;
  const slice = text.slice(span.start, span.end);
  for (const m of slice.matchAll(re)) {
    const stop = span.start + m.index;
    if (ABBREVIATION.test(text.slice(Math.max(span.start, stop - 6), stop + 1))) continue;
    // "Revenue ........ $4.05M": dot leaders lead to a figure; they end no sentence.
    if (/^\.{3,}\s+[$€£\d]/.test(text.slice(stop, stop + m[0].length + 1))) continue;
    const end = stop + m[0].trimEnd().length;
    out.push(trimSpan(text, { start, end }));
    start = end;
  }
  out.push(trimSpan(text, { start, end: span.end }));
  return out.filter((s) => s.end > s.start);
}

// A forwarded message's header lines are about the mail, not the company.
const HEADER_LINE = new RegExp(`^\\**${HEADER_LABEL}\\**\\s?:\\s`, 'i');
/** A list marker: a dash or dot, a number, or an emoji opening the line ("🔥 Net burn…", "👩‍💻 Team: 23"). */
const BULLET =
  /^(\s*)(?:[-*•·▪◦–]|\d{1,2}[.)]|\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*)\s+/u;
const LABEL_LINE = /^\s*[A-Z][\w ()/&$%£€'-]{0,30}:\s/;
/** "Revenue ............ $4.05M": a label, dot leaders and its figure, a line of its own. */
const LEADER_LINE = /^\s*\S.{0,60}?\s?\.{3,}\s*[$€£\d]/;

/**
 * Sentences and bullet lines of the given lines, skipping `skip` (table lines). A line without closing punctuation
 * continues onto the next (hard-wrapped mail) when it has 40+ characters or the next starts in lower case, unless
 * the next is a bullet or "Label: …".
 */
export function textUnits(text: string, lines: Span[], skip: (line: Span) => boolean = () => false): Unit[] {
  const out: Unit[] = [];
  // The width the text is wrapped at, as far as its longest line tells.
  const width = lines.reduce((w, l) => Math.max(w, l.end - l.start), 0);
  let block: (Span & { bullet: boolean; lines: number; lastLine: number }) | null = null;
  let prevEnd = -1;
  const flush = () => {
    if (!block) return;
    const { bullet, lines: count } = block;
    if (bullet) for (const s of capped(text, block)) out.push({ ...s, bullet, heading: false });
    else {
      const sentences = splitSentences(text, block).flatMap((s) => capped(text, s));
      const heading = count === 1 && sentences.length === 1 && block.end - block.start <= 80;
      for (const s of sentences)
        out.push({ ...s, bullet, heading: heading && !/[.!?]$/.test(text.slice(s.start, s.end)) });
    }
    block = null;
  };
  for (const raw of lines) {
    const span = trimSpan(text, raw);
    const line = text.slice(span.start, span.end);
    const adjacent = prevEnd >= 0 && text.slice(prevEnd, raw.start).split(/\r?\n|\r/).length <= 2;
    prevEnd = raw.end;
    if (span.end === span.start || skip(raw) || HEADER_LINE.test(line)) {
      flush();
      continue;
    }
    const marker = BULLET.exec(text.slice(raw.start, raw.end));
    if (marker) {
      flush();
      block = { start: raw.start + marker[0].length, end: span.end, bullet: true, lines: 1, lastLine: span.start };
      continue;
    }
    const prevLine = block ? text.slice(Math.max(block.start, block.lastLine), block.end) : '';
    // A wrap breaks a line where its next word would not fit: "…(£1.30m exactly at 31/05, finally)" then "burn
    // £255k…", in a note whose lines run to 100 characters, is a line of its own.
    const fits = prevLine.length + 1 + (/^\S+/.exec(line)?.[0].length ?? 0) <= width * 0.75;
    const wrapped = (prevLine.length >= 40 || /^[a-z$€£(]/.test(line)) && !fits;
    const listed = LABEL_LINE.test(line) || LEADER_LINE.test(line) || LEADER_LINE.test(prevLine);
    if (block && adjacent && wrapped && !/[.!?:]$/.test(prevLine) && !listed) {
      block.end = span.end;
      block.lines++;
      block.lastLine = span.start;
      continue;
    }
    flush();
    block = { start: span.start, end: span.end, bullet: false, lines: 1, lastLine: span.start };
  }
  flush();
  return out;
}

const GREETING =
  /^(?:(?:hi|hello|hey|dear|greetings|good (?:morning|afternoon|evening))\b[^.!?\n]{0,40}[,!:.]?|(?:i )?hope (?:you|this|all|everyone)[^.!?]*[.!?]?)$/i;
const SIGN_OFF =
  /^(?:best|thanks|thank you|many thanks|cheers|regards|kind regards|best regards|warm regards|warmly|all the best|sincerely|talk soon|speak soon|thx)\b[^.!?\n]{0,30}[,.!]?$/i;
const BOILERPLATE =
  /\b(?:confidential|intended (?:solely )?for|unsubscribe|privileged|if you (?:have )?received this|do not (?:forward|distribute)|sent from my (?:iphone|android|mobile))\b/i;

export const isGreeting = (s: string): boolean => GREETING.test(s.trim());

const GREETING_START =
  /^(?:(?:hi|hello|hey|dear)\b[^,!:.\n]{0,40}[,!:]\s*|(?:i )?hope (?:you|this|all|everyone)\b[^.!?]*[.!?]+\s*)+/i;
/** A line without the greeting it opens with ("Hi all, hope you're well! Here is…" → "Here is…"). */
export const dropGreeting = (s: string): string => s.replace(GREETING_START, '');
export const isSignOff = (s: string): boolean => SIGN_OFF.test(s.trim());
export const isBoilerplate = (s: string): boolean => BOILERPLATE.test(s);

/** Cut to at most `max` characters at a word boundary; `cut` tells whether anything was dropped. */
export function cutAtWord(s: string, max: number): { text: string; cut: boolean } {
  if (s.length <= max) return { text: s, cut: false };
  const head = s.slice(0, max);
  // The head ends a word already when the next character is a space.
  if (/\s/.test(s[max] ?? '')) return { text: head.trimEnd(), cut: true };
  const space = head.search(/\s\S*$/);
  const text = (space > max / 2 ? head.slice(0, space) : head).replace(/[\s,;:–—-]+$/, '');
  return { text, cut: true };
}
