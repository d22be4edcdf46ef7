import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test, unique } from './support/fixtures';

/*
 * Values entered by hand. The API deletes no values, so each test makes a
 * company of its own, enters values for it, and deletes it at the end (which
 * hides its values everywhere). Trackers are the demo workspace's, read by
 * their policy rather than their name.
 */

interface Tracker {
  publicId: string;
  name: string;
  kind: string;
  valuePolicy: { kind: 'point_in_time' | 'period_total' | 'score' } | null;
}
interface Value {
  publicId: string;
  value: number | string | boolean;
  status: string;
  origin: string;
  effectiveAt: string;
  note?: string;
  period?: { kind: string; cadence?: { unit: string; length: number } };
}
interface Own {
  publicId: string;
  name: string;
  remove: () => Promise<void>;
}

async function ownCompany(api: APIRequestContext): Promise<Own> {
  const name = unique('Entry Co');
  const domain = `entry-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}.example`;
  const res = await api.post('/api/v1/companies', { data: { name, primaryDomain: domain } });
  expect(res.status(), await res.text()).toBe(201);
  const publicId = String(((await res.json()) as { publicId: string }).publicId);
  return { publicId, name, remove: async () => void (await api.delete(`/api/v1/companies/${publicId}`)) };
}

async function trackers(api: APIRequestContext, companyPublicId?: string): Promise<Tracker[]> {
  const query = new URLSearchParams({ limit: '100', ...(companyPublicId ? { companyPublicId } : {}) });
  const res = await api.get(`/api/v1/trackers?${query}`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { items: Tracker[] }).items;
}

/** A tracker covering the company (or, with `covering` false, one that does not) and matching `ok`. */
async function trackerFor(
  api: APIRequestContext,
  company: Own,
  ok: (t: Tracker) => boolean,
  covering = true,
): Promise<Tracker> {
  const covered = new Set((await trackers(api, company.publicId)).map((t) => t.publicId));
  const found = (await trackers(api)).find((t) => covered.has(t.publicId) === covering && ok(t));
  if (!found)
    throw new Error(`the demo workspace has no such tracker ${covering ? 'covering' : 'outside'} a new company`);
  return found;
}

async function valuesOf(api: APIRequestContext, tracker: Tracker, company: Own): Promise<Value[]> {
  const res = await api.get(`/api/v1/trackers/${tracker.publicId}/values?companyPublicId=${company.publicId}`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { items: Value[] }).items;
}

const numeric = (t: Tracker) => ['money', 'number', 'percent'].includes(t.kind);
const dialogFor = (page: Page, tracker: Tracker) =>
  page.getByRole('dialog', { name: `Add a value to ${tracker.name}` });
const valueRows = (page: Page) => page.getByRole('table', { name: 'Tracker values' }).getByRole('row');

/** The value control, whose label names the unit: "Amount (USD)", "Value (%)". */
const valueInput = (dialog: Locator) => dialog.getByLabel(/^(Amount|Value)\b/);

