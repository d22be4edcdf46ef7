/**
 * Browser-side measurements of the console, in Debian's Chromium. Each
 * navigation gets a fresh context: no HTTP cache, no React Query cache.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { median } from './support';

export const VIEWPORT = { width: 1280, height: 800 };
const NAV_TIMEOUT = 180_000;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
}

export async function withPage<T>(browser: Browser, fn: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  // tsx compiles this file keeping function names: inner functions become `__name(fn, "name")`,
  // and functions sent to the page (init scripts, evaluate) would throw without it.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(NAV_TIMEOUT);
    return await fn(page);
  } finally {
    await context.close();
  }
}

// ---- 1. JavaScript per route -------------------------------------------------

export interface JsTotals {
  scripts: number;
  transferKB: number;
  decodedKB: number;
}

export interface RouteJs {
  route: string;
  url: string;
  status: number;
  /** Scripts requested before the load event: the page's own first load. */
  byLoad: JsTotals;
  /** Every script until the network has been idle for 500 ms: adds lazy chunks and Link prefetches. */
  untilIdle: JsTotals;
  /** Cumulative layout shift until then. */
  cls: number;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

export async function routeJs(browser: Browser, base: string, route: string, url: string): Promise<RouteJs> {
  return withPage(browser, async (page) => {
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
    await page.addInitScript(installVitals);
    const res = await page.goto(base + url, { waitUntil: 'networkidle', timeout: NAV_TIMEOUT });
    const { cls } = await vitals(page);
    const { loadAt, entries } = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return {
        loadAt: nav?.loadEventStart ?? Infinity,
        entries: performance.getEntriesByType('resource').map((e) => {
          const r = e as PerformanceResourceTiming;
          return { name: r.name, start: r.startTime, encoded: r.encodedBodySize, decoded: r.decodedBodySize };
        }),
      };
    });
    const scripts = entries.filter((e) => new URL(e.name).pathname.endsWith('.js'));
    const totals = (list: typeof scripts): JsTotals => ({
      scripts: list.length,
      transferKB: kb(list.reduce((a, e) => a + e.encoded, 0)),
      decodedKB: kb(list.reduce((a, e) => a + e.decoded, 0)),
    });
    return {
      route,
      url,
      status: res?.status() ?? 0,
      byLoad: totals(scripts.filter((e) => e.start <= loadAt)),
      untilIdle: totals(scripts),
      cls,
    };
  });
}

// ---- 2-4. Time to content ----------------------------------------------------

/** What "content is there" means: a visible element, optionally a plot with at least N markers. */
export interface ContentSpec {
  selector: string;
  minMarkers?: number;
}

export interface BenchWindow {
  __benchFound?: number;
  __benchPainted?: number;
  /** Long tasks as [start, duration], and the layout shift not caused by input, since navigation. */
  __benchLong?: Array<[number, number]>;
  __benchCls?: number;
}

/** Runs in the page before its scripts: records long tasks and layout shifts from the start. */
function installVitals() {
  const w = window as unknown as BenchWindow;
  w.__benchLong = [];
  w.__benchCls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__benchLong?.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!e.hadRecentInput) w.__benchCls = (w.__benchCls ?? 0) + e.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Total blocking time (Lighthouse's: each long task's time over 50 ms, after first contentful paint) and CLS. */
async function vitals(page: Page): Promise<{ tbtMs: number; cls: number }> {
  return page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tbtMs = (w.__benchLong ?? [])
      .filter(([start, duration]) => start + duration > fcp)
      .reduce((sum, [start, duration]) => sum + Math.max(0, start + duration - Math.max(start, fcp) - 50), 0);
    return { tbtMs, cls: w.__benchCls ?? NaN };
  });
}

/**
 * Runs in the page before any of its scripts: notes when the content first
 * matches, and the next animation frame after that (≈ when it was painted).
 * Plot markers are subpaths of one `<path data-status>` per status, each
 * starting with an absolute `M` (components/trackers/chart/points.ts).
 */
