/**
 * npx tsx bench/console.ts [--companies 100000] [--runs 5] [--skip-seed] [--keep-db] [--only home,review]
 *
 * The web console in Debian's Chromium, on a PostgreSQL database of its own
 * (PI_TEST_PG_URL's server) seeded with `pi seed demo --companies N`, whose
 * busiest company is brought up to 5,000 touchpoints and 5,000 values of one
 * numeric tracker. Measures:
 *  1. the JavaScript each console route loads (transferred and decoded), by the
 *     load event and once the network is idle, beside Next's own per-route numbers;
 *  2. time to the first rows of /companies;
 *  3. time to the first rows of that company's timeline, and the frame rate
 *     while scrolling it to the end (every page through infinite scroll);
 *  4. time until the 5,000-point chart is drawn, and hover → tooltip.
 *
 * --keep-db leaves the database (pi_bench_console_<N>) for a later run with
 * --skip-seed, which reuses it instead of seeding (and keeps it).
 * The server builds the console into $PI_NEXT_DIST_DIR (default .next-bench).
 */
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { CHART_TRACKER, prepareBulkData, type Targets } from './console-data';
import { hoverLatency } from './console-hover';
import { reviewThroughput } from './console-review';
import { launchBrowser, medianNavigation, routeJs, type ContentSpec } from './console-measure';
import { nextRouteStats } from '../scripts/route-js';
import { scrollTimeline } from './console-scroll';
import { markdown, type ConsoleResults } from './console-report';
import {
  admin,
  benchEnv,
  databaseExists,
  databaseUrl,
  log,
  pi,
  startServer,
  stop,
  timestamp,
  writeResults,
} from './support';

const { values: args } = parseArgs({
  options: {
    companies: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '5' },
    touchpoints: { type: 'string', default: '5000' },
    values: { type: 'string', default: '5000' },
    'scroll-step': { type: 'string', default: '400' },
    'scroll-max-seconds': { type: 'string', default: '300' },
    'skip-seed': { type: 'boolean', default: false },
    'keep-db': { type: 'boolean', default: false },
    /** Comma-separated names of the measurements to run (as the log names them); default every one. */
    only: { type: 'string' },
  },
});
const ONLY = args.only ? args.only.split(',').map((s) => s.trim()) : undefined;
const N = Number(args.companies);
const RUNS = Number(args.runs);
const SKIP_SEED = args['skip-seed'];
const KEEP_DB = args['keep-db'] || SKIP_SEED;
const DIST_DIR = process.env.PI_NEXT_DIST_DIR || '.next-bench';

/**
 * A tracker in the home page's "values waiting" (components/home/waiting-review.tsx): always there with the
 * demo, where "new activity" is empty for a first visit when the seed's history ends over a week ago.
 */
const HOME_LIST = 'aria-label="Values waiting, by tracker"';
const HOME_ROW: ContentSpec = { selector: `ul[${HOME_LIST}] li` };
/** A data row of the companies table: its name cell links to the company (components/companies/companies-table). */
const COMPANY_ROW: ContentSpec = { selector: 'main table tbody tr:has(a[href^="/companies/"])' };
/** A touchpoint card in the company timeline (components/touchpoints/timeline-list.tsx). */
const TIMELINE_ROW: ContentSpec = { selector: 'section[aria-labelledby="timeline-heading"] article' };
/** The chart's plot (components/trackers/chart/point-plot.tsx), complete once every point has a marker. */
const chart = (t: Targets): ContentSpec => ({
  selector: `[data-testid="tracker-plot"][aria-label^="${t.tracker.name} chart"]`,
  minMarkers: t.chartPoints,
});

function routes(t: Targets): Array<[route: string, url: string]> {
  const c = `/companies/${t.company.publicId}`;
  return [
    ['/', '/'],
    ['/companies', '/companies'],
    ['/companies/[companyId]', c],
    ['/companies/[companyId]/notes', `${c}/notes`],
    ['/companies/[companyId]/touchpoints', `${c}/touchpoints`],
    ['/companies/[companyId]/trackers', `${c}/trackers`],
    ['/funds', '/funds'],
    ['/funds/[fundId]', `/funds/${t.fundPublicId}`],
    ['/trackers', '/trackers'],
    ['/trackers/[trackerId]', `/trackers/${t.tracker.publicId}`],
    ['/meetings', '/meetings'],
    ['/review', '/review'],
    ['/connections', '/connections'],
    ['/sources/[type]/[publicId]', `/sources/email/${t.emailPublicId}`],
  ];
}

let interrupted = false;

async function attempt<T>(errors: Record<string, string>, name: string, fn: () => Promise<T>) {
  if (interrupted || (ONLY && !ONLY.some((o) => name.startsWith(o)))) return undefined;
  log(`${name}…`);
  try {
    return await fn();
  } catch (err) {
    const message = err instanceof Error ? err.message.split('\n')[0] : String(err);
    errors[name] = message ?? 'failed';
    log(`  failed: ${message}`);
    return undefined;
  }
}

