/**
 * npx tsx bench/tracker-chart.ts [--points 5000] [--runs 5]
 *
 * Render cost of the tracker chart with many points, in Debian's Chromium
 * against the production build (PI_NEXT_DIST_DIR selects the build folder; it
 * is built first when sources changed). The server starts on a fresh data
 * folder without sign-in; the series endpoint (contract §8, one request) is
 * answered in the browser with `--points` synthetic values, so the numbers
 * measure the console, not the database. Per run it reports:
 *  - render: series received → markers in the DOM (JSON parse,
 *    scales, paths, React commit) and → the frame after (paint included);
 *  - toggle: "Show rejected" clicked → rejected markers in the DOM / painted;
 *  - hover: median and worst time from a pointermove to the tooltip showing
 *    the new point (the throttle waits for the next frame), over a sweep of
 *    200 markers, and long tasks (> 50 ms) seen meanwhile.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { ensureBuild } from '../scripts/build-if-needed.mjs';
import { startServer, stop } from './support';

const { values: args } = parseArgs({
  options: { points: { type: 'string', default: '5000' }, runs: { type: 'string', default: '5' } },
});
const POINTS = Number(args.points);
const RUNS = Number(args.runs);

/** A random walk over daily dates with the statuses' usual mix, oldest first like the series endpoint. */
function syntheticSeries() {
  let seed = 42;
  const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const start = Date.UTC(2010, 0, 1);
  let v = 1_000_000;
  const out = [];
  for (let i = 0; i < POINTS; i++) {
    v *= 1 + (rand() - 0.48) * 0.03;
    const r = rand();
    const status = r < 0.05 ? 'rejected' : r < 0.2 ? 'suggested' : 'confirmed';
    const day = new Date(start + i * 86_400_000).toISOString();
    out.push({
      publicId: `bench${String(i).padStart(16, '0')}`,
      effectiveAt: day.slice(0, 10),
      value: Math.round(v),
      unit: 'USD',
      status,
      citationCount: i % 3 === 0 ? 1 : 0,
    });
  }
  return out.reverse();
}

async function measure(page: Page, url: string) {
  await page.goto(url);
  await page.locator('path[data-status="confirmed"]').waitFor({ state: 'attached', timeout: 120_000 });
  return page.evaluate(async () => {
    const w = window as unknown as { __lastPage?: number; __markersDom?: number; __markersPainted?: number };
    const frame = () => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now())));
    // A task queued from a frame callback runs after that frame is painted.
    const afterPaint = () =>
      new Promise<number>((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now()), 0)));
    /** When an element matching `test` first exists, measured from a MutationObserver (right after React's commit). */
    const domWhen = (test: () => boolean) =>
      new Promise<number>((resolve) => {
        if (test()) return resolve(performance.now());
        const obs = new MutationObserver(() => {
          if (!test()) return;
          obs.disconnect();
          resolve(performance.now());
        });
        obs.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
      });

    while (w.__markersPainted === undefined) await frame();
    const renderDom = (w.__markersDom ?? NaN) - (w.__lastPage ?? NaN);
    const renderPaint = w.__markersPainted - (w.__lastPage ?? NaN);

    const longTasks: number[] = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration))).observe({
      type: 'longtask',
    });

    const box = document.querySelector('[data-testid="tracker-plot"]');
    if (!(box instanceof HTMLElement)) throw new Error('no plot');
    const rect = box.getBoundingClientRect();
    // Sweep along the drawn markers, so every move lands on (a new) point.
    const d = document.querySelector('path[data-status="confirmed"]')?.getAttribute('d') ?? '';
    const centres = [...d.matchAll(/M(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
    const hovers: number[] = [];
    let shown = '';
    for (let i = 0; i < 200; i++) {
      const [cx, cy] = centres[Math.floor((i * (centres.length - 1)) / 199)] ?? [0, 0];
      const x = rect.left + cx;
      const y = rect.top + cy;
      await frame();
      const t0 = performance.now();
      box.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: x, clientY: y }));
      // The hit test waits for the next frame; a new tooltip text means React has committed it.
      const changed = await Promise.race([
        domWhen(() => (document.querySelector('[role="tooltip"]')?.textContent ?? '') !== shown),
        afterPaint()
          .then(afterPaint)
          .then(() => NaN),
      ]);
      shown = document.querySelector('[role="tooltip"]')?.textContent ?? '';
      if (!Number.isNaN(changed)) hovers.push(changed - t0);
    }
    hovers.sort((a, b) => a - b);
    await afterPaint();
    const hoverLongTasks = longTasks.length;

    const label = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Show rejected');
    const checkbox = label ? document.getElementById(label.htmlFor) : null;
    if (!checkbox) throw new Error('no "Show rejected" toggle');
    const t0 = performance.now();
    const committed = domWhen(() => Boolean(document.querySelector('path[data-status="rejected"]')));
    checkbox.click();
    const toggleDom = (await committed) - t0;
    const togglePaint = (await afterPaint()) - t0;

    return {
      renderDom,
      renderPaint,
      toggleDom,
      togglePaint,
      hoverUpdates: hovers.length,
      hoverMedian: hovers[Math.floor(hovers.length / 2)] ?? NaN,
      hoverWorst: hovers[hovers.length - 1] ?? NaN,
      longTasks: hoverLongTasks,
    };
  });
}

