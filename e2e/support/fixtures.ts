import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through playwright.config.ts`);
  return value;
}

/** A name no other test (or earlier run) uses. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/**
 * No serious or critical axe violations on the page as it is now, once its
 * finite animations and transitions have ended: a theme switch fades colours
 * (`transition-colors`), and contrast measured halfway is neither theme's.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // label-content-name-mismatch is experimental in axe, so off unless asked for: a control's accessible name
  // must hold its visible text, or people using voice control cannot say what they see.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * Pages arrive rendered by the server, so their content shows before React has
 * hydrated it and controls respond. Waits until React owns what `main` holds
 * (it marks each element it hydrates).
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main h1, main h2, main a, main button, main input, main table')].every((el) =>
      Object.keys(el).some((key) => key.startsWith('__reactFiber$')),
    ),
  );
}

export const test = base.extend<{ api: APIRequestContext }>({
  /** A page whose goto and reload return once the page is hydrated, as a person would wait for it to respond. */
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await hydrated(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await hydrated(page);
      return response;
    };
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure
  baseURL: async ({}, use) => {
    await use(env('PI_E2E_BASE_URL'));
  },
  /** The API itself (paths like `/api/v1/companies`), with the console's key, for arranging data. */
  api: async ({ playwright }, use) => {
    const key = fs.readFileSync(path.join(env('PI_E2E_DATA_DIR'), 'console-key'), 'utf8').trim();
    const ctx = await playwright.request.newContext({
      baseURL: env('PI_E2E_BASE_URL'),
      extraHTTPHeaders: { authorization: `Bearer ${key}` },
    });
    await use(ctx);
    await ctx.dispose();
  },
});

/** A signed-in page with scripts off: what it shows is what the first HTML holds. */
export async function withoutScripts(
  browser: Browser,
  baseURL: string | undefined,
  use: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: process.env.PI_E2E_STATE,
  });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

export { expect };
