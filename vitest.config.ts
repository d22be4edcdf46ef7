import { defineConfig } from 'vitest/config';

// Several servers on one database need PostgreSQL: those files run in the PostgreSQL pass.
const postgres = process.env.PI_TEST_DB === 'postgres';

export default defineConfig({
  // The app's `@/` imports (tsconfig paths), for tests of console modules.
  resolve: { alias: { '@': import.meta.dirname } },
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: postgres ? [] : ['tests/scale/**'],
    globalSetup: ['tests/setup/global.ts'],
    // The first start may build the console and seed the demo workspace.
    hookTimeout: 300_000,
    testTimeout: 60_000,
    // Every file talks to the one server over HTTP; a few at a time keep 2 cores busy, not swamped.
    maxWorkers: 2,
  },
});
