#!/usr/bin/env node
// `npm test`: one vitest run (unit files once; API files on PGlite and, wherever one answers, PostgreSQL;
// CI makes sure one does), then the browser suite. Says which databases it ran on.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureBuild } from './build-if-needed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PG_URL = process.env.PI_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
const extra = process.argv.slice(2);

process.env.NEXT_TELEMETRY_DISABLED = '1';
ensureBuild();
const started = performance.now();

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

// The fuzz suite sends at least 5,000 requests to every operation, counted across the suite: split
// between the databases it runs on, so each run sends its share (PI_FUZZ_REQUESTS overrides both).
const FUZZ_SUITE_MINIMUM = 5_000;
const fuzzCounts = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-fuzz-'));
const withPostgres = await postgresAnswers();
// A PGlite server spends about twice PostgreSQL's CPU on a fuzz request (both shards, 2026-11-28: 790 s against
// 450 s for the same 52,000 requests), so PostgreSQL takes the larger share; both still run the whole fuzz.
const PGLITE_SHARE = withPostgres ? 0.3 : 1;
const share = (part) => String(Math.ceil(FUZZ_SUITE_MINIMUM * part));
const fuzzEnv = {
  PI_FUZZ_COUNTS_DIR: fuzzCounts,
  ...(process.env.PI_FUZZ_REQUESTS
    ? { PI_FUZZ_REQUESTS: process.env.PI_FUZZ_REQUESTS }
    : { PI_FUZZ_REQUESTS_PGLITE: share(PGLITE_SHARE), PI_FUZZ_REQUESTS_POSTGRES: share(1 - PGLITE_SHARE) }),
};

const totals = { passed: 0, failed: 0 };
// Names of failed tests, printed again at the end: CI shows only the tail of the output.
const failures = [];
// A failure's first lines, indented: enough for a fuzz report's request and answer, short enough for the tail.
const headOf = (text, lines = 12) =>
  String(text ?? '')
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, lines)
    .map((l, i) => (i === 0 ? l : `      ${l.slice(0, 400)}`))
    .join('\n');
const firstLine = (text) => headOf(text, 1);
const ranOn = [];
let failed = false;
let browserCounts = 'did not report';

// One vitest run: unit and standalone files once, the database files once per database (vitest.config.ts),
// all in one pool, the slowest files first (tests/setup/sequencer.ts).
function vitest(databases) {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pi-vitest-')), 'report.json');
  console.log(`\n=== Unit tests, and API tests on ${databases.join(' and ')} ===`);
  const projects = ['unit', 'standalone', ...databases].flatMap((p) => ['--project', p]);
  const res = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...projects,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...extra,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...fuzzEnv, PI_TEST_DB: '' } },
  );
  try {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests + (r.numTotalTests - r.numPassedTests - r.numFailedTests);
    for (const file of r.testResults ?? []) {
      const rel = path.relative(root, file.name);
      if (file.status === 'failed' && (file.assertionResults ?? []).every((a) => a.status !== 'failed')) {
        failures.push(`${rel}: ${firstLine(file.message)}`);
      }
      for (const a of file.assertionResults ?? []) {
        if (a.status === 'failed') failures.push(`${rel} › ${a.fullName}: ${headOf(a.failureMessages?.[0])}`);
      }
    }
  } catch {
    totals.failed += 1;
  }
  if (res.status !== 0) failed = true;
  ranOn.push(...databases);
}

if (!withPostgres && process.env.CI) {
  console.error(`PostgreSQL does not answer at ${PG_URL}; CI requires it.`);
  failed = true;
} else if (!withPostgres) {
  console.log(`\nPostgreSQL does not answer at ${PG_URL}: the API tests run on PGlite only.`);
}
vitest(withPostgres ? ['pglite', 'postgres'] : ['pglite']);

// Only a whole run with the default share counts: a run of some files, or with a count of its own, is not checked.
if (extra.length === 0 && !process.env.PI_FUZZ_REQUESTS) {
  const sums = new Map();
  for (const file of fs.readdirSync(fuzzCounts)) {
    for (const [op, n] of Object.entries(JSON.parse(fs.readFileSync(path.join(fuzzCounts, file), 'utf8')))) {
      sums.set(op, (sums.get(op) ?? 0) + n);
    }
  }
  const short = [...sums].filter(([, n]) => n < FUZZ_SUITE_MINIMUM);
  const least = Math.min(...sums.values());
  if (sums.size === 0 || short.length > 0) {
    console.error(
      `\nFuzz: fewer than ${FUZZ_SUITE_MINIMUM} requests across the suite for ${short.map(([op]) => op).join(', ') || 'every operation'}`,
    );
    failed = true;
  } else {
    console.log(
      `\nFuzz: at least ${least} generated requests to each of ${sums.size} operations across ${ranOn.join(' and ')}`,
    );
  }
}

// Browser tests: Playwright in Debian's Chromium against `npm start` on a fresh PGlite data folder.
const vitestDone = performance.now();
console.log('\n=== Browser tests (Playwright, Chromium) ===');
{
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pi-e2e-')), 'report.json');
  const res = spawnSync(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, PI_E2E_REPORTERS: 'list,json' },
  });
  try {
    const stats = JSON.parse(fs.readFileSync(report, 'utf8')).stats;
    totals.passed += stats.expected;
    totals.failed += stats.unexpected + stats.flaky + stats.skipped;
    browserCounts = `${stats.expected} passed, ${stats.unexpected + stats.flaky + stats.skipped} failed`;
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status !== 'expected') {
            const err = t.results?.find((x) => x.error)?.error?.message;
            failures.push(
              `[browser] ${spec.file} › ${[...titles, spec.title].join(' › ')}: ${t.status} ${firstLine(err)}`,
            );
          }
        }
      }
      for (const child of suite.suites ?? [])
        walk(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles);
    };
    for (const suite of JSON.parse(fs.readFileSync(report, 'utf8')).suites ?? []) walk(suite, []);
  } catch {
    totals.failed += 1;
  }
  if (res.status !== 0) failed = true;
}

console.log(
  `\nAPI tests ran on: ${ranOn.map((d) => (d === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL')).join(', ')}`,
);
console.log(`Browser tests (Chromium, on PGlite): ${browserCounts}`);
// Wall time per phase, for the CI budget (bash .ci/run stamps the phases around this one).
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
console.log(
  `Took: unit and API ${minutes(vitestDone - started)}, browser ${minutes(performance.now() - vitestDone)}`,
);
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const f of failures) console.log(`  ${f.slice(0, 400)}`);
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failed || totals.failed > 0 ? 1 : 0);
