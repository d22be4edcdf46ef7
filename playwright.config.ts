import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The signed-in state is per run, so two runs side by side never share a session.
process.env.PI_E2E_STATE ??= path.join(os.tmpdir(), `pi-e2e-state-${process.pid}.json`);

// Browser tests: Debian's Chromium, never a downloaded browser, against `npm start`
// on a fresh data folder with sign-in on (e2e/support/global-setup.ts).
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  fullyParallel: false,
  workers: process.env.PI_E2E_WORKERS ? Number(process.env.PI_E2E_WORKERS) : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // `npm test` adds the JSON reporter to count results.
  reporter: process.env.PI_E2E_REPORTERS ? [['list'], ['json']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.PI_CHROMIUM || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-dev-shm-usage'],
    },
    storageState: process.env.PI_E2E_STATE,
    // No enter transitions: axe then reads a toast's final colours, not a half-faded frame.
    contextOptions: { reducedMotion: 'reduce' },
    trace: 'retain-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
});