function installWatch(spec: ContentSpec) {
  performance.setResourceTimingBufferSize(10_000);
  const w = window as unknown as BenchWindow;
  const markers = (el: Element) => {
    let n = 0;
    el.querySelectorAll('path[data-status]').forEach((p) => (n += p.getAttribute('d')?.match(/M/g)?.length ?? 0));
    return n;
  };
  const ready = () => {
    const el = document.querySelector(spec.selector);
    if (!el) return false;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    return spec.minMarkers === undefined || markers(el) >= spec.minMarkers;
  };
  const observer = new MutationObserver(() => {
    if (w.__benchFound !== undefined || !ready()) return;
    w.__benchFound = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => (w.__benchPainted = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['d'] });
}

/** Navigates and waits until the content is there; returns Node's clock from goto to then. */
export async function openAt(page: Page, url: string, spec: ContentSpec): Promise<number> {
  await page.addInitScript(installWatch, spec);
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'commit', timeout: NAV_TIMEOUT });
  if (spec.minMarkers === undefined) await page.waitForSelector(spec.selector, { state: 'visible' });
  else await page.waitForFunction(() => (window as unknown as BenchWindow).__benchFound !== undefined);
  return Date.now() - t0;
}

export interface NavSample {
  /** Node's clock from just before page.goto to Playwright seeing the content. */
  wallMs: number;
  /** In the page, from navigation start to the content matching, and to the frame after. */
  foundMs: number;
  paintedMs: number;
  ttfbMs: number;
  fcpMs: number;
  domContentLoadedMs: number;
  loadMs: number;
  /** Console API calls (/api/console/…) answered before the content was found, and when the last one ended. */
  apiRequests: number;
  lastApiMs: number;
  /** Until the network has been idle for 500 ms after the content: total blocking time and layout shift. */
  tbtMs: number;
  cls: number;
}

export async function timeToContent(browser: Browser, url: string, spec: ContentSpec): Promise<NavSample> {
  return withPage(browser, async (page) => {
    await page.addInitScript(installVitals);
    const wallMs = await openAt(page, url, spec);
    await page.waitForFunction(() => (window as unknown as BenchWindow).__benchPainted !== undefined);
    await page.waitForLoadState('load');
    const marks = await page.evaluate(() => {
      const w = window as unknown as BenchWindow;
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const found = w.__benchFound ?? Infinity;
      const api = performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.startsWith('/api/console/'))
        .map((e) => (e as PerformanceResourceTiming).responseEnd)
        .filter((end) => end <= found);
      return {
        apiRequests: api.length,
        lastApiMs: api.length ? Math.max(...api) : NaN,
        foundMs: w.__benchFound ?? NaN,
        paintedMs: w.__benchPainted ?? NaN,
        ttfbMs: nav?.responseStart ?? NaN,
        fcpMs: fcp?.startTime ?? NaN,
        domContentLoadedMs: nav?.domContentLoadedEventEnd ?? NaN,
        loadMs: nav?.loadEventEnd ?? NaN,
      };
    });
    await page.waitForLoadState('networkidle');
    return { wallMs, ...marks, ...(await vitals(page)) };
  });
}

export type NavSummary = { [K in keyof NavSample]: number } & { samples: NavSample[] };

export async function medianNavigation(
  browser: Browser,
  url: string,
  spec: ContentSpec,
  runs: number,
): Promise<NavSummary> {
  const samples: NavSample[] = [];
  for (let i = 0; i < runs; i++) samples.push(await timeToContent(browser, url, spec));
  const m = (k: keyof NavSample) => Math.round(median(samples.map((s) => s[k])));
  return {
    wallMs: m('wallMs'),
    foundMs: m('foundMs'),
    paintedMs: m('paintedMs'),
    ttfbMs: m('ttfbMs'),
    fcpMs: m('fcpMs'),
    domContentLoadedMs: m('domContentLoadedMs'),
    loadMs: m('loadMs'),
    apiRequests: m('apiRequests'),
    lastApiMs: m('lastApiMs'),
    tbtMs: m('tbtMs'),
    cls: median(samples.map((x) => x.cls)),
    samples,
  };
}
