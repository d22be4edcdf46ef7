import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test, unique } from './support/fixtures';

/*
 * The review queue. Suggested values only come from derivation, so each test
 * makes a company of its own (a unique domain), posts investor updates from
 * it, waits until they are derived, and deletes the company at the end (which
 * hides its values). The page is opened filtered to that company, so tests
 * running side by side never see each other's values.
 */

interface QueueValue {
  publicId: string;
  trackerPublicId: string;
  value: number | string | boolean;
  status: string;
  note?: string;
  effectiveAt: string;
  updatedAt: string;
}

const UPDATES = [
  { month: 'August', sent: '2026-09-04T09:00:00Z', sentence: 'ARR grew to $2.2M at the end of August.' },
  { month: 'September', sent: '2026-10-05T09:00:00Z', sentence: 'ARR grew to $2.3M at the end of September.' },
  { month: 'October', sent: '2026-11-04T09:00:00Z', sentence: 'ARR grew to $2.41M at the end of October.' },
];

interface Own {
  publicId: string;
  name: string;
  values: QueueValue[];
  remove: () => Promise<void>;
}

async function waitDerived(api: APIRequestContext, publicId: string) {
  await expect
    .poll(
      async () =>
        ((await (await api.get(`/api/v1/emails/${publicId}`)).json()) as { processing: { state: string } }).processing
          .state,
      { timeout: 60_000 },
    )
    .toMatch(/^(done|failed)$/);
}

async function values(api: APIRequestContext, companyId: string, status = 'suggested'): Promise<QueueValue[]> {
  const res = await api.get(`/api/v1/tracker-values?companyPublicId=${companyId}&status=${status}`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { items: QueueValue[] }).items;
}

/** A company of the test's own with three suggested ARR values (newest first in the queue). */
async function ownCompany(api: APIRequestContext): Promise<Own> {
  const name = unique('Review Co');
  const domain = `review-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}.example`;
  const res = await api.post('/api/v1/companies', { data: { name, primaryDomain: domain } });
  expect(res.status(), await res.text()).toBe(201);
  const publicId = String(((await res.json()) as { publicId: string }).publicId);
  for (const u of UPDATES) {
    const raw = [
      `From: Jane Founder <jane@${domain}>`,
      'To: ada@demo.example',
      `Subject: ${u.month} 2026 investor update`,
      `Date: ${new Date(u.sent).toUTCString()}`,
      `Message-ID: <${u.month.toLowerCase()}-review-${domain}>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      `Hi all,\r\n\r\n${u.sentence}\r\n\r\nBest,\r\nJane`,
    ].join('\r\n');
    const posted = await api.post('/api/v1/emails', {
      headers: { 'content-type': 'message/rfc822' },
      data: Buffer.from(raw),
    });
    expect(posted.status(), await posted.text()).toBe(202);
    await waitDerived(api, String(((await posted.json()) as { publicId: string }).publicId));
  }
  const list = await values(api, publicId);
  expect(list.map((v) => v.value)).toEqual([2_410_000, 2_300_000, 2_200_000]);
  return { publicId, name, values: list, remove: async () => void (await api.delete(`/api/v1/companies/${publicId}`)) };
}

const queue = (page: Page) => page.getByRole('listbox', { name: 'Values waiting for review' });
const options = (page: Page) => queue(page).getByRole('option');
const shownValue = (page: Page) => page.locator('#review-value-heading');
const evidence = (page: Page) => page.getByRole('region', { name: 'Cited source' });

async function statusOf(api: APIRequestContext, v: QueueValue): Promise<{ status: string; value: unknown }> {
  for (const status of ['suggested', 'confirmed', 'rejected']) {
    const found = (await values(api, own.publicId, status)).find((i) => i.publicId === v.publicId);
    if (found) return { status, value: found.value };
  }
  return { status: 'missing', value: undefined };
}

/** The Undo button of the toast that names this action. */
const undo = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: 'Undo' });

let own: Own;
test.beforeEach(async ({ api }) => {
  own = await ownCompany(api);
});
test.afterEach(async () => {
  await own.remove();
});

test('lists values with their evidence and quote marked; j/k move; the citation opens the source marked', async ({
  page,
}) => {
  await page.goto(`/review?companyPublicId=${own.publicId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
  await expect(options(page)).toHaveCount(3);
  await expect(options(page).first()).toContainText(own.name);
  await expect(options(page).first()).toContainText('ARR');
  await expect(shownValue(page)).toHaveText('$2,410,000');
  // The first value's evidence came with the page: the email, its sentence marked.
  await expect(evidence(page).getByRole('heading', { name: 'October 2026 investor update' })).toBeVisible();
  await expect(evidence(page).locator('mark')).toContainText('ARR grew to $2.41M');

  await page.keyboard.press('j');
  await expect(shownValue(page)).toHaveText('$2,300,000');
  await expect(options(page).nth(1)).toBeFocused();
  await expect(evidence(page).locator('mark')).toContainText('ARR grew to $2.3M');
  await page.keyboard.press('j');
  await expect(shownValue(page)).toHaveText('$2,200,000');
  await page.keyboard.press('k');
  await expect(shownValue(page)).toHaveText('$2,300,000');
  await expectAccessible(page);

  // The chip opens the source page with the same passage marked.
  const href = await page.getByRole('list', { name: 'Cited sources' }).getByRole('link').first().getAttribute('href');
  expect(href).toContain('quote=');
  await page.goto(href ?? '');
  await expect(page.locator('main mark')).toContainText('ARR grew to $2.3M');
});

test('c confirms after the undo window, r rejects, and Undo puts a value back without sending anything', async ({
  page,
  api,
}) => {
  const [oct, sep, aug] = own.values;
  if (!oct || !sep || !aug) throw new Error('three values expected');
  const patched: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH') patched.push(r.url());
  });
  await page.goto(`/review?companyPublicId=${own.publicId}`);
  await expect(shownValue(page)).toHaveText('$2,410,000');

  await page.keyboard.press('c');
  // Out of the queue at once, the next value already on show.
  await expect(options(page)).toHaveCount(2);
  await expect(shownValue(page)).toHaveText('$2,300,000');
  await expect(page.getByText(`Confirmed ARR for ${own.name}`)).toBeVisible();
  await expect.poll(() => statusOf(api, oct), { timeout: 20_000 }).toEqual({ status: 'confirmed', value: 2_410_000 });

  // Reject September, then take it back.
  await page.keyboard.press('r');
  await expect(options(page)).toHaveCount(1);
  await undo(page, `Rejected ARR for ${own.name}`).click();
  await expect(options(page)).toHaveCount(2);
  await expect(shownValue(page)).toHaveText('$2,300,000');

  // Reject August; once it is saved, September's window has long closed too.
  await page.keyboard.press('j');
  await expect(shownValue(page)).toHaveText('$2,200,000');
  await page.keyboard.press('r');
  await expect(options(page)).toHaveCount(1);
  await expect.poll(() => statusOf(api, aug), { timeout: 20_000 }).toEqual({ status: 'rejected', value: 2_200_000 });
  expect(await statusOf(api, sep)).toEqual({ status: 'suggested', value: 2_300_000 });
  expect(patched.some((u) => u.includes(sep.publicId))).toBe(false);
});

