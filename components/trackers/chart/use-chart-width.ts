'use client';

import { startTransition, useLayoutEffect, useRef, useState } from 'react';

/**
 * The container's content width, kept current with a ResizeObserver; 0 until
 * measured. Measure a container that exists before the data does, so a chart
 * is laid out once, at its real width.
 */
export function useChartWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(Math.floor(el.clientWidth));
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      // Whole pixels: sub-pixel jitter would otherwise rebuild every path. A
      // resize re-lays out thousands of points: a transition keeps it interruptible.
      if (entry) startTransition(() => setWidth(Math.floor(entry.contentRect.width)));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
