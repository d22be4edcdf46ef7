import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { consolePages } from './support/console-pages';
import { expect, expectAccessible, test } from './support/fixtures';

async function settled(page: Page) {
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('no page, chunk, header or response the browser gets contains the API key', async ({ page, api }) => {
  test.setTimeout(180_000);
  const key = fs.readFileSync(path.join(process.env.PI_E2E_DATA_DIR ?? '', 'console-key'), 'utf8').trim();
  expect(key).toMatch(/^pi_[A-Za-z0-9]{40}$/);
  const leaks: string[] = [];
  let checked = 0;
  page.on('response', async (response) => {
    try {
      const headers = JSON.stringify(await response.allHeaders());
      const body =
        response.request().method() === 'HEAD' || (response.status() >= 300 && response.status() < 400)
          ? ''
          : (await response.body()).toString('utf8');
      checked += 1;
      if (headers.includes(key) || body.includes(key)) leaks.push(response.url());
    } catch {
      // A response whose body the browser discarded (navigated away) cannot leak to the page either.
    }
  });
  for (const url of [...(await consolePages(api)), '/login']) {
    await page.goto(url);
    if (url !== '/login') await settled(page);
  }
  expect(checked).toBeGreaterThan(30);
  expect(leaks).toEqual([]);
  // The key is not hiding in storage either.
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie);
  expect(storage).not.toContain(key);
});

test('every page passes axe (no serious or critical violations), in light and dark', async ({ page, api }) => {
  // Every page twice (light, dark) with axe: the time grows with the page count and the machine's load.
  test.setTimeout(480_000);
  const pages = await consolePages(api);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const url of pages) {
      await page.goto(url);
      await settled(page);
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await test.step(`${scheme} ${url}`, () => expectAccessible(page));
    }
  }
});