/** Opens the Correct dialog on the queue's first value, the October one. */
async function correctOctober(page: Page) {
  await page.goto(`/review?companyPublicId=${own.publicId}`);
  await expect(shownValue(page)).toHaveText('$2,410,000');
  await page.keyboard.press('e');
  return page.getByRole('dialog', { name: 'Correct ARR' });
}

test('e corrects a value and confirms it', async ({ page, api }) => {
  const [oct] = own.values;
  if (!oct) throw new Error('a value expected');
  const dialog = await correctOctober(page);
  await expect(dialog).toBeVisible();
  // Typing in the form never triggers the queue's keys.
  await dialog.getByLabel(/^Value/).fill('2,450,000');
  await dialog.getByRole('button', { name: 'Save and confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(options(page)).toHaveCount(2);
  await expect(page.getByText(`Corrected and confirmed ARR for ${own.name}`)).toBeVisible();
  await expect.poll(() => statusOf(api, oct), { timeout: 20_000 }).toEqual({ status: 'confirmed', value: 2_450_000 });
});

test("e corrects a value's date, prefilled with the suggested one, and confirms it", async ({ page, api }) => {
  const [oct] = own.values;
  if (!oct) throw new Error('three values expected');
  const dialog = await correctOctober(page);
  const date = dialog.getByLabel('Effective date');
  await expect(date).toHaveValue(oct.effectiveAt);
  await date.fill('2026-10-15');
  await dialog.getByRole('button', { name: 'Save and confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await values(api, own.publicId, 'confirmed')).find((v) => v.publicId === oct.publicId), {
      timeout: 20_000,
    })
    .toMatchObject({ effectiveAt: '2026-10-15', value: 2_410_000 });
});

test("e corrects a value's period, offering only the periods the tracker's policy allows", async ({ page, api }) => {
  const [oct] = own.values;
  if (!oct) throw new Error('three values expected');
  const dialog = await correctOctober(page);
  const period = dialog.getByLabel('Period');
  // The demo's ARR: a point in time from monthly or quarterly data, per year (lib/seed/tracker-defs.ts); the
  // suggestion's own period, with no facet set, comes first and is selected.
  await expect(period.getByRole('option')).toHaveText([
    'Point in time',
    'Monthly data, per year',
    'Quarterly data, per year',
  ]);
  await expect(period.locator('option:checked')).toHaveText('Point in time');
  await period.selectOption({ label: 'Quarterly data, per year' });
  await dialog.getByRole('button', { name: 'Save and confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await values(api, own.publicId, 'confirmed')).find((v) => v.publicId === oct.publicId), {
      timeout: 20_000,
    })
    .toMatchObject({
      value: 2_410_000,
      period: { kind: 'point_in_time', underlyingCadence: { unit: 'quarter', length: 1 }, denomination: 'year' },
    });
});

test('bulk confirm of a selection reports its progress and result', async ({ page, api }) => {
  const [oct, sep, aug] = own.values;
  if (!oct || !sep || !aug) throw new Error('three values expected');
  await page.goto(`/review?companyPublicId=${own.publicId}`);
  await expect(options(page)).toHaveCount(3);
  await options(page).first().focus();
  await page.keyboard.press('x');
  await page.keyboard.press('j');
  await page.keyboard.press('x');
  await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options(page).nth(2)).toHaveAttribute('aria-selected', 'false');
  await page.getByRole('button', { name: 'Confirm 2 values' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 values confirmed.' })).toBeVisible();
  await expect(options(page)).toHaveCount(1);
  expect((await statusOf(api, oct)).status).toBe('confirmed');
  expect((await statusOf(api, sep)).status).toBe('confirmed');
  expect((await statusOf(api, aug)).status).toBe('suggested');
});

test('filters live in the URL and Back undoes them', async ({ page }) => {
  await page.goto(`/review?companyPublicId=${own.publicId}`);
  await expect(options(page)).toHaveCount(3);
  await expect(page.getByRole('button', { name: new RegExp(`Company.*${own.name}`) })).toBeVisible();

  // Typed as the picker shows dates; the URL keeps yyyy-mm-dd.
  await page.getByRole('textbox', { name: 'Effective from', exact: true }).fill('1 Sep 2026');
  await expect(page).toHaveURL(/effectiveFrom=2026-09-01/);
  await expect(options(page)).toHaveCount(2);

  await page.getByRole('button', { name: /^Trackers/ }).click();
  await page.getByRole('checkbox', { name: /^ARR \(/ }).check();
  await expect(page).toHaveURL(/trackerPublicId=/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /Tracker: ARR/ })).toBeVisible();
  await expect(options(page)).toHaveCount(2);

  await page.goBack();
  await expect(page).not.toHaveURL(/trackerPublicId=/);
  await page.goBack();
  await expect(page).not.toHaveURL(/effectiveFrom=/);
  await expect(options(page)).toHaveCount(3);
});

test('the navigation shows how many values wait', async ({ page, api }) => {
  await page.goto(`/review?companyPublicId=${own.publicId}`);
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Review/ });
  await expect(link).toHaveAttribute('aria-current', 'page');
  // Other tests change the count meanwhile: read both until they agree.
  await expect(async () => {
    const { total } = (await (await api.get('/api/v1/tracker-values/counts')).json()) as { total: number };
    await page.reload();
    const badge = await link.getByTestId('review-count').textContent();
    expect(Number(badge)).toBe(total);
  }).toPass({ timeout: 30_000 });
  // An action held for its undo window already counts.
  const before = Number(await link.getByTestId('review-count').textContent());
  await page.keyboard.press('c');
  await expect(options(page)).toHaveCount(2);
  expect(Number(await link.getByTestId('review-count').textContent())).toBeLessThanOrEqual(before - 1);
  await undo(page, `Confirmed ARR for ${own.name}`).click();
  await expect(options(page)).toHaveCount(3);
});

