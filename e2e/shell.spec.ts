import { expect, expectAccessible, test } from './support/fixtures';

interface Member {
  role: string;
  user: { email: string; firstName: string; lastName: string };
}

test('shows the signed-in member from /me', async ({ page, api }) => {
  const response = await api.get('/api/v1/me');
  expect(response.ok()).toBe(true);
  const me = (await response.json()) as Member;
  // The console's key is the demo admin's.
  expect(me.user.email).toBe('ada@demo.example');

  await page.goto('/companies');
  const member = page.getByTestId('current-member');
  await expect(member).toContainText(`${me.user.firstName} ${me.user.lastName}`);
  await expect(member).toContainText(me.role);
  await expectAccessible(page);
});

test('/ focuses the page search and Ctrl+K jumps to a company', async ({ page, api }) => {
  const listed = await api.get('/api/v1/companies', { params: { search: 'Northwind Analytics', limit: 1 } });
  const [northwind] = ((await listed.json()) as { items: { publicId: string; name: string }[] }).items;
  expect(northwind?.name).toBe('Northwind Analytics');

  await page.goto('/companies');
  const search = page.getByRole('searchbox', { name: 'Search companies' });
  await expect(search).toBeVisible();
  await expect(search).not.toBeFocused();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  // The slash itself is swallowed, not typed into the field.
  await expect(search).toHaveValue('');

  await search.blur();
  await page.keyboard.press('Control+k');
  const jump = page.getByRole('dialog', { name: 'Jump to a company' });
  await expect(jump).toBeVisible();
  const box = jump.getByRole('combobox', { name: 'Company name' });
  await expect(box).toBeFocused();
  await box.fill('Northwind');
  // Companies by name come first; hits of other items (a meeting titled after the company, say) follow.
  await expect(jump.getByRole('option').first()).toHaveAccessibleName(
    /^Northwind Analytics\s*northwindanalytics\.com$/,
  );
  await box.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/companies/${northwind?.publicId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Analytics' })).toBeVisible();
});

test('the theme toggle sets dark mode and keeps it over a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/companies');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);

  // Cycles system → light → dark.
  const toggle = page.getByRole('button', { name: /^Theme:/ });
  await expect(toggle).toHaveAccessibleName(/Theme: system/);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/Theme: light/);
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/Theme: dark/);
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);

  await page.reload();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.getByRole('button', { name: /^Theme: dark/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: /^Theme: dark/ }).click();
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
});

test('at 1440 px the header holds every link, uncut, and the member on one line', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/companies');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  for (const label of ['Home', 'Review', 'Companies', 'Funds', 'Trackers', 'Meetings', 'Connections']) {
    const link = nav.getByRole('link', { name: new RegExp(`^${label}\\b`) });
    await expect(link).toBeInViewport({ ratio: 1 });
    expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  // Below 2xl (1536 px) the header leaves the member out rather than wrap it.
  await expect(page.getByRole('banner').getByTestId('current-member')).toBeHidden();
  expect(await page.getByRole('banner').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('on a phone the menu holds every page, the member and sign-out, and works by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/companies');
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  // The current page is marked, and focus is trapped inside the sheet.
  await expect(sheet.getByRole('link', { name: 'Companies' })).toHaveAttribute('aria-current', 'page');
  await expect(sheet.getByTestId('current-member')).toContainText('Ada Lovelace');
  await expect(sheet.getByRole('button', { name: 'Sign out' })).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await expectAccessible(page);

  await sheet.getByRole('link', { name: 'Connections' }).click();
  await expect(page).toHaveURL(/\/connections$/);
  await expect(sheet).toBeHidden();
  await expect(page.locator('main h1').first()).toBeVisible();
});
