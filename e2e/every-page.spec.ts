import fs from 'node:fs';
import path from 'node:path';
import { consolePages } from './support/console-pages';
import { expect, expectAccessible, test } from './support/fixtures';
import { chooseDarkTheme, DARK, expectHydrated, html, watchPolicy } from './support/page-policy';

/**
 * One sweep of every console page, each loaded once: the API key never reaches the browser, the page
 * runs under its CSP and hydrates, and axe finds no serious or critical violation in dark and in light.
 */
test('every page: no key reaches the browser, the CSP holds, it hydrates, axe passes dark and light', async ({
  page,
  api,
}) => {
  // Every page with axe twice: the time grows with the page count and the machine's load.
  test.setTimeout(480_000);
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
  const problems = await watchPolicy(page);
  await chooseDarkTheme(page);
  for (const route of await consolePages(api)) {
    await test.step(route, async () => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toMatch(
        /script-src 'self' 'nonce-[^']+' 'strict-dynamic';/,
      );
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      // The inline theme script ran (its nonce was accepted) before React.
      await expect(html(page)).toHaveClass(DARK);
      await expectAccessible(page);
      await expectHydrated(page);
      // Light chosen: the theme script's listener, not React, takes the class away.
      await expect(html(page)).not.toHaveClass(DARK);
      await expectAccessible(page);
      expect(problems).toEqual([]);
    });
  }
  await page.goto('/login');
  expect(checked).toBeGreaterThan(30);
  expect(leaks).toEqual([]);
  // The key is not hiding in storage either.
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie);
  expect(storage).not.toContain(key);
});