async function main() {
  const dbName = `pi_bench_console_${N}`;
  const url = databaseUrl(dbName);
  const { env, dataDir } = benchEnv(dbName);
  // Sign-in off, and the console's proxy talks to this server's own API.
  delete env.PI_CONSOLE_PASSWORD;
  delete env.PI_API_BASE_URL;
  env.PI_NEXT_DIST_DIR = DIST_DIR;
  let seedSeconds: number | undefined;
  if (SKIP_SEED) {
    if (!(await databaseExists(dbName))) {
      throw new Error(`no database ${dbName} to reuse: run once with --keep-db (and without --skip-seed)`);
    }
    log(`Reusing database ${dbName}.`);
  } else {
    await admin(`drop database if exists ${dbName} with (force)`);
    await admin(`create database ${dbName}`);
  }
  try {
    if (!SKIP_SEED) {
      log(`Seeding ${N} companies on PostgreSQL…`);
      const t0 = Date.now();
      pi(env, 'seed', 'demo', '--companies', String(N));
      seedSeconds = (Date.now() - t0) / 1000;
    }
    const targets = await prepareBulkData(url, Number(args.touchpoints), Number(args.values));
    log(
      `Target company ${targets.company.name} (${targets.company.publicId}): ${targets.company.touchpoints} touchpoints, ${targets.chartPoints} ${CHART_TRACKER} points.`,
    );

    log(`Starting the server (builds into ${DIST_DIR} if the console changed)…`);
    const t0 = Date.now();
    const server = await startServer(env, false, { echo: true });
    const serverStartSeconds = (Date.now() - t0) / 1000;
    // Ctrl-C: stop the server so the step in flight fails at once, then clean up as usual.
    const onSignal = () => {
      log('Interrupted: stopping…');
      interrupted = true;
      server.child.kill('SIGTERM');
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    const browser = await launchBrowser();
    const errors: Record<string, string> = {};
    const results: ConsoleResults = {
      date: new Date().toISOString(),
      companies: N,
      runs: RUNS,
      seedSeconds,
      serverStartSeconds,
      machine: {
        cpus: os.cpus().length,
        loadAverage: os.loadavg(),
        node: process.version,
        chromium: browser.version(),
      },
      targets,
      routes: [],
      nextRoutes: nextRouteStats(DIST_DIR),
      errors,
    };
    try {
      const base = server.url;
      const company = `${base}/companies/${targets.company.publicId}`;
      // Also the warm-up: every measured page is visited once before it is timed.
      for (const [route, path] of routes(targets)) {
        const r = await attempt(errors, `JS of ${route}`, () => routeJs(browser, base, route, path));
        if (r) results.routes.push(r);
      }
      results.home = await attempt(errors, 'home first content', () =>
        medianNavigation(browser, `${base}/`, HOME_ROW, RUNS),
      );
      results.homeHtmlRows = await attempt(errors, 'home server HTML', async () => {
        const html = await (await fetch(`${base}/`)).text();
        const list = (html.split(HOME_LIST)[1] ?? '').split('</ul>')[0] ?? '';
        return list.match(/<li[ >]/g)?.length ?? 0;
      });
      results.companiesList = await attempt(errors, '/companies first rows', () =>
        medianNavigation(browser, `${base}/companies`, COMPANY_ROW, RUNS),
      );
      results.timeline = await attempt(errors, 'timeline first rows', () =>
        medianNavigation(browser, `${company}/touchpoints`, TIMELINE_ROW, RUNS),
      );
      results.scroll = await attempt(errors, 'timeline scroll', () =>
        scrollTimeline(
          browser,
          `${company}/touchpoints`,
          TIMELINE_ROW,
          Number(args['scroll-step']),
          Number(args['scroll-max-seconds']) * 1000,
        ),
      );
      const trackerPage = `${base}/trackers/${targets.tracker.publicId}?companyPublicId=${targets.company.publicId}`;
      results.chartTrackerPage = await attempt(errors, 'chart on the tracker page', () =>
        medianNavigation(browser, trackerPage, chart(targets), RUNS),
      );
      results.chartCompanyTab = await attempt(errors, 'chart on the company Trackers tab', () =>
        medianNavigation(browser, `${company}/trackers`, chart(targets), RUNS),
      );
      results.hover = await attempt(errors, 'chart hover', () => hoverLatency(browser, trackerPage, chart(targets)));
      // Last: it confirms values (once their undo windows close), which changes the data.
      results.review = await attempt(errors, 'review by keyboard', () =>
        reviewThroughput(browser, base, targets.reviewTrackerPublicId, 50),
      );
    } finally {
      await browser.close();
      await stop(server.child);
    }
    const report = markdown(results);
    console.log(report);
    const file = writeResults(`console-${timestamp()}`, results);
    log(`Wrote ${file}`);
  } finally {
    if (KEEP_DB) log(`Kept database ${dbName} (reuse it with --skip-seed; drop it with: drop database ${dbName}).`);
    else await admin(`drop database if exists ${dbName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
