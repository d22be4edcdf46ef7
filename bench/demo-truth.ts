/**
 * bench:demo-truth — seeds the demo on a fresh PGlite folder, serves it, and
 * checks over HTTP every system value against the story's truth and every
 * insight against its cited passage (tests/helpers/demo-truth.ts). Prints the
 * wrong values grouped by cause; exits 1 while any value is wrong.
 */
import { byCause, checkDemoTruth } from '../tests/helpers/demo-truth';
import { startBenchServer } from './intake-server';
import { log, writeResults } from './support';

const server = await startBenchServer('pglite', 'truth', { console: false });
try {
  const report = await checkDemoTruth([(p) => server.ada.all(p), (p) => server.grace.all(p)]);
  const checked = Object.values(report.checked).reduce((a, b) => a + b, 0);
  log(
    `system values checked: ${checked} ${JSON.stringify(report.checked)}; no truth to check: ${JSON.stringify(report.unchecked)}`,
  );
  log(`wrong values: ${report.wrong.length}`);
  for (const [cause, n] of byCause(report.wrong)) log(`  ${String(n).padStart(5)}  ${cause}`);
  log(
    `insights: ${report.insights}; stating a figure their citation lacks: ${report.unsupported.length}; Markdown: ${report.markdown.length}; templates: ${report.templates}`,
  );
  log(
    `items with a value: ${report.itemsWithValues}; cited by no insight: ${report.uncitedUpdates}; ARR values no insight states: ${report.arrWithoutInsight}`,
  );
  for (const r of report.repeated.slice(0, 8))
    log(`  repeated ${r.times}× in ${r.companies} companies: ${r.content.slice(0, 90)}`);
  log(`results: ${writeResults('demo-truth', report)}`);
  process.exitCode = report.wrong.length > 0 ? 1 : 0;
} finally {
  await server.close();
}