test('a value changed by someone else meanwhile is not overwritten', async ({ page, api }) => {
  const [oct] = own.values;
  if (!oct) throw new Error('a value expected');
  await page.goto(`/review?companyPublicId=${own.publicId}`);
  await expect(shownValue(page)).toHaveText('$2,410,000');
  await page.keyboard.press('c');
  await expect(options(page)).toHaveCount(2);
  // Another reviewer rejects it during the undo window.
  const other = await api.patch(`/api/v1/trackers/${oct.trackerPublicId}/values/${oct.publicId}`, {
    data: { status: 'rejected' },
  });
  expect(other.status(), await other.text()).toBe(200);
  const stale = await api.patch(`/api/v1/trackers/${oct.trackerPublicId}/values/${oct.publicId}`, {
    headers: { 'if-match': `"${oct.updatedAt}"` },
    data: { status: 'confirmed' },
  });
  expect(stale.status()).toBe(412);
  await expect(page.getByText(`ARR for ${own.name} was already rejected by someone else`)).toBeVisible({
    timeout: 20_000,
  });
  expect((await statusOf(api, oct)).status).toBe('rejected');
});

test('a keyboard confirm shows the next value with its evidence at once', async ({ page }) => {
  await page.goto(`/review?companyPublicId=${own.publicId}`);
  await expect(shownValue(page)).toHaveText('$2,410,000');
  // The next value's evidence is fetched ahead: c shows it with its quote marked. (Its speed is measured
  // by `npm run bench:console`, not here.)
  await page.keyboard.press('c');
  await expect(shownValue(page)).toHaveText('$2,300,000');
  await expect(evidence(page).locator('mark')).toContainText('ARR grew to $2.3M');
  await expect(options(page)).toHaveCount(2);
  await undo(page, `Confirmed ARR for ${own.name}`).click();
  await expect(options(page)).toHaveCount(3);
});

