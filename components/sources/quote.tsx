'use client';

import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
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
  /** Scrolls the first mark into view, once per quote. */
  reveal: (mark: HTMLElement) => void;
}

const QuoteContext = createContext<QuoteContextValue>({ quote: undefined, pattern: undefined, reveal: () => {} });

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

/** Splits `text` into plain parts and <mark>ed matches of the pattern. */
function marked(text: string, pattern: RegExp): ReactNode[] | undefined {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const start = m.index;
    if (m[0].length === 0) continue;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <mark key={start} data-quote="" className={MARK_CLASS}>
        {m[0]}
      </mark>,
    );
    last = start + m[0].length;
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

/** Text with the quoted passage marked and scrolled to. */
export function QuotedText({ text }: { text: string }) {
  const pattern = useQuotePattern();
  const parts = useMemo(() => (pattern ? marked(text, pattern) : undefined), [pattern, text]);
  const ref = useRef<HTMLSpanElement>(null);
  useRevealQuote(ref, parts !== undefined);
  return <span ref={ref}>{parts ?? text}</span>;
}

export { marked as markQuote };
