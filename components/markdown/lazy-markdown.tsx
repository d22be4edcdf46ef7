'use client';

import { lazy, Suspense } from 'react';
import { useQuotedPassage } from '@/components/sources/quote';
import { cn } from '@/lib/utils';

/**
 * The Markdown renderer (react-markdown, remark-gfm: the largest library in
 * the console) for client components, as its own chunk, so it is not part of
 * any page's first load. Server rendering still renders it in full, and
 * hydration keeps that HTML until the chunk arrives; a client-side render
 * shows the plain text meanwhile. Server components import ./markdown; the
 * source views, shown on server pages and in the review queue's pane, use this.
 */
const Renderer = lazy(() => import('./markdown').then((m) => ({ default: m.Markdown })));

export function LazyMarkdown({ children, className }: { children: string; className?: string }) {
  // The passage a source page or the review pane was opened to show, marked in the rendered text.
  const quote = useQuotedPassage();
  return (
    <Suspense fallback={<div className={cn('whitespace-pre-wrap break-words text-sm', className)}>{children}</div>}>
      <Renderer className={className} quote={quote}>
        {children}
      </Renderer>
    </Suspense>
  );
}