async function main() {
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-bench-chart-'));
  const server = await startServer(
    { ...process.env, HOST: '127.0.0.1', PI_DATA_DIR: dataDir, PI_CONSOLE_PASSWORD: '', DATABASE_URL: '' },
    false,
  );
  try {
    const key = fs.readFileSync(path.join(dataDir, 'console-key'), 'utf8').trim();
    const get = async (p: string) =>
      (await (await fetch(`${server.url}/api/v1${p}`, { headers: { authorization: `Bearer ${key}` } })).json()) as {
        items: Array<{ publicId: string; kind?: string }>;
      };
    const tracker = (await get('/trackers')).items.find((t) => t.kind === 'money');
    const company = (await get('/companies?limit=1')).items[0];
    if (!tracker || !company) throw new Error('demo data missing');
    const data = syntheticSeries();

    const browser = await chromium.launch({
      executablePath: process.env.PI_CHROMIUM || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-dev-shm-usage'],
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // tsx compiles this file with esbuild's keepNames, whose `__name` helper the page lacks.
    await page.addInitScript('window.__name = (f) => f;');
    // Timestamps in the page's own clock: the last page's arrival, and the first frame with markers.
    await page.addInitScript(() => {
      const w = window as unknown as { __lastPage?: number; __markersDom?: number; __markersPainted?: number };
      const original = window.fetch.bind(window);
      window.fetch = async (...a: Parameters<typeof fetch>) => {
        const res = await original(...a);
        if (String(a[0] instanceof Request ? a[0].url : a[0]).includes('/series')) w.__lastPage = performance.now();
        return res;
      };
      new MutationObserver((_, obs) => {
        if (document.querySelector('path[data-status="confirmed"]')) {
          obs.disconnect();
          w.__markersDom = performance.now();
          requestAnimationFrame(() => setTimeout(() => (w.__markersPainted = performance.now()), 0));
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.route('**/api/console/trackers/*/series?*', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ items: data }) }),
    );

    const url = `${server.url}/trackers/${tracker.publicId}?companyPublicId=${company.publicId}`;
    const rows: Array<Awaited<ReturnType<typeof measure>>> = [];
    for (let i = 0; i < RUNS; i++) rows.push(await measure(page, url));
    await browser.close();

    const median = (k: keyof (typeof rows)[number]) => {
      const s = rows.map((r) => r[k]).sort((a, b) => a - b);
      return s[Math.floor(s.length / 2)] ?? NaN;
    };
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.log(`Tracker chart, ${POINTS.toLocaleString('en-US')} points, ${RUNS} runs (medians):`);
    console.log(
      `  render, series received → markers in DOM / painted: ${ms(median('renderDom'))} / ${ms(median('renderPaint'))}`,
    );
    console.log(
      `  "Show rejected" → in DOM / painted:           ${ms(median('toggleDom'))} / ${ms(median('togglePaint'))}`,
    );
    console.log(
      `  hover, pointermove → tooltip updated (${median('hoverUpdates')} moves), median / worst: ${ms(median('hoverMedian'))} / ${ms(median('hoverWorst'))}`,
    );
    console.log(`  long tasks (> 50 ms) during the hover sweep:   ${median('longTasks')}`);
  } finally {
    await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