test('a value entered on the tracker page shows in its table and chart at once, confirmed and manual', async ({
  page,
  api,
}) => {
  const company = await ownCompany(api);
  try {
    const tracker = await trackerFor(api, company, (t) => numeric(t) && t.valuePolicy?.kind === 'point_in_time');
    await page.goto(`/trackers/${tracker.publicId}?companyPublicId=${company.publicId}`);
    await expect(page.getByRole('heading', { level: 2, name: `Value history · ${company.name}` })).toBeVisible();
    await expect(page.getByText('No values match')).toBeVisible();

    await page.getByRole('button', { name: 'Add value' }).click();
    const dialog = dialogFor(page, tracker);
    // The company the page shows is the one the value is for, until another is chosen.
    await expect(dialog.getByRole('button', { name: `Company ${company.name}` })).toBeVisible();

    await dialog.getByLabel('As of', { exact: true }).fill('2026-10-31');
    await valueInput(dialog).fill('1,250,000');
    await dialog.getByLabel('Note').fill('From the October board deck');
    await dialog.getByRole('button', { name: 'Save value' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Value added')).toBeVisible();

    // No reload: the table and the chart show it.
    const row = valueRows(page).filter({ hasText: '31 Oct 2026' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('1,250,000');
    await expect(row.getByRole('cell').nth(4)).toHaveText('Confirmed');
    await expect(row.getByRole('cell').nth(5)).toHaveText('manual');
    await expect(row).toContainText('From the October board deck');
    await expect(page.getByRole('group', { name: `${tracker.name} chart for ${company.name}` })).toBeVisible();

    const [stored, ...others] = await valuesOf(api, tracker, company);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      value: 1_250_000,
      status: 'confirmed',
      origin: 'manual',
      effectiveAt: '2026-10-31',
      period: { kind: 'point_in_time' },
    });
  } finally {
    await company.remove();
  }
});

test('the entry dialog passes axe in light and dark, its errors showing', async ({ page, api }) => {
  const company = await ownCompany(api);
  try {
    // A period total shows the most controls: the period's choices, month or quarter, year, amount, note.
    const tracker = await trackerFor(api, company, (t) => numeric(t) && t.valuePolicy?.kind === 'period_total');
    await page.goto(`/trackers/${tracker.publicId}`);
    await page.getByRole('button', { name: 'Add value' }).click();
    const dialog = dialogFor(page, tracker);
    await dialog.getByRole('button', { name: 'Save value' }).click();
    await expect(valueInput(dialog)).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page);
  } finally {
    await company.remove();
  }
});

test('a value entered on a company’s Trackers tab covers a whole period and shows in the card’s chart', async ({
  page,
  api,
}) => {
  const company = await ownCompany(api);
  try {
    const tracker = await trackerFor(api, company, (t) => numeric(t) && t.valuePolicy?.kind === 'period_total');
    await page.goto(`/companies/${company.publicId}/trackers`);
    await expect(page.getByRole('heading', { level: 3, name: tracker.name })).toBeVisible();
    await page.getByRole('button', { name: `Add value for ${tracker.name}` }).click();
    const dialog = dialogFor(page, tracker);
    // The company is the page's: named, not chosen.
    await expect(dialog).toContainText(`Company: ${company.name}`);
    await expect(dialog.getByRole('button', { name: /^Company/ })).toHaveCount(0);

    // A quarter, dated on its last day.
    const totalOver = dialog.getByLabel('Total over');
    if (await totalOver.count()) await totalOver.selectOption({ label: 'Quarter' });
    await dialog.getByLabel('Quarter').selectOption('2');
    await dialog.getByLabel('Year').fill('2026');
    await expect(dialog).toContainText('Dated 30 Jun 2026, the last day of Q2 2026.');
    await valueInput(dialog).fill('3400000');
    await dialog.getByRole('button', { name: 'Save value' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Value added')).toBeVisible();
    await expect(page.getByRole('group', { name: `${tracker.name} chart for ${company.name}` })).toBeVisible();

    const [stored] = await valuesOf(api, tracker, company);
    expect(stored).toMatchObject({
      value: 3_400_000,
      status: 'confirmed',
      origin: 'manual',
      effectiveAt: '2026-06-30',
      period: { kind: 'period_total', cadence: { unit: 'quarter', length: 1 } },
    });

    // The tracker's table lists it too.
    await page.goto(`/trackers/${tracker.publicId}?companyPublicId=${company.publicId}`);
    const row = valueRows(page).filter({ hasText: '30 Jun 2026' });
    await expect(row.getByRole('cell').nth(4)).toHaveText('Confirmed');
    await expect(row.getByRole('cell').nth(5)).toHaveText('manual');
  } finally {
    await company.remove();
  }
});

test('a period the policy refuses stays on its field, and nothing is sent', async ({ page, api }) => {
  const company = await ownCompany(api);
  try {
    const tracker = await trackerFor(api, company, (t) => numeric(t) && t.valuePolicy?.kind === 'period_total');
    await page.goto(`/companies/${company.publicId}/trackers`);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/values')) posts.push(r.url());
    });
    await page.getByRole('button', { name: `Add value for ${tracker.name}` }).click();
    const dialog = dialogFor(page, tracker);
    const totalOver = dialog.getByLabel('Total over');
    if (await totalOver.count()) await totalOver.selectOption({ label: 'Quarter' });
    // A quarter that has not ended has no total yet.
    const next = new Date().getFullYear() + 1;
    await dialog.getByLabel('Quarter').selectOption('1');
    await dialog.getByLabel('Year').fill(String(next));
    await valueInput(dialog).fill('100');
    await dialog.getByRole('button', { name: 'Save value' }).click();

    const quarter = dialog.getByLabel('Quarter');
    await expect(quarter).toHaveAttribute('aria-invalid', 'true');
    await expect(quarter).toHaveAccessibleDescription(`Q1 ${next} has not ended yet: enter its total once it is over.`);
    await expect(quarter).toBeFocused();
    expect(posts).toEqual([]);
    expect(await valuesOf(api, tracker, company)).toEqual([]);

    // An ended quarter is accepted.
    await dialog.getByLabel('Year').fill(String(next - 2));
    await dialog.getByRole('button', { name: 'Save value' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await valuesOf(api, tracker, company)).length).toBe(1);
  } finally {
    await company.remove();
  }
});

test('a company the tracker does not cover is refused by the API on the company field', async ({ page, api }) => {
  const company = await ownCompany(api);
  try {
    const tracker = await trackerFor(api, company, (t) => numeric(t) && t.valuePolicy?.kind !== 'period_total', false);
    await page.goto(`/trackers/${tracker.publicId}`);
    await page.getByRole('button', { name: 'Add value' }).click();
    const dialog = dialogFor(page, tracker);
    await dialog.getByRole('button', { name: /^Company/ }).click();
    await page.getByRole('combobox', { name: 'Search companies' }).fill(company.name);
    await page.getByRole('option', { name: new RegExp(`^${company.name}`) }).click();
    await expect(dialog.getByRole('button', { name: `Company ${company.name}` })).toBeVisible();
    await dialog.getByLabel(/^(As of|Effective date)$/).fill('2026-10-31');
    await valueInput(dialog).fill('42');
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/values'));
    await dialog.getByRole('button', { name: 'Save value' }).click();
    expect((await answer).status()).toBe(400);

    const picker = dialog.getByRole('button', { name: `Company ${company.name}` });
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expect(picker).toHaveAccessibleDescription(
      `${tracker.name} does not cover ${company.name}. Choose a company the tracker covers.`,
    );
    await expect(dialog).toBeVisible();
    expect(await valuesOf(api, tracker, company)).toEqual([]);
  } finally {
    await company.remove();
  }
});

test('filter buttons say what they are set to', async ({ page, api }) => {
  const [tracker] = await trackers(api);
  if (!tracker) throw new Error('no tracker');
  await page.goto(`/trackers/${tracker.publicId}`);
  const status = page.getByRole('button', { name: /^Status/ });
  await expect(status).toHaveText('Suggested + confirmed');
  await status.click();
  await page.getByRole('checkbox', { name: 'Rejected', exact: true }).check();
  await expect(status).toContainText('Status: Rejected');
  await page.getByRole('checkbox', { name: 'Confirmed', exact: true }).check();
  await expect(status).toContainText('Status: Confirmed, Rejected');
  await expect(status).toHaveAccessibleName('Status: Confirmed, Rejected, 2 selected');
  await page.getByRole('checkbox', { name: 'Suggested', exact: true }).check();
  await expect(status).toContainText('Status: 3 selected');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=suggested.*status=confirmed.*status=rejected/);

  // The review queue's tracker filter names the trackers chosen.
  const counts = (await (await api.get('/api/v1/tracker-values/counts?status=suggested')).json()) as {
    trackers: Array<{ trackerPublicId: string; name: string }>;
  };
  const [first, second] = counts.trackers;
  if (!first || !second) throw new Error('the demo has fewer than two trackers with values waiting');
  await page.goto(`/review?trackerPublicId=${first.trackerPublicId}`);
  await expect(page.getByRole('button', { name: `Tracker: ${first.name}, 1 selected` })).toContainText(
    `Tracker: ${first.name}`,
  );
  await page.goto(`/review?trackerPublicId=${first.trackerPublicId}&trackerPublicId=${second.trackerPublicId}`);
  await expect(page.getByRole('button', { name: /^Trackers:/ })).toContainText(
    `Trackers: ${first.name}, ${second.name}`,
  );
});
