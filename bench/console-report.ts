/** The console benchmark's results as Markdown tables. */
import type { Targets } from './console-data';
import type { HoverResult } from './console-hover';
import type { ReviewResult } from './console-review';
import type { NavSummary, RouteJs } from './console-measure';
import type { NextRouteStats } from '../scripts/route-js';
import type { ScrollResult } from './console-scroll';

export interface ConsoleResults {
  date: string;
  companies: number;
  runs: number;
  seedSeconds?: number;
  serverStartSeconds: number;
  machine: { cpus: number; loadAverage: number[]; node: string; chromium: string };
  targets: Targets;
  routes: RouteJs[];
  /** Next's own per-route numbers, from the build's diagnostics. */
  nextRoutes?: NextRouteStats[];
  home?: NavSummary;
  /** Rows of the home page's "values waiting" in the HTML as the server sent it, before any script ran. */
  homeHtmlRows?: number;
  companiesList?: NavSummary;
  timeline?: NavSummary;
  scroll?: ScrollResult;
  chartTrackerPage?: NavSummary;
  chartCompanyTab?: NavSummary;
  hover?: HoverResult;
  review?: ReviewResult;
  /** Measurements that failed, by name: the run goes on without them. */
  errors: Record<string, string>;
}

const fmt = (n: number | undefined) =>
  n === undefined || Number.isNaN(n) ? '—' : n.toLocaleString('en-US', { maximumFractionDigits: 1 });

function table(head: string[], rows: Array<Array<string | number | undefined>>): string {
  const cell = (v: string | number | undefined) => (typeof v === 'number' || v === undefined ? fmt(v) : v);
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
}

function navRow(name: string, s: NavSummary | undefined) {
  // Failures are listed under "Failed measurements"; --only leaves the rest unmeasured.
  if (!s) return [name, 'not measured', ...Array<undefined>(11), ''];
  const walls = s.samples.map((x) => Math.round(x.wallMs)).join(', ');
  return [
    name,
    s.wallMs,
    s.foundMs,
    s.paintedMs,
    s.ttfbMs,
    s.fcpMs,
    s.domContentLoadedMs,
    s.loadMs,
    s.apiRequests,
    s.lastApiMs,
    s.tbtMs,
    s.cls.toFixed(3),
    walls,
  ];
}

export function markdown(r: ConsoleResults): string {
  const out: string[] = [];
  const t = r.targets;
  out.push(
    `## Console benchmark — ${r.date}`,
    '',
    `${fmt(r.companies)} companies${r.seedSeconds === undefined ? ' (reused database)' : `, seeded in ${fmt(r.seedSeconds)} s`}; ` +
      `server ready in ${fmt(r.serverStartSeconds)} s (includes \`next build\` when sources changed). ` +
      `Company: ${t.company.name} (${t.company.publicId}), ${fmt(t.company.touchpoints)} touchpoints, ` +
      `${fmt(t.chartPoints)} ${t.tracker.name} points. ` +
      `${r.machine.cpus} CPUs, load ${r.machine.loadAverage.map((x) => x.toFixed(1)).join(' / ')}, ` +
      `Node ${r.machine.node}, Chromium ${r.machine.chromium}. Medians of ${r.runs} fresh contexts.`,
    '',
    '### JavaScript per route',
    '',
  );
  const next = new Map((r.nextRoutes ?? []).map((n) => [n.route, n]));
  out.push(
    table(
      [
        'Route',
        'JS by load: scripts',
        'transferred KB',
        'decoded KB',
        'JS until idle: scripts',
        'transferred KB',
        'decoded KB',
        'Next first-load KB',
        'Next gzip KB',
        'CLS',
      ],
      r.routes.map((x) => [
        x.status === 200 ? x.route : `${x.route} (HTTP ${x.status})`,
        x.byLoad.scripts,
        x.byLoad.transferKB,
        x.byLoad.decodedKB,
        x.untilIdle.scripts,
        x.untilIdle.transferKB,
        x.untilIdle.decodedKB,
        next.get(x.route)?.firstLoadKB,
        next.get(x.route)?.firstLoadGzipKB,
        x.cls.toFixed(3),
      ]),
    ),
    '',
    'Fresh context per route, from Resource Timing: `.js` resources requested before the load event ' +
      '("by load": what the page itself needs), and all of them once the network has been idle for 500 ms ' +
      '("until idle": adds lazily loaded chunks and the chunks of routes that visible `<Link>`s prefetch). ' +
      '"Next first-load" is `<distDir>/diagnostics/route-bundle-stats.json` (Next 16 no longer prints sizes in ' +
      "`next build`'s output), uncompressed; its gzip column is gzip of the same chunk files.",
    '',
    '### Time to content (ms)',
    '',
    table(
      [
        'Page',
        'Wall',
        'In page: found',
        'Painted',
        'TTFB',
        'FCP',
        'DOMContentLoaded',
        'Load',
        'API calls',
        'Last API response',
        'TBT',
        'CLS',
        'Wall samples',
      ],
      [
        navRow('`/`: values waiting, by tracker', r.home),
        navRow('`/companies`: first rows', r.companiesList),
        navRow(`Timeline: first rows (${fmt(t.company.touchpoints)} touchpoints)`, r.timeline),
        navRow(`Tracker page: ${fmt(t.chartPoints)} points drawn`, r.chartTrackerPage),
        navRow(`Company Trackers tab: ${fmt(t.chartPoints)} points drawn`, r.chartCompanyTab),
      ],
    ),
    '',
    'Wall: Node clock from `page.goto` to Playwright seeing the content. In page: from navigation start to a ' +
      'MutationObserver seeing it ("found") and to the next animation frame ("painted"); TTFB … Load from the ' +
      'navigation entry; API calls: console API requests answered before "found", and when the last one ended. ' +
      'TBT (total blocking time: long tasks beyond 50 ms after first contentful paint) and CLS run until the ' +
      'network has been idle for 500 ms after the content. ' +
      (r.homeHtmlRows === undefined
        ? ''
        : `The home page's server HTML held ${fmt(r.homeHtmlRows)} rows of values waiting before any script ran.`),
    '',
  );
  if (r.scroll) {
    const s = r.scroll;
    out.push(
      '### Timeline scroll to the end',
      '',
      table(
        ['Frames', 'Duration ms', 'Median FPS', 'p95 frame ms', 'Frames > 50 ms', 'Longest frame ms', 'Reached end'],
        [
          [
            s.frames,
            s.durationMs,
            s.medianFps,
            s.p95FrameMs,
            s.framesOver50ms,
            s.longestFrameMs,
            `${s.reachedEnd ? 'yes' : 'no'} (${s.status})`,
          ],
        ],
      ),
      '',
    );
  }
  if (r.hover) {
    out.push(
      `Chart hover → tooltip painted: median ${fmt(r.hover.medianMs)} ms (${r.hover.samplesMs.join(', ')}).`,
      '',
    );
  }
  if (r.review) {
    out.push(
      `Review by keyboard: ${r.review.values} values confirmed with c, each until the next value and its ` +
        `marked evidence are shown: median ${fmt(r.review.medianMs)} ms, p95 ${fmt(r.review.p95Ms)} ms, ` +
        `max ${fmt(r.review.maxMs)} ms; ${fmt(r.review.totalMs)} ms in all.`,
      '',
    );
  }
  const errors = Object.entries(r.errors);
  if (errors.length) out.push('### Failed measurements', '', ...errors.map(([k, v]) => `- ${k}: ${v}`), '');
  return out.join('\n');
}
