import { expect, test } from './support/fixtures';

// A browser that has never signed in.
test.use({ storageState: { cookies: [], origins: [] } });

test('sign-in guards the console, keeps the destination, and signs out', async ({ page, context, baseURL }) => {
  await page.goto('/companies?search=a');
  await expect(page).toHaveURL(/\/login\?next=/);
  await expect(page.getByRole('heading', { name: 'Portfolio Intelligence' })).toBeVisible();

  const proxy = await page.request.get('/api/console/me');
  expect(proxy.status()).toBe(401);

  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('That password is not right.')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Password').fill(process.env.PI_E2E_PASSWORD ?? '');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/companies\?(.*&)?search=a(&|$)/);
  await expect(page.getByTestId('current-member')).toContainText('admin');

  const [cookie] = (await context.cookies(baseURL)).filter((c) => c.name === 'pi_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('pi_session');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/funds');
  await expect(page).toHaveURL(/\/login\?next=%2Ffunds/);
});

test('a forged session cookie is refused', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'pi_session', value: 'v1.9999999999.AAAA.forged', url: baseURL }]);
  await page.goto('/connections');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('Password')).toBeVisible();
});
