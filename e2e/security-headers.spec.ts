import { expect, test } from './support/fixtures';
import { chooseDarkTheme, DARK, expectHydrated, html, watchPolicy } from './support/page-policy';

// Every console page's CSP and hydration are checked in the one sweep of every-page.spec.ts.

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
