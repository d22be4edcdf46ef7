/** Chart hover responsiveness: pointer move onto a marker → its tooltip painted. */
import type { Browser } from '@playwright/test';
import { openAt, withPage, type ContentSpec } from './console-measure';
import { median } from './support';

interface HoverWindow {
  __benchHover?: Promise<number>;
}

/** Fractions along the series at which markers are hovered. */
const AT = [0.1, 0.3, 0.5, 0.7, 0.9];

export interface HoverResult {
  medianMs: number;
  samplesMs: number[];
}

/**
 * On the chart `spec` names: moves the pointer off the plot, then onto a
 * marker, and times (in the page) from the pointermove event to the frame
 * after the tooltip appears. Marker centres come from the markers' path data.
 */
export async function hoverLatency(browser: Browser, url: string, spec: ContentSpec): Promise<HoverResult> {
  return withPage(browser, async (page) => {
    await openAt(page, url, spec);
    const plot = page.locator(spec.selector).first();
    await plot.scrollIntoViewIfNeeded();
    const box = await plot.boundingBox();
    if (!box) throw new Error('bench: the chart has no box');
    const centres = await plot.evaluate((el) =>
      [
        ...(el.querySelector('path[data-status="confirmed"]')?.getAttribute('d') ?? '').matchAll(
          /M(-?[\d.]+) (-?[\d.]+)/g,
        ),
      ].map((m) => ({ x: Number(m[1]), y: Number(m[2]) })),
    );
    if (centres.length === 0) throw new Error('bench: no confirmed markers to hover');
    const tooltip = page.locator(`${spec.selector} ~ [role="tooltip"]`);
    const samplesMs: number[] = [];
    for (const f of AT) {
      const c = centres[Math.min(centres.length - 1, Math.floor(f * centres.length))];
      if (!c) continue;
      await page.mouse.move(1, 1);
      await tooltip.waitFor({ state: 'hidden' });
      await page.evaluate((selector) => {
        const w = window as unknown as HoverWindow;
        const plotEl = document.querySelector(selector);
        const holder = plotEl?.parentElement;
        if (!plotEl || !holder) throw new Error('bench: the chart is gone');
        w.__benchHover = new Promise<number>((resolve) => {
          let movedAt: number | undefined;
          plotEl.addEventListener('pointermove', (e) => (movedAt ??= e.timeStamp), {
            capture: true,
            once: true,
          });
          const observer = new MutationObserver(() => {
            if (!holder.querySelector('[role="tooltip"]')) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(movedAt === undefined ? NaN : performance.now() - movedAt));
          });
          observer.observe(holder, { childList: true, subtree: true });
          // A miss (no marker within reach) must not hang the run.
          setTimeout(() => resolve(NaN), 5_000);
        });
      }, spec.selector);
      await page.mouse.move(box.x + c.x, box.y + c.y);
      const ms = await page.evaluate(() => (window as unknown as HoverWindow).__benchHover ?? Promise.resolve(NaN));
      if (Number.isFinite(ms)) samplesMs.push(Math.round(ms * 10) / 10);
    }
    return { medianMs: samplesMs.length ? Math.round(median(samplesMs) * 10) / 10 : NaN, samplesMs };
  });
}
