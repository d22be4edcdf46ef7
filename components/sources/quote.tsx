'use client';

import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { type CellQuote, findQuotedCellIn, parseCellQuote } from '@/lib/sources/cell-quote';
import { quotePattern } from '@/lib/sources/quote-pattern';

/**
 * The passage a reader came to see (a value's quoted sentence, or `?quote=` on
 * a source page), marked wherever a source shows text. A context rather than a
 * prop, so the source views render unchanged on the server and in the review pane.
 */
interface QuoteContextValue {
  /** The passage as given, for renderers that match it themselves (Markdown). */
  quote: string | undefined;
  pattern: RegExp | undefined;
  /** A table value's quote ("ARR · Oct 2026 · 1,180,000"): the one cell it names is marked, not every equal text. */
  cell: CellQuote | undefined;
  /** Scrolls the first mark into view, once per quote. */
  reveal: (mark: HTMLElement) => void;
}

const QuoteContext = createContext<QuoteContextValue>({
  quote: undefined,
  pattern: undefined,
  cell: undefined,
  reveal: () => {},
});

export function QuoteProvider({
  quote,
  scrollContainer,
  children,
}: {
  quote: string | undefined;
  /** Scroll inside this box (a pane) instead of the page. */
  scrollContainer?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const revealed = useRef<string | undefined>(undefined);
  const value = useMemo<QuoteContextValue>(() => {
    const pattern = quotePattern(quote);
    return {
      quote,
      pattern,
      cell: parseCellQuote(quote),
      reveal: (mark) => {
        if (!pattern || revealed.current === quote) return;
        revealed.current = quote;
        const box = scrollContainer?.current;
        if (!box) {
          mark.scrollIntoView({ block: 'center' });
          return;
        }
        // Only the pane scrolls: scrollIntoView would move the page as well.
        const m = mark.getBoundingClientRect();
        const b = box.getBoundingClientRect();
        box.scrollTop += m.top - b.top - b.height / 2 + m.height / 2;
      },
    };
  }, [quote, scrollContainer]);
  return <QuoteContext.Provider value={value}>{children}</QuoteContext.Provider>;
}

/** How a quoted passage is marked, wherever it is. */
export const MARK_CLASS = 'rounded-sm bg-amber-200 px-0.5 text-inherit dark:bg-amber-700/60';

/** Splits `text` into plain parts and <mark>ed matches of the pattern (or the one range given). */
function marked(text: string, pattern: RegExp | { start: number; end: number }): ReactNode[] | undefined {
  const parts: ReactNode[] = [];
  let last = 0;
  const ranges =
    pattern instanceof RegExp
      ? [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length }))
      : [pattern];
  for (const { start, end } of ranges) {
    if (end === start) continue;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <mark key={start} data-quote="" className={MARK_CLASS}>
        {text.slice(start, end)}
      </mark>,
    );
    last = end;
  }
  if (parts.length === 0) return undefined;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** Reveals the first mark rendered inside `ref` once it is in the document. */
export function useRevealQuote<T extends HTMLElement>(ref: RefObject<T | null>, active: boolean) {
  const { reveal } = useContext(QuoteContext);
  useEffect(() => {
    const mark = active ? ref.current?.querySelector<HTMLElement>('mark[data-quote]') : null;
    if (mark) reveal(mark);
  }, [active, reveal, ref]);
}

/** The passage in effect, as given. */
export function useQuotedPassage(): string | undefined {
  return useContext(QuoteContext).quote;
}

/** Scrolls a mark into view, the first time for the quote in effect. */
export function useQuoteReveal(): (mark: HTMLElement) => void {
  return useContext(QuoteContext).reveal;
}

/** The quote pattern in effect, for components that mark text themselves (sheet cells). */
export function useQuotePattern(): RegExp | undefined {
  return useContext(QuoteContext).pattern;
}

/** The table cell the quote in effect names, if it is a table value's quote. */
export function useQuotedCell(): CellQuote | undefined {
  return useContext(QuoteContext).cell;
}

/** Text with the quoted passage marked and scrolled to: a table value's one cell, else every match. */
export function QuotedText({ text }: { text: string }) {
  const pattern = useQuotePattern();
  const cell = useQuotedCell();
  const parts = useMemo(() => {
    const range = cell && findQuotedCellIn(text, cell);
    if (range) return marked(text, range);
    return pattern ? marked(text, pattern) : undefined;
  }, [cell, pattern, text]);
  const ref = useRef<HTMLSpanElement>(null);
  useRevealQuote(ref, parts !== undefined);
  return <span ref={ref}>{parts ?? text}</span>;
}

export { marked as markQuote };