/** A sheet of `months` monthly ARR values, months as columns, from January 2024: each a suggested value. */
function arrSheet(months: number): string {
  const header = ['Metric'];
  const row = ['ARR'];
  for (let i = 0; i < months; i++) {
    header.push(
      new Date(Date.UTC(2024, i, 1)).toLocaleString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
    );
    row.push(`${(1 + i * 0.05).toFixed(2)}M`);
  }
  return `${header.join(',')}\n${row.join(',')}\n`;
}

test('reviewing a whole page runs on into the next without waiting for the saves', async ({ page, api }) => {
  const uploaded = await api.post(`/api/v1/companies/${own.publicId}/files`, {
    multipart: { file: { name: 'arr-history.csv', mimeType: 'text/csv', buffer: Buffer.from(arrSheet(30)) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(202);
  const file = String(((await uploaded.json()) as { publicId: string }).publicId);
  await expect
    .poll(
      async () =>
        ((await (await api.get(`/api/v1/files/${file}`)).json()) as { processing: { state: string } }).processing.state,
      { timeout: 60_000 },
    )
    .toBe('done');
  const listed = await api.get(`/api/v1/tracker-values?companyPublicId=${own.publicId}&status=suggested&limit=100`);
  const queued = ((await listed.json()) as { items: QueueValue[] }).items;
  expect(queued.length).toBe(33);
  // The saves are held until the end: whatever the page shows meanwhile did not wait for them.
  let release = () => {};
  const saves = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/console/trackers/*/values/*', async (route) => {
    if (route.request().method() === 'PATCH') await saves;
    await route.fallback();
  });
  const shown = (v: QueueValue) => `$${Number(v.value).toLocaleString('en-US')}`;

  await page.goto(`/review?companyPublicId=${own.publicId}&limit=25`);
  await expect(options(page)).toHaveCount(25);
  for (let i = 0; i < 25; i++) {
    await expect(shownValue(page)).toHaveText(shown(queued[i] as QueueValue));
    await page.keyboard.press('c');
  }
  // The 26th value is on the next page, and shown with none of the 25 saves answered.
  await expect(shownValue(page)).toHaveText(shown(queued[25] as QueueValue));
  await expect(page.getByText('Nothing waiting for review')).toHaveCount(0);
  release();
});

test('the value shown is in the URL: after j, j and a reload the queue opens on it', async ({ page }) => {
  await page.goto(`/review?companyPublicId=${own.publicId}`);
  await expect(shownValue(page)).toHaveText('$2,410,000');
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect(shownValue(page)).toHaveText('$2,200,000');
  await expect(page).toHaveURL(new RegExp(`valuePublicId=${own.values[2]?.publicId ?? 'missing'}`));
  await page.reload();
  await expect(shownValue(page)).toHaveText('$2,200,000');
  await expect(options(page).nth(2)).toHaveAttribute('aria-current', 'true');
});

test('z undoes the latest action, and the shortcuts say so', async ({ page, api }) => {
  const [oct] = own.values;
  if (!oct) throw new Error('a value expected');
  await page.goto(`/review?companyPublicId=${own.publicId}`);
  await expect(page.locator('p', { hasText: 'select for bulk confirm' })).toContainText('z undo');
  await expect(shownValue(page)).toHaveText('$2,410,000');
  await page.keyboard.press('r');
  await expect(options(page)).toHaveCount(2);
  await expect(undo(page, `Rejected ARR for ${own.name}`)).toBeVisible();
  await page.keyboard.press('z');
  await expect(options(page)).toHaveCount(3);
  await expect(shownValue(page)).toHaveText('$2,410,000');
  await expect(undo(page, `Rejected ARR for ${own.name}`)).toHaveCount(0);
  expect(await statusOf(api, oct)).toEqual({ status: 'suggested', value: 2_410_000 });
});

test('on a phone, tapping a value brings its detail into view', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/review?companyPublicId=${own.publicId}`);
  await expect(options(page)).toHaveCount(3);
  await expect(shownValue(page)).not.toBeInViewport();
  await options(page).nth(1).click();
  await expect(shownValue(page)).toHaveText('$2,300,000');
  await expect(shownValue(page)).toBeInViewport();
});
