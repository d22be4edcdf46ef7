'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { MARK_CLASS, useQuoteReveal } from './quote';

/** A passage marked in rendered Markdown, styled as every quote mark is and scrolled to like them. */
export function QuoteMark({ children }: { children?: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const reveal = useQuoteReveal();
  useEffect(() => {
    if (ref.current) reveal(ref.current);
  }, [reveal]);
  return (
    <mark ref={ref} data-quote="" className={MARK_CLASS}>
      {children}
    </mark>
  );
}
