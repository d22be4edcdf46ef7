import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type FullConfig } from '@playwright/test';
import { ensureBuild } from '../../scripts/build-if-needed.mjs';
import { startServer } from '../../tests/helpers/server';
import { arrangeDatabase } from './arrange-db';

/** Starts the server as `npm start` does, on a fresh data folder, and signs in once. */
export default async function globalSetup(config: FullConfig) {
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-e2e-'));
  await arrangeDatabase(dataDir);
  const password = `pw-${Math.random().toString(36).slice(2)}`;
  const server = await startServer(
    {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      PI_DATA_DIR: dataDir,
      PI_CONSOLE_PASSWORD: password,
      // Parallel browsers share the console's one key; rate limits have their own tests.
      PI_RATE_LIMIT_PER_SECOND: '100000',
      PI_RATE_LIMIT_BURST: '100000',
      // Shedding (tests/api/shedding.test.ts) would turn a page's prefetch into a 503 whenever parallel
      // browsers queue intake on 2 busy cores, and the page would then fetch again what it should hold.
      PI_SHED_AFTER_MS: '600000',
      DATABASE_URL: '',
    },
    Boolean(process.env.PI_E2E_SERVER_LOG),
  );
  const baseUrl = server.url;
  const child = server.child;

  process.env.PI_E2E_BASE_URL = baseUrl;
  process.env.PI_E2E_DATA_DIR = dataDir;
  process.env.PI_E2E_PASSWORD = password;
  process.env.PI_E2E_SERVER_PID = String(child.pid);

  const launch = config.projects[0]?.use.launchOptions ?? {};
  const browser = await chromium.launch(launch);
  const page = await browser.newPage({ baseURL: baseUrl });
  await page.goto('/login');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const state = process.env.PI_E2E_STATE;
  if (!state) throw new Error('PI_E2E_STATE is not set: run the browser tests through playwright.config.ts');
  await page.context().storageState({ path: state });
  await browser.close();
}
