import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { SlowFirst } from './tests/setup/sequencer';

/*
 * Four projects, run together by `npm test` (scripts/test.mjs) in one pool:
 * - unit: pure modules, no server (`npm run test:unit`);
 * - standalone: CLI and console files that bring their own PGlite folder, so run once;
 * - pglite and postgres: everything that talks to the run's database, once per database,
 *   each on its own server started by tests/setup/global.ts from a seeded template.
 */

/** Unit files that open the run's kind of database, so run once per database. */
const UNIT_ON_DATABASE = [
  'tests/unit/blobs.test.ts',
  'tests/unit/demo-derivation.test.ts',
  'tests/unit/lookup-indexes.test.ts',
  'tests/unit/queue.test.ts',
  'tests/unit/review-policy.test.ts',
  'tests/unit/statistics.test.ts',
];
/** Files that drop DATABASE_URL and use a PGlite folder of their own: the same work on either pass. */
const STANDALONE = [
  'tests/cli/connections.test.ts',
  'tests/cli/ingest.test.ts',
  'tests/cli/ingest-one-file.test.ts',
  'tests/cli/ingest-refused.test.ts',
  'tests/cli/search.test.ts',
  'tests/cli/workspaces.test.ts',
  'tests/console/upstream.test.ts',
];
/** Several servers on one database need PostgreSQL. */
const POSTGRES_ONLY = ['tests/scale/**'];

type TestDatabase = 'pglite' | 'postgres';
/** PI_TEST_DB=pglite (or postgres) keeps a quick run of some files to one database. */
const only = process.env.PI_TEST_DB;
const databases: TestDatabase[] = only === 'pglite' || only === 'postgres' ? [only] : ['pglite', 'postgres'];

const onDatabase = (name: TestDatabase): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include: ['tests/{api,cli,console,fuzz,scale}/**/*.test.ts', ...UNIT_ON_DATABASE],
    exclude: [...STANDALONE, ...(name === 'pglite' ? POSTGRES_ONLY : [])],
    globalSetup: ['tests/setup/global.ts'],
    env: { PI_TEST_DB: name },
  },
});

export default defineConfig({
  // The app's `@/` imports (tsconfig paths), for tests of console modules.
  resolve: { alias: { '@': import.meta.dirname } },
  test: {
    // The first start may build the console; a server's setup copies the seeded template.
    hookTimeout: 300_000,
    testTimeout: 60_000,
    // Most files wait on a server over HTTP. One fuzz shard per database starts first, the second after
    // the slowest other files (tests/setup/sequencer.ts). Six workers swamped 2 busy cores: files with
    // servers of their own then timed out.
    maxWorkers: 4,
    sequence: { sequencer: SlowFirst },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], exclude: UNIT_ON_DATABASE },
      },
      { extends: true, test: { name: 'standalone', include: STANDALONE } },
      ...databases.map(onDatabase),
    ],
  },
});
