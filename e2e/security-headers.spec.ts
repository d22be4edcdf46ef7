import type { Page } from '@playwright/test';
import { consolePages } from './support/console-pages';
import { expect, test } from './support/fixtures';

declare global {
  interface Window {
    /** Playwright binding: reports a CSP violation to the test. */
    __piCspViolation?: (text: string) => void;
  }
}

/**
 * Collects, per page, every CSP violation the document reports, every console
 * message about the policy, and every uncaught error. The listener is an init
 * script, which the page's CSP does not govern, so it is in place before any
 * of the page's own scripts run.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const where = () => new URL(page.url()).pathname;
  await page.exposeFunction('__piCspViolation', (text: string) => problems.push(`${where()}: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__piCspViolation?.(`${e.effectiveDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on('console', (m) => {
    if (/content.security.policy|refused to/i.test(m.text())) problems.push(`${where()}: console: ${m.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`${where()}: uncaught: ${err.message}`));
  return problems;
}

/** Light system theme, dark chosen: only the nonce'd inline theme script can make <html> dark. */
async function chooseDarkTheme(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => localStorage.setItem('pi-theme', 'dark'));
}

const html = (page: Page) => page.locator('html');
const DARK = /(^|\s)dark(\s|$)/;

/**
 * The page hydrated: the theme toggle renders "system" on the server and only
 * the browser's React reads the stored choice; clicking it then cycles it.
 */
async function expectHydrated(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /^Theme:/ });
  await expect(toggle).toHaveAccessibleName(/^Theme: dark\./);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/^Theme: system\./);
  await page.getByRole('button', { name: /^Theme: system\./ }).click();
  await expect(page.getByRole('button', { name: /^Theme:/ })).toHaveAccessibleName(/^Theme: light\./);
}

test('every console page runs under the CSP without a violation and hydrates', async ({ page, api }) => {
  test.setTimeout(240_000);
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
      await expectHydrated(page);
      // Light chosen: the theme script's listener, not React, takes the class away.
      await expect(html(page)).not.toHaveClass(DARK);
      expect(problems).toEqual([]);
    });
  }
});

test('client-side navigation loads its chunks and data under the CSP', async ({ page }) => {
  const problems = await watchPolicy(page);
  await page.goto('/companies');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, heading] of [
    ['Funds', 'Funds'],
    ['Trackers', 'Trackers'],
    ['Meetings', 'Meetings'],
    ['Connections', 'Connections'],
    ['Companies', 'Companies'],
  ] as const) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  }
  // Search as you type goes through the console proxy (connect-src 'self').
  const search = page.getByRole('searchbox', { name: 'Search companies' });
  await search.fill('Northwind');
  await expect(page.getByRole('link', { name: /Northwind Analytics/ }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('not-found pages run under the CSP without a violation', async ({ page }) => {
  const problems = await watchPolicy(page);
  await chooseDarkTheme(page);
  // A missing source renders inside the console's layout, so its header hydrates too.
  const source = await page.goto('/sources/note/AAAAAAAAAAAAAAAAAAAAA');
  expect(source?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Source not found' })).toBeVisible();
  await expectHydrated(page);
  const unknown = await page.goto('/no-such-console-page');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page could not be found.' })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the sign-in page runs under the CSP, and its form posts (form-action, Origin kept)', async ({ page }) => {
    const problems = await watchPolicy(page);
    await chooseDarkTheme(page);
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(html(page)).toHaveClass(DARK);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Refused as wrong, not as cross-origin: the referrer policy keeps the same-origin Origin header.
    await expect(page.getByText('That password is not right.')).toBeVisible();
    await page.getByLabel('Password').fill(process.env.PI_E2E_PASSWORD ?? '');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('current-member')).toContainText('admin');
    await expectHydrated(page);
    expect(problems).toEqual([]);
  });
});
