import type { APIRequestContext, Page } from '@playwright/test';
import { bulkRemove, bulkSetStatus, chunk, type BulkTarget } from '../components/funds/bulk';
import { REMOVAL_FUND } from './support/arrange-db';
import { expect, expectAccessible, test, unique } from './support/fixtures';

// These tests work on the demo funds' own companies and put back every status
// they change in `finally`; companies they add are their own, and deleting
// them at the end takes them out of the fund. Removal of seeded members
// happens only in a fund that global setup made for it (support/arrange-db.ts).

type Status = 'active' | 'exited' | 'dissolved';
interface Fund {
  publicId: string;
  name: string;
  companyCount: number;
  statusCounts: Record<Status, number>;
}
interface FundCompany {
  publicId: string;
  name: string;
  status?: Status;
}

const PAGE = 25;
const LABEL: Record<Status, string> = { active: 'Active', exited: 'Exited', dissolved: 'Dissolved' };

async function demoFund(api: APIRequestContext, name: string): Promise<Fund> {
  const res = await api.get('/api/v1/funds');
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: Fund[] };
  const fund = items.find((f) => f.name === name);
  if (!fund) throw new Error(`demo fund ${name} is missing`);
  return fund;
}

async function companiesOf(api: APIRequestContext, fundId: string, status?: Status): Promise<FundCompany[]> {
  const all: FundCompany[] = [];
  let pageToken: string | undefined;
  do {
    const params: Record<string, string> = pageToken ? { pageToken } : {};
    if (status) params.status = status;
    const res = await api.get(`/api/v1/funds/${fundId}/companies`, { params });
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { items: FundCompany[]; nextPageToken?: string };
    all.push(...body.items);
    pageToken = body.nextPageToken;
  } while (pageToken);
  return all;
}

async function setStatus(api: APIRequestContext, fundId: string, companyId: string, status: Status) {
  const res = await api.patch(`/api/v1/funds/${fundId}/companies/${companyId}/status`, { data: { status } });
  expect(res.ok()).toBe(true);
}

async function statusOf(api: APIRequestContext, fundId: string, companyId: string): Promise<Status | undefined> {
  return (await companiesOf(api, fundId)).find((c) => c.publicId === companyId)?.status;
}

async function restore(api: APIRequestContext, fundId: string, companies: FundCompany[]) {
  for (const c of companies) if (c.status) await setStatus(api, fundId, c.publicId, c.status);
}

const statusBox = (page: Page, name: string) => page.getByRole('combobox', { name: `Status of ${name}`, exact: true });
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** The pager above the table (the one below is "Pagination, bottom"). */
const topPager = (page: Page) => page.getByRole('navigation', { name: 'Pagination', exact: true });

async function pick(page: Page, name: string, status: Status) {
  await statusBox(page, name).selectOption({ label: LABEL[status] });
}

