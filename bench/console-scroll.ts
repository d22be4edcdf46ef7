/** Frame rate while the company timeline is scrolled to its end (infinite scroll loads every page). */
import type { Browser } from '@playwright/test';
import { openAt, withPage, type ContentSpec } from './console-measure';
import { median, percentile } from './support';

export interface ScrollResult {
  frames: number;
  durationMs: number;
  medianFps: number;
  p95FrameMs: number;
  framesOver50ms: number;
  longestFrameMs: number;
  reachedEnd: boolean;
  status: string;
}

/**
 * Scrolls the window by `step` px every animation frame until the timeline
 * has no more pages and the bottom is reached, recording frame-to-frame
 * times. Waiting for a page at the bottom keeps counting frames: a stall
 * there shows as long frames only if the main thread is busy.
 */
export async function scrollTimeline(
  browser: Browser,
  url: string,
  spec: ContentSpec,
  step: number,
  maxMs: number,
): Promise<ScrollResult> {
  return withPage(browser, async (page) => {
    await openAt(page, url, spec);
    const run = await page.evaluate(
      async ({ step, maxMs }) => {
        const status = () =>
          document.querySelector('section[aria-labelledby="timeline-heading"] p[role="status"]')?.textContent ?? '';
        const deltas: number[] = [];
        const start = performance.now();
        let last = start;
        let reachedEnd = false;
        await new Promise<void>((resolve) => {
          // Animation frames stop in a page the browser treats as hidden: the time limit holds regardless.
          setTimeout(resolve, maxMs + 1_000);
          const tick = (now: number) => {
            deltas.push(now - last);
            last = now;
            const bottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 4;
            // The heading's status drops "more as you scroll" once the last page is in.
            reachedEnd = bottom && status() !== '' && !status().includes('more as you scroll');
            if (reachedEnd || now - start > maxMs) return resolve();
            window.scrollBy(0, step);
            requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        });
        // The first delta measures the wait for the first frame, not a frame.
        return { deltas: deltas.slice(1), durationMs: performance.now() - start, reachedEnd, status: status() };
      },
      { step, maxMs },
    );
    const d = run.deltas;
    return {
      frames: d.length,
      durationMs: Math.round(run.durationMs),
      medianFps: Math.round((1000 / (median(d) || 1)) * 10) / 10,
      p95FrameMs: Math.round(percentile(d, 95) * 10) / 10,
      framesOver50ms: d.filter((x) => x > 50).length,
      longestFrameMs: Math.round(Math.max(0, ...d)),
      reachedEnd: run.reachedEnd,
      status: run.status.trim(),
    };
  });
}
