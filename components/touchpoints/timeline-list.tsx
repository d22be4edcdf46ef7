'use client';

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { cn } from '@/lib/utils';
import type { TimelineRow } from './rows';
import { TouchpointCard } from './touchpoint-card';

/** Height of the app shell's sticky header (h-14): month headers stick just below it. */
const STICKY_TOP = 56;

/** The last index of `sorted` that is at most `index`. */
function lastAtOrBefore(sorted: readonly number[], index: number): number | undefined {
  let found: number | undefined;
  for (const i of sorted) {
    if (i > index) break;
    found = i;
  }
  return found;
}

interface TimelineListProps {
  rows: readonly TimelineRow[];
  /** Touchpoints whose updatedAt is after this instant get the "updated since your last visit" mark. */
  previousVisit: number | undefined;
  /** Called with the index of the last rendered row, so the caller can fetch ahead. */
  onRangeEnd: (lastIndex: number) => void;
}

/**
 * The window scrolls (not an inner box), so the page keeps one scrollbar and
 * the browser's own keys (Space, End) work. Only rows near the viewport are in
 * the DOM; each is measured once rendered, as cards differ in height.
 */
export function TimelineList({ rows, previousVisit, onRangeEnd }: TimelineListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [listTop, setListTop] = useState(0);

  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const measure = () => setListTop(el.getBoundingClientRect().top + window.scrollY);
    measure();
    // Content above the list (filters wrapping, a banner) moves it; the body's size tells us.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const stickyIndexes = useMemo(() => rows.flatMap((row, index) => (row.kind === 'month' ? [index] : [])), [rows]);

  // The month whose header has scrolled under the app header stays rendered, so it can stick.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const active = lastAtOrBefore(stickyIndexes, range.startIndex);
      const indexes = new Set(defaultRangeExtractor(range));
      if (active !== undefined) indexes.add(active);
      return [...indexes].sort((a, b) => a - b);
    },
    [stickyIndexes],
  );

  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.kind === 'month' ? 44 : 300),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 6,
    // Offsetting by the app header makes "the first visible row" the one just below it.
    scrollMargin: listTop - STICKY_TOP,
    rangeExtractor,
    // React 19 warns about flushSync during rendering; scroll updates can wait a frame.
    useFlushSync: false,
    // Before the window is measured (the server's render, and hydration, which must match it), assume a
    // screenful: the first HTML then holds the first cards instead of an empty list.
    initialRect: { width: 0, height: 900 },
  });

  // Keep the reader's place only when a card above the visible area changes height. The default rule
  // compares against scrollMargin, which is wrong (negative) until the list's top is measured, and so
  // scrolled the page on load by the first cards' estimate error, hiding the header and tabs.
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, instance) => {
    const el = listRef.current;
    if (!el) return false;
    return el.getBoundingClientRect().top + item.start - instance.options.scrollMargin < STICKY_TOP;
  };

  const items = virtualizer.getVirtualItems();
  const activeSticky = lastAtOrBefore(stickyIndexes, virtualizer.range?.startIndex ?? 0);
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    onRangeEnd(lastIndex);
  }, [lastIndex, onRangeEnd]);

  const offset = virtualizer.options.scrollMargin;

  return (
    <div ref={listRef} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        const sticky = row.kind === 'month' && item.index === activeSticky;
        return (
          <div
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            className={cn('left-0 w-full', row.kind === 'month' && 'z-10', sticky ? 'sticky' : 'absolute top-0')}
            style={sticky ? { top: STICKY_TOP } : { transform: `translateY(${item.start - offset}px)` }}
          >
            {row.kind === 'month' ? (
              <h3 className="border-b border-zinc-200 bg-white py-2 text-sm font-semibold text-zinc-900 dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-50">
                <time dateTime={row.month}>{row.label}</time>
              </h3>
            ) : (
              <div className="pt-3 pb-1">
                <TouchpointCard
                  touchpoint={row.touchpoint}
                  updatedSinceVisit={
                    previousVisit !== undefined && Date.parse(row.touchpoint.updatedAt) > previousVisit
                  }
                />
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