test('the fund list links to each fund', async ({ page, api }) => {
  const fund = await demoFund(api, 'Demo Ventures Fund II');
  await page.goto('/funds');
  await expect(page.getByRole('heading', { level: 1, name: 'Funds' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Funds' });
  for (const name of ['Demo Ventures Fund I', 'Demo Ventures Fund II', 'Demo Ventures Opportunity Fund']) {
    await expect(list.getByRole('link', { name: new RegExp(`^${name} `) })).toBeVisible();
  }
  await expectAccessible(page);
  await list.getByRole('link', { name: /^Demo Ventures Fund II / }).click();
  await expect(page).toHaveURL(new RegExp(`/funds/${fund.publicId}$`));
  await expect(page.getByRole('heading', { level: 1, name: fund.name })).toBeVisible();
});

test('a status edited in place persists', async ({ page, api }) => {
  const fund = await demoFund(api, 'Demo Ventures Opportunity Fund');
  const firstPage = (await companiesOf(api, fund.publicId)).slice(0, PAGE);
  const target = firstPage.find((c) => c.status === 'active');
  if (!target) throw new Error('no active company on the first page');
  try {
    await page.goto(`/funds/${fund.publicId}`);
    await expect(statusBox(page, target.name).locator('option:checked')).toHaveText('Active');
    await expectAccessible(page);
    const saved = page.waitForResponse((r) => r.url().endsWith('/status') && r.request().method() === 'PATCH');
    await pick(page, target.name, 'dissolved');
    expect((await saved).status()).toBe(200);
    await expect(toasts(page).getByText(`${target.name} is now Dissolved`)).toBeVisible();
    await page.reload();
    await expect(statusBox(page, target.name).locator('option:checked')).toHaveText('Dissolved');
    expect(await statusOf(api, fund.publicId, target.publicId)).toBe('dissolved');
  } finally {
    await restore(api, fund.publicId, [target]);
  }
});

test('a status changed in place can be undone from its toast', async ({ page, api }) => {
  const fund = await demoFund(api, 'Demo Ventures Opportunity Fund');
  const firstPage = (await companiesOf(api, fund.publicId)).slice(0, PAGE);
  const target = firstPage.find((c) => c.status === 'active');
  if (!target) throw new Error('no active company on the first page');
  try {
    await page.goto(`/funds/${fund.publicId}`);
    const saved = page.waitForResponse((r) => r.url().endsWith('/status') && r.request().method() === 'PATCH');
    await pick(page, target.name, 'exited');
    expect((await saved).status()).toBe(200);
    const toast = toasts(page)
      .getByRole('listitem')
      .filter({ hasText: `${target.name} is now Exited` });
    await expect(toast).toBeVisible();
    const undone = page.waitForResponse((r) => r.url().endsWith('/status') && r.request().method() === 'PATCH');
    await toast.getByRole('button', { name: 'Undo' }).click();
    expect((await undone).status()).toBe(200);
    await expect(toasts(page).getByText(`${target.name} is now Active`)).toBeVisible();
    await expect(statusBox(page, target.name).locator('option:checked')).toHaveText('Active');
    expect(await statusOf(api, fund.publicId, target.publicId)).toBe('active');
  } finally {
    await restore(api, fund.publicId, [target]);
  }
});

test('a failed status change rolls back and says why', async ({ page, api }) => {
  const fund = await demoFund(api, 'Demo Ventures Opportunity Fund');
  const target = (await companiesOf(api, fund.publicId)).slice(0, PAGE).filter((c) => c.status === 'active')[1];
  if (!target) throw new Error('no second active company on the first page');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/console/funds/**/status', async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'boom' }) });
  });
  await page.goto(`/funds/${fund.publicId}`);
  await expect(statusBox(page, target.name).locator('option:checked')).toHaveText('Active');
  await pick(page, target.name, 'exited');
  // Optimistic: the new value shows while the request is held back.
  await expect(statusBox(page, target.name).locator('option:checked')).toHaveText('Exited');
  release();
  await expect(statusBox(page, target.name).locator('option:checked')).toHaveText('Active');
  const toast = toasts(page)
    .getByRole('listitem')
    .filter({ hasText: `${target.name} was not set to Exited` });
  await expect(toast).toContainText('The server answered: boom. The status is back to Active.');
  expect(await statusOf(api, fund.publicId, target.publicId)).toBe('active');
});

test('the status filter and the page position live in the URL', async ({ page, api }) => {
  // Two filters, two reloads and a walk over pages: on a busy CI machine this outlasts the default minute.
  test.slow();
  const fund = await demoFund(api, 'Demo Ventures Fund I');
  const exited = await companiesOf(api, fund.publicId, 'exited');
  expect(exited.length).toBeGreaterThan(0);
  await page.goto(`/funds/${fund.publicId}?status=exited`);
  await expect(page.getByRole('button', { name: 'Filter by status: Exited, 1 selected' })).toBeVisible();
  const boxes = page.getByRole('combobox', { name: /^Status of / });
  await expect(boxes).toHaveCount(Math.min(PAGE, exited.length));
  for (const text of await boxes.locator('option:checked').allTextContents()) expect(text).toBe('Exited');

  await page.getByRole('button', { name: 'Filter by status: Exited, 1 selected' }).click();
  await page.getByRole('checkbox', { name: 'Dissolved' }).click();
  await expect(page).toHaveURL(/\?status=exited&status=dissolved$/);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Filter by status: Exited, Dissolved, 2 selected' })).toBeVisible();
  await expect(boxes.first()).toBeVisible();
  for (const text of await boxes.locator('option:checked').allTextContents())
    expect(['Exited', 'Dissolved']).toContain(text);

  // Paging: page 2 survives a reload, and Previous comes back.
  const all = await companiesOf(api, fund.publicId);
  await page.goto(`/funds/${fund.publicId}`);
  await topPager(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/pageToken=/);
  await expect(topPager(page).getByText('Page 2', { exact: true })).toBeVisible();
  const firstOnPage2 = all[PAGE];
  if (!firstOnPage2) throw new Error('Fund I has a single page');
  await expect(boxes.first()).toHaveAccessibleName(`Status of ${firstOnPage2.name}`);
  await page.reload();
  await expect(topPager(page).getByText('Page 2', { exact: true })).toBeVisible();
  await expect(boxes.first()).toHaveAccessibleName(`Status of ${firstOnPage2.name}`);
  // The pager under the table does the same.
  const bottom = page.getByRole('navigation', { name: 'Pagination, bottom' });
  await bottom.getByRole('button', { name: 'Previous' }).click();
  await expect(bottom.getByText('Page 1', { exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/pageToken=/);
});

test('Back after a status filter change restores the filter before it', async ({ page, api }) => {
  const fund = await demoFund(api, 'Demo Ventures Fund I');
  await page.goto(`/funds/${fund.publicId}`);
  const boxes = page.getByRole('combobox', { name: /^Status of / });
  await expect(boxes.first()).toBeVisible();

  await page.getByRole('button', { name: 'Filter by status' }).click();
  await page.getByRole('checkbox', { name: 'Exited' }).click();
  await expect(page).toHaveURL(/\?status=exited$/);
  await page.getByRole('checkbox', { name: 'Dissolved' }).click();
  await expect(page).toHaveURL(/\?status=exited&status=dissolved$/);
  await page.keyboard.press('Escape');

  await page.goBack();
  await expect(page).toHaveURL(/\?status=exited$/);
  await expect(page.getByRole('button', { name: 'Filter by status: Exited, 1 selected' })).toBeVisible();
  await expect(boxes.first().locator('option:checked')).toHaveText('Exited');
  for (const text of await boxes.locator('option:checked').allTextContents()) expect(text).toBe('Exited');

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/funds/${fund.publicId}$`));
  await expect(page.getByRole('button', { name: 'Filter by status: Any status', exact: true })).toBeVisible();
});

test('rows selected across pages get a status in bulk', async ({ page, api }) => {
  const fund = await demoFund(api, 'Demo Ventures Fund II');
  const all = await companiesOf(api, fund.publicId);
  const chosen = [all[0], all[1], all[PAGE]].filter((c): c is FundCompany => c !== undefined);
  expect(chosen).toHaveLength(3);
  try {
    await page.goto(`/funds/${fund.publicId}`);
    const selectAll = page.getByRole('checkbox', { name: 'Select all companies on this page' });
    await selectAll.click();
    await expect(page.getByText(`${PAGE} companies selected`)).toBeVisible();
    await selectAll.click();
    await expect(page.getByRole('region', { name: 'Bulk actions' })).toHaveCount(0);

    for (const c of chosen.slice(0, 2)) await page.getByRole('checkbox', { name: `Select ${c.name}` }).click();
    await topPager(page).getByRole('button', { name: 'Next' }).click();
    await expect(topPager(page).getByText('Page 2', { exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: `Select ${chosen[2]?.name ?? ''}` }).click();
    await expect(page.getByText('3 companies selected (2 on other pages)')).toBeVisible();

    // Asked first, with the count; Cancel changes nothing.
    await page.getByRole('button', { name: 'Set status' }).click();
    await page.getByRole('menuitem', { name: 'Dissolved' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Mark 3 companies as dissolved?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    expect(await statusOf(api, fund.publicId, chosen[2]?.publicId ?? '')).toBe(chosen[2]?.status);
    await page.getByRole('button', { name: 'Set status' }).click();
    await page.getByRole('menuitem', { name: 'Dissolved' }).click();
    await confirm.getByRole('button', { name: 'Mark as dissolved' }).click();
    const report = page.getByRole('region', { name: 'Bulk change' });
    await expect(report.getByText('3 of 3')).toBeVisible();
    await expect(report.getByText('3 companies set to Dissolved.')).toBeVisible();
    await expect(report.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(statusBox(page, chosen[2]?.name ?? '').locator('option:checked')).toHaveText('Dissolved');
    for (const c of chosen) expect(await statusOf(api, fund.publicId, c.publicId)).toBe('dissolved');
    await expectAccessible(page);
  } finally {
    await restore(api, fund.publicId, chosen);
  }
});

test('a bulk status change names the companies it could not change', async ({ page, api }) => {
  const fund = await demoFund(api, 'Demo Ventures Fund II');
  const chosen = (await companiesOf(api, fund.publicId)).slice(2, 5);
  const [ok1, bad, ok2] = chosen;
  if (!ok1 || !bad || !ok2) throw new Error('Fund II is too small');
  try {
    await page.route(`**/api/console/funds/*/companies/${bad.publicId}/status`, (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'not in this fund' }),
      }),
    );
    await page.goto(`/funds/${fund.publicId}`);
    for (const c of chosen) await page.getByRole('checkbox', { name: `Select ${c.name}` }).click();
    await page.getByRole('button', { name: 'Set status' }).click();
    await page.getByRole('menuitem', { name: 'Exited' }).click();
    await page
      .getByRole('alertdialog', { name: 'Mark 3 companies as exited?' })
      .getByRole('button', { name: 'Mark as exited' })
      .click();
    const alert = page.getByRole('region', { name: 'Bulk change' }).getByRole('alert');
    await expect(alert).toContainText('1 of 3 companies not changed');
    await expect(alert.getByRole('list', { name: 'Companies not changed' }).getByRole('listitem')).toHaveText([
      `${bad.name}: not in this fund`,
    ]);
    await expect(toasts(page).getByText('1 of 3 companies not changed')).toBeVisible();
    // The failed one stays selected for a retry; the others stay changed.
    await expect(page.getByText('1 company selected')).toBeVisible();
    expect(await statusOf(api, fund.publicId, ok1.publicId)).toBe('exited');
    expect(await statusOf(api, fund.publicId, ok2.publicId)).toBe('exited');
    expect(await statusOf(api, fund.publicId, bad.publicId)).toBe(bad.status);
  } finally {
    await restore(api, fund.publicId, chosen);
  }
});

test('bulk remove asks with the count, reports the companies a failure left, then removes them', async ({
  page,
  api,
}) => {
  const fund = await demoFund(api, REMOVAL_FUND);
  const before = await companiesOf(api, fund.publicId);
  const chosen = before.slice(1, 4);
  const ids = chosen.map((c) => c.publicId);
  const sent: unknown[] = [];
  // An injected failure first; the second attempt reaches the server.
  await page.route('**/api/console/funds/*/companies', async (route) => {
    if (route.request().method() !== 'DELETE' || sent.length > 0) return route.fallback();
    sent.push(route.request().postDataJSON());
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"database unavailable"}' });
  });
  await page.goto(`/funds/${fund.publicId}`);
  for (const c of chosen) await page.getByRole('checkbox', { name: `Select ${c.name}` }).click();

  await page.getByRole('button', { name: 'Remove from fund' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Remove 3 companies from ${fund.name}?` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Remove 3 companies' }).click();
  const alert = page.getByRole('region', { name: 'Bulk change' }).getByRole('alert');
  await expect(alert).toContainText('3 of 3 companies not changed');
  await expect(alert.getByRole('listitem')).toHaveText(chosen.map((c) => `${c.name}: database unavailable`));
  expect(sent).toEqual([{ companyPublicIds: ids }]);
  for (const c of chosen) await expect(statusBox(page, c.name)).toBeVisible();
  await expect(page.getByText('3 companies selected')).toBeVisible();
  expect((await companiesOf(api, fund.publicId)).map((c) => c.publicId)).toEqual(before.map((c) => c.publicId));

  await page.getByRole('button', { name: 'Remove from fund' }).click();
  await dialog.getByRole('button', { name: 'Remove 3 companies' }).click();
  await expect(toasts(page).getByText(`Removed 3 companies from ${fund.name}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bulk change' }).getByText('3 of 3')).toBeVisible();
  for (const c of chosen) await expect(statusBox(page, c.name)).toHaveCount(0);
  await expect(statusBox(page, before[0]?.name ?? '')).toBeVisible();
  const after = (await companiesOf(api, fund.publicId)).map((c) => c.publicId);
  expect(after).toEqual(before.map((c) => c.publicId).filter((id) => !ids.includes(id)));
});

test('without the status extension a status shows "—" and can still be set', async ({ page, api }) => {
  const fund = await demoFund(api, 'Demo Ventures Opportunity Fund');
  const target = (await companiesOf(api, fund.publicId)).slice(0, PAGE).filter((c) => c.status === 'active')[2];
  if (!target) throw new Error('no third active company on the first page');
  await page.route('**/api/console/funds/*/companies?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { items: FundCompany[] };
    const items = body.items.map(({ status: _status, ...rest }) => rest);
    await route.fulfill({ response, json: { ...body, items } });
  });
  try {
    // The first page comes with the HTML; a new page size is the browser's own request, through the route above.
    await page.goto(`/funds/${fund.publicId}`);
    await expect(statusBox(page, target.name).locator('option:checked')).toHaveText('Active');
    await topPager(page).getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
    await expect(page).toHaveURL(/[?&]limit=50/);
    await expect(statusBox(page, target.name).locator('option:checked')).toContainText('Not reported');
    await pick(page, target.name, 'exited');
    await expect(toasts(page).getByText(`${target.name} is now Exited`)).toBeVisible();
    expect(await statusOf(api, fund.publicId, target.publicId)).toBe('exited');
  } finally {
    await restore(api, fund.publicId, [target]);
  }
});

async function newCompany(api: APIRequestContext, label: string): Promise<{ publicId: string; name: string }> {
  const name = unique(label);
  const res = await api.post('/api/v1/companies', { data: { name } });
  expect(res.status()).toBe(201);
  const { publicId } = (await res.json()) as { publicId: string };
  return { publicId, name };
}

/** Deleting a company takes it out of every fund. */
async function deleteCompany(api: APIRequestContext, publicId: string) {
  await api.delete(`/api/v1/companies/${publicId}`);
}

test('the fund list shows each fund with its company count, status mix and creation date', async ({ page, api }) => {
  const fund = await demoFund(api, 'Demo Ventures Fund I');
  const members = await companiesOf(api, fund.publicId);
  const count = (status: Status) => members.filter((c) => c.status === status).length;
  await page.goto('/funds');
  const link = page.getByRole('list', { name: 'Funds' }).getByRole('link', { name: /^Demo Ventures Fund I / });
  await expect(link).toContainText(`${members.length.toLocaleString('en-GB')} companies`);
  await expect(link).toContainText(/Created \d{1,2} \w{3,4} \d{4}/);
  const mix = link.getByTestId('status-mix');
  for (const status of ['active', 'exited', 'dissolved'] as const) {
    if (count(status) > 0) await expect(mix).toContainText(`${count(status).toLocaleString('en-GB')} ${status}`);
  }
  // The raw id is in the link's address only, never its text.
  await expect(link).not.toContainText(fund.publicId);
  await page.goto(`/funds/${fund.publicId}`);
  await expect(page.getByTestId('fund-total')).toHaveText(
    `${members.length.toLocaleString('en-GB')} companies in this fund`,
  );
  await page.goto(`/funds/${fund.publicId}?status=exited`);
  await expect(page.getByTestId('fund-total')).toHaveText(
    `${count('exited')} of ${members.length.toLocaleString('en-GB')} companies ${count('exited') === 1 ? 'is' : 'are'} Exited`,
  );
});

test('search within a fund lives in the URL and Back undoes it', async ({ page, api }) => {
  const fund = await demoFund(api, 'Demo Ventures Fund I');
  const members = await companiesOf(api, fund.publicId);
  const target = members[3];
  if (!target) throw new Error('Fund I is too small');
  await page.goto(`/funds/${fund.publicId}`);
  const boxes = page.getByRole('combobox', { name: /^Status of / });
  await expect(boxes).toHaveCount(PAGE);
  const box = page.getByRole('searchbox', { name: "Search this fund's companies" });
  await box.fill(target.name);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(target.name);
  await expect(statusBox(page, target.name)).toBeVisible();
  const expected = members.filter((c) => c.name.toLowerCase().includes(target.name.toLowerCase()));
  await expect(boxes).toHaveCount(expected.length);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/funds/${fund.publicId}$`));
  await expect(box).toHaveValue('');
  await expect(boxes).toHaveCount(PAGE);

  await box.fill('zzzz-no-such-company');
  await expect(page.getByText('No company in this fund matches “zzzz-no-such-company”')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(boxes).toHaveCount(PAGE);
});

test('Add company picks a company by search, adds it with a status, and the list shows it', async ({ page, api }) => {
  const fund = await demoFund(api, 'Demo Ventures Fund I');
  const company = await newCompany(api, '~E2E add');
  try {
    await page.goto(`/funds/${fund.publicId}`);
    await page.getByRole('button', { name: 'Add company' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Add a company to ${fund.name}` });
    await dialog.getByRole('button', { name: /^Company/ }).click();
    await page.getByRole('combobox', { name: 'Search companies' }).fill(company.name);
    await page.getByRole('option', { name: company.name }).click();
    await expect(dialog.getByRole('button', { name: `Company ${company.name}` })).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Status in the fund' }).selectOption({ label: 'Exited' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add to fund' }).click();
    await expect(toasts(page).getByText(`${company.name} added to ${fund.name} as Exited`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(await statusOf(api, fund.publicId, company.publicId)).toBe('exited');
    // Its name sorts after the seeded ones ("~"): search finds it on the refreshed list.
    await page.getByRole('searchbox', { name: "Search this fund's companies" }).fill(company.name);
    await expect(statusBox(page, company.name).locator('option:checked')).toHaveText('Exited');
  } finally {
    await deleteCompany(api, company.publicId);
  }
});

test('Add company on a company already in the fund says so, and names the status change before sending it', async ({
  page,
  api,
}) => {
  const fund = await demoFund(api, 'Demo Ventures Fund I');
  const company = await newCompany(api, '~E2E already in');
  try {
    const added = await api.post(`/api/v1/funds/${fund.publicId}/companies`, {
      data: { companyPublicId: company.publicId, status: 'exited' },
    });
    expect(added.status(), await added.text()).toBe(201);
    await page.goto(`/funds/${fund.publicId}`);
    await page.getByRole('button', { name: 'Add company' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Add a company to ${fund.name}` });
    await dialog.getByRole('button', { name: /^Company/ }).click();
    await page.getByRole('combobox', { name: 'Search companies' }).fill(company.name);
    await page.getByRole('option', { name: company.name }).click();
    const note = dialog.getByRole('status');
    await expect(note).toHaveText(
      `${company.name} is already in ${fund.name} as Exited. Adding it changes its status to Active.`,
    );
    await expect(dialog.getByRole('button', { name: 'Add to fund' })).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'Status in the fund' }).selectOption({ label: 'Exited' });
    await expect(note).toContainText('Adding it again changes nothing.');
    await expect(dialog.getByRole('button', { name: 'Add to fund' })).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'Status in the fund' }).selectOption({ label: 'Active' });
    await dialog.getByRole('button', { name: 'Change status to Active' }).click();
    await expect(toasts(page).getByText(`${company.name} was already in ${fund.name}; it is now Active`)).toBeVisible();
    expect(await statusOf(api, fund.publicId, company.publicId)).toBe('active');
  } finally {
    await deleteCompany(api, company.publicId);
  }
});

test("a row's history shows each change to its membership and who made it", async ({ page, api }) => {
  const fund = await demoFund(api, 'Demo Ventures Fund I');
  const me = (await (await api.get('/api/v1/me')).json()) as { user: { firstName: string; lastName: string } };
  const who = `${me.user.firstName} ${me.user.lastName}`.trim();
  const company = await newCompany(api, '~E2E history');
  try {
    const added = await api.post(`/api/v1/funds/${fund.publicId}/companies`, {
      data: { companyPublicId: company.publicId, status: 'active' },
    });
    expect(added.status()).toBe(201);
    await setStatus(api, fund.publicId, company.publicId, 'exited');
    await page.goto(`/funds/${fund.publicId}?search=${encodeURIComponent(company.name)}`);
    await page.getByRole('button', { name: `History of ${company.name} in this fund` }).click();
    const history = page.getByRole('list', { name: `Changes to ${company.name} in this fund, newest first` });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText('Active → Exited');
    await expect(history.getByRole('listitem').first()).toContainText(who);
    await expect(history.getByRole('listitem').nth(1)).toContainText('Added as Active');
    // The layer stays inside the viewport, though its trigger is at the row's right end.
    const layer = page.getByRole('dialog', { name: `History of ${company.name}` });
    await expect(layer).toBeInViewport({ ratio: 1 });
    await expectAccessible(page);

    // A change made in the page shows up the next time the history opens.
    await page.keyboard.press('Escape');
    await pick(page, company.name, 'dissolved');
    await expect(toasts(page).getByText(`${company.name} is now Dissolved`)).toBeVisible();
    await page.getByRole('button', { name: `History of ${company.name} in this fund` }).click();
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(history.getByRole('listitem').first()).toContainText('Exited → Dissolved');

    // And on a phone, narrower than the layer's own width.
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: `History of ${company.name} in this fund` }).click();
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(layer).toBeInViewport({ ratio: 1 });
  } finally {
    await deleteCompany(api, company.publicId);
  }
});

test.describe('bulk module', () => {
  const targets = (n: number): BulkTarget[] =>
    Array.from({ length: n }, (_, i) => ({ publicId: `id-${i}`, name: `Company ${i}` }));

  test('chunks at 500', () => {
    expect(chunk(targets(1201)).map((c) => c.length)).toEqual([500, 500, 201]);
    expect(chunk([])).toEqual([]);
  });

  test('removal sends one request per chunk and fails whole chunks', async () => {
    const calls: number[] = [];
    const progress: string[] = [];
    const result = await bulkRemove(
      targets(1201),
      async (ids) => {
        calls.push(ids.length);
        if (calls.length === 2) throw new Error('boom');
      },
      { onProgress: (p) => progress.push(`${p.done} of ${p.total}`) },
    );
    expect(calls).toEqual([500, 500, 201]);
    expect(progress).toEqual(['0 of 1201', '500 of 1201', '1000 of 1201', '1201 of 1201']);
    expect(result.succeeded).toHaveLength(701);
    expect(result.failed.map((f) => f.target.publicId)).toEqual(
      targets(1000)
        .slice(500)
        .map((t) => t.publicId),
    );
    expect(result.failed[0]?.message).toBe('boom');
  });

  test('status changes run at most 8 at a time and report each failure', async () => {
    let inFlight = 0;
    let peak = 0;
    let last = { done: 0, total: 0 };
    const result = await bulkSetStatus(
      targets(1001),
      async (id) => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await new Promise((resolve) => setTimeout(resolve, id.endsWith('7') ? 2 : 0));
        inFlight -= 1;
        if (id === 'id-7' || id === 'id-900') throw new Error(`${id} is not in the fund`);
      },
      { onProgress: (p) => (last = p) },
    );
    expect(peak).toBe(8);
    expect(last).toEqual({ done: 1001, total: 1001 });
    expect(result.succeeded).toHaveLength(999);
    expect(result.succeeded[0]?.publicId).toBe('id-0');
    expect(result.failed).toEqual([
      { target: { publicId: 'id-7', name: 'Company 7' }, message: 'id-7 is not in the fund' },
      { target: { publicId: 'id-900', name: 'Company 900' }, message: 'id-900 is not in the fund' },
    ]);
  });
});
