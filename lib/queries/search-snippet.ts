import type { Highlight } from '../schemas/search';

/**
 * ts_headline marks matched words with these; the text it reads has them
 * replaced first (`HEADLINE_TEXT`), so a mark is never the content's own.
 */
export const START_MARK = '\u0001';
export const STOP_MARK = '\u0002';
const SNIPPET_CHARS = 300;

/** How far before the first match a long snippet starts, so the match reads in context. */
const LEAD = 80;

/**
 * A marked headline as plain text with highlight offsets (UTF-16 code units,
 * as JavaScript strings count): whitespace runs become one space, and a text
 * over 300 characters is cut to 300 around its first match.
 */
export function snippetOf(marked: string): { snippet: string; highlights: Highlight[] } {
  let out = '';
  const highlights: Highlight[] = [];
  let open: number | undefined;
  for (const ch of marked) {
    if (ch === START_MARK) open = out.length;
    else if (ch === STOP_MARK) {
      if (open !== undefined && out.length > open) highlights.push({ start: open, length: out.length - open });
      open = undefined;
    } else if (/\s/u.test(ch)) {
      if (out.length > 0 && !out.endsWith(' ')) out += ' ';
    } else out += ch;
  }
  const text = out.trimEnd();
  return cut(text, highlights.filter((h) => h.start + h.length <= text.length));
}

function cut(text: string, highlights: Highlight[]): { snippet: string; highlights: Highlight[] } {
  if (text.length <= SNIPPET_CHARS) return { snippet: text, highlights };
  const first = highlights[0]?.start ?? 0;
  let start = Math.max(0, Math.min(first - LEAD, text.length - SNIPPET_CHARS));
  // Start on a word, and never inside a surrogate pair.
  const space = text.lastIndexOf(' ', start);
  if (start > 0 && space >= 0 && first - space <= LEAD * 2) start = space + 1;
  if (isLowSurrogate(text.charCodeAt(start))) start += 1;
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length && isLowSurrogate(text.charCodeAt(end))) end -= 1;
  const snippet = text.slice(start, end).trimEnd();
  return {
    snippet,
    highlights: highlights
      .map((h) => ({ start: h.start - start, length: h.length }))
      .filter((h) => h.start >= 0 && h.start + h.length <= snippet.length),
  };
}

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
