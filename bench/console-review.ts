/** Review throughput: values confirmed by keyboard in /review, each until the next is on screen. */
import type { Browser } from '@playwright/test';
import { withPage } from './console-measure';
import { median, percentile } from './support';

export interface ReviewResult {
  values: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** Of the whole run, from the first key to the last value shown: UI time, the PATCHes wait for the undo window. */
  totalMs: number;
}

/**
 * Opens the queue, waits for the first value and its evidence, then presses
 * `c` `count` times. Each press is timed in the page, from the keydown to the
 * mutation that shows another value's heading with its evidence marked.
 */
export async function reviewThroughput(
  browser: Browser,
  base: string,
  trackerPublicId: string,
  count = 50,
): Promise<ReviewResult> {
  return withPage(browser, async (page) => {
    await page.goto(`${base}/review?trackerPublicId=${trackerPublicId}`);
    await page.locator('#review-value-heading').waitFor();
    const samples: number[] = [];
    const started = Date.now();
    for (let i = 0; i < count; i++) {
      await page.locator('[aria-label="Cited source"] mark').first().waitFor();
      const ms = await page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const before = document.getElementById('review-value-heading')?.closest('section')?.innerHTML;
            const start = performance.now();
            const timer = setTimeout(() => reject(new Error('no next value within 10 s')), 10_000);
            const observer = new MutationObserver(() => {
              const heading = document.getElementById('review-value-heading');
              const shown = heading?.closest('section')?.innerHTML;
              if (shown && shown !== before && document.querySelector('[aria-label="Cited source"] mark')) {
                observer.disconnect();
                clearTimeout(timer);
                resolve(performance.now() - start);
              }
            });
            observer.observe(document.body, { subtree: true, childList: true, characterData: true });
            document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', bubbles: true, cancelable: true }));
          }),
      );
      samples.push(ms);
    }
    return {
      values: count,
      medianMs: median(samples),
      p95Ms: percentile(samples, 95),
      maxMs: Math.max(...samples),
      totalMs: Date.now() - started,
    };
  });
}
