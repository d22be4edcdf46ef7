'use client';

import { startTransition, useLayoutEffect, useRef, useState } from 'react';

/**
 * The width a chart is drawn at on the server, before anything is measured:
 * the plot's width beside the 1280 px desktop layout's navigation, so there
 * the browser's first measurement changes nothing. Narrower screens see it
 * scaled down until the scripts run (see PointPlot's viewBox).
 */
const SERVER_CHART_WIDTH = 1006;

/**
 * The container's content width, kept current with a ResizeObserver; from
 * SERVER_CHART_WIDTH until measured, so the server's drawing hydrates as is.
 */
export function useChartWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(SERVER_CHART_WIDTH);
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
