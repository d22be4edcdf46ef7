import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test, unique } from './support/fixtures';

/*
 * The company page as a one-page brief. Expectations come from the API (the
 * `api` fixture), never from the console's code. Writes happen only to
 * companies this file makes, which are deleted (and so leave their funds) at
 * the end of each test.
 */

type Status = 'active' | 'exited' | 'dissolved';
const LABEL: Record<Status, string> = { active: 'Active', exited: 'Exited', dissolved: 'Dissolved' };
const REVIEW: Record<string, string> = { suggested: 'Suggested', confirmed: 'Confirmed' };

interface Listed<T> {
  items: T[];
  nextPageToken?: string;
}
interface Fund {
  publicId: string;
  name: string;
}
interface CompanyFund extends Fund {
  status: Status;
}
interface Tracker {
  publicId: string;
  name: string;
  kind: string;
}
interface SeriesPoint {
  effectiveAt: string;
  status: string;
}
interface Touchpoint {
  publicId: string;
  headline: string | null;
  insights: { citations: { type: string; publicId: string }[] }[];
}
interface AuditEvent {
  action: string;
  entityType: string;
  fundPublicId?: string;
  actor: { name: string; email: string };
}

const NUMERIC_KINDS = new Set(['money', 'number', 'percent', 'score']);
const SPARK_MAX = 12;

async function get<T>(api: APIRequestContext, path: string): Promise<T> {
  const res = await api.get(`/api/v1${path}`);
  expect(res.ok(), `GET ${path}`).toBe(true);
  return (await res.json()) as T;
}

/** A YYYY-MM-DD date as a person reads it: "30 Sept 2026". */
const day = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(`${date}T00:00:00Z`));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const statusBox = (page: Page, fund: string) =>
  region(page, 'Funds').getByRole('combobox', { name: `Status in ${fund}`, exact: true });

async function pick(box: Locator, option: string) {
  await box.selectOption({ label: option });
}

const trailEvents = (api: APIRequestContext, companyId: string) =>
  get<Listed<AuditEvent>>(
    api,
    `/audit-events?entityType=company&entityType=fund_company&entityPublicId=${companyId}&limit=10`,
  );

/**
 * A demo company with funds, notes and meetings behind its touchpoints. Read
 * from the end of the alphabet: the fund tests change statuses of the first rows.
 */
async function richCompany(api: APIRequestContext): Promise<{ publicId: string; name: string }> {
  const { items } = await get<Listed<{ publicId: string; name: string }>>(api, '/companies?limit=100');
  for (const company of items.reverse()) {
    const funds = await get<Listed<CompanyFund>>(api, `/companies/${company.publicId}/funds`);
    if (funds.items.length === 0) continue;
    const notes = await get<Listed<unknown>>(api, `/notes?companyPublicId=${company.publicId}&limit=1`);
    if (notes.items.length === 0) continue;
    const tps = await get<Listed<Touchpoint>>(api, `/companies/${company.publicId}/touchpoints?limit=50`);
    if (tps.items.some((t) => t.insights.some((i) => i.citations.some((c) => c.type === 'meeting')))) return company;
  }
  throw new Error('the demo has no company with funds, notes and meetings');
}

async function newCompany(api: APIRequestContext, label: string) {
  const name = unique(label);
  const res = await api.post('/api/v1/companies', { data: { name } });
  expect(res.status()).toBe(201);
  return { publicId: ((await res.json()) as { publicId: string }).publicId, name };
}

async function demoFund(api: APIRequestContext, name: string): Promise<Fund> {
  const fund = (await get<Listed<Fund>>(api, '/funds?limit=100')).items.find((f) => f.name === name);
  if (!fund) throw new Error(`demo fund ${name} is missing`);
  return fund;
}

test('the brief shows the funds, trackers, touchpoints, meetings, notes and trail the API holds', async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);
  const company = await richCompany(api);
  const id = company.publicId;
  const funds = (await get<Listed<CompanyFund>>(api, `/companies/${id}/funds`)).items;
  const trackers = (await get<Listed<Tracker>>(api, `/trackers?companyPublicId=${id}&limit=100`)).items;
  const latest = (await get<Listed<Touchpoint>>(api, `/companies/${id}/touchpoints?limit=5`)).items;
  const recent = (await get<Listed<Touchpoint>>(api, `/companies/${id}/touchpoints?limit=50`)).items;
  const notes = (await get<Listed<{ publicId: string }>>(api, `/notes?companyPublicId=${id}&limit=3`)).items;
  const trail = await trailEvents(api, id);

  // The first HTML, before any script runs, already holds the sections' data.
  const html = await (await page.request.get(`/companies/${id}`)).text();
  const markup = html.replace(/<script\b[\s\S]*?<\/script>/g, '');
  for (const fund of funds) expect(markup).toContain(`aria-label="Status in ${fund.name}"`);
  expect(markup).toContain(`href="/sources/touchpoint/${latest[0]?.publicId ?? '?'}"`);
  expect(markup).toContain(`href="/sources/note/${notes[0]?.publicId ?? '?'}"`);

  await page.goto(`/companies/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();

  for (const fund of funds) {
    await expect(statusBox(page, fund.name).locator('option:checked')).toHaveText(LABEL[fund.status]);
    await expect(region(page, 'Funds').getByRole('link', { name: fund.name, exact: true })).toHaveAttribute(
      'href',
      `/funds/${fund.publicId}`,
    );
  }

  const trackerRegion = region(page, 'Trackers');
  for (const tracker of trackers) {
    const link = page.getByRole('link', { name: tracker.name, exact: true });
    await expect(trackerRegion.locator(link)).toHaveAttribute(
      'href',
      `/trackers/${tracker.publicId}?companyPublicId=${id}`,
    );
    const row = trackerRegion.getByRole('listitem').filter({ has: link });
    // The series' default statuses are the ones that stand: suggested and confirmed.
    const series = (
      await get<{ items: SeriesPoint[] }>(api, `/trackers/${tracker.publicId}/series?companyPublicId=${id}`)
    ).items;
    const last = series.at(-1);
    if (!last) {
      await expect(row).toContainText('No values yet');
      continue;
    }
    await expect(row).toContainText(REVIEW[last.status] ?? last.status);
    await expect(row).toContainText(day(last.effectiveAt));
    if (NUMERIC_KINDS.has(tracker.kind)) {
      const n = Math.min(SPARK_MAX, series.length);
      await expect(row.getByRole('img')).toHaveAccessibleName(
        new RegExp(`^${escape(tracker.name)}, ${n} values?, latest .+ on ${escape(day(last.effectiveAt))}$`),
      );
    }
  }

  const touchpoints = region(page, 'Latest touchpoints');
  await expect(touchpoints.getByRole('listitem').getByRole('link')).toHaveText(
    latest.map((t) => t.headline?.trim() || 'Untitled touchpoint'),
  );
  await expect(touchpoints.getByRole('link', { name: 'Open the timeline' })).toHaveAttribute(
    'href',
    `/companies/${id}/touchpoints`,
  );

  const meetingIds = new Set(
    recent
      .flatMap((t) => t.insights.flatMap((i) => i.citations.filter((c) => c.type === 'meeting')))
      .map((c) => c.publicId),
  );
  const meetingLinks = region(page, 'Meetings').getByRole('listitem').getByRole('link');
  await expect(meetingLinks).toHaveCount(Math.min(3, meetingIds.size));
  for (const href of await meetingLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
    expect(meetingIds).toContain(href.replace('/sources/meeting/', ''));
  }

  const noteLinks = region(page, 'Latest notes').getByRole('listitem').getByRole('link');
  await expect(noteLinks).toHaveCount(notes.length);
  for (const [i, note] of notes.entries()) {
    await expect(noteLinks.nth(i)).toHaveAttribute('href', `/sources/note/${note.publicId}`);
  }

  const audit = region(page, 'Audit trail');
  if (trail.items.length === 0) await expect(audit).toContainText('No recorded changes');
  else await expect(audit.getByRole('listitem')).toHaveCount(trail.items.length);

  // Kept from the profile: identifiers in the side column, and Edit and Delete.
  await expect(region(page, 'Domains')).toBeVisible();
  await expect(region(page, 'Social profiles')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();

  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expectAccessible(page);
});

test('a fund status changed in place persists, and the trail says who changed it', async ({ page, api }) => {
  const fund = await demoFund(api, 'Demo Ventures Opportunity Fund');
  const other = await demoFund(api, 'Demo Ventures Fund II');
  const company = await newCompany(api, '~E2E Brief status');
  try {
    const added = await api.post(`/api/v1/funds/${fund.publicId}/companies`, {
      data: { companyPublicId: company.publicId, status: 'active' },
    });
    expect(added.status()).toBe(201);
    await page.goto(`/companies/${company.publicId}`);
    await expect(statusBox(page, fund.name).locator('option:checked')).toHaveText('Active');

    await pick(statusBox(page, fund.name), 'Exited');
    await expect(toasts(page).getByText(`${company.name} is now Exited in ${fund.name}`)).toBeVisible();
    await expect
      .poll(async () => (await get<Listed<CompanyFund>>(api, `/companies/${company.publicId}/funds`)).items)
      .toEqual([{ publicId: fund.publicId, name: fund.name, status: 'exited' }]);

    // Who made the change, as the API recorded it.
    const [change] = (await trailEvents(api, company.publicId)).items;
    expect(change).toMatchObject({ action: 'status_changed', entityType: 'fund_company', fundPublicId: fund.publicId });
    const who = change?.actor.name ?? '?';
    const firstChange = region(page, 'Audit trail').getByRole('listitem').first();
    await expect(firstChange).toContainText(`${who} changed its status in ${fund.name} from Active to Exited`);

    await page.reload();
    await expect(statusBox(page, fund.name).locator('option:checked')).toHaveText('Exited');
    await expect(firstChange).toContainText(`${who} changed its status in ${fund.name} from Active to Exited`);
    await expect(region(page, 'Audit trail').getByRole('listitem').nth(1)).toContainText(
      `${who} added it to ${fund.name} as Active`,
    );

    // Into another fund from the brief.
    const form = page.getByRole('form', { name: 'Add to a fund' });
    await pick(form.getByRole('combobox', { name: 'Fund to add to' }), other.name);
    await pick(form.getByRole('combobox', { name: 'Status in the new fund' }), 'Dissolved');
    await form.getByRole('button', { name: 'Add to fund' }).click();
    await expect(toasts(page).getByText(`${company.name} added to ${other.name} as Dissolved`)).toBeVisible();
    await expect(statusBox(page, other.name).locator('option:checked')).toHaveText('Dissolved');
    const listed = (await get<Listed<CompanyFund>>(api, `/companies/${company.publicId}/funds`)).items;
    expect(listed).toContainEqual({ publicId: other.publicId, name: other.name, status: 'dissolved' });
    await expect(firstChange).toContainText(`${who} added it to ${other.name} as Dissolved`);
    await expectAccessible(page);
  } finally {
    await api.delete(`/api/v1/companies/${company.publicId}`);
  }
});

test('a new company shows each section empty, and the trail who created it', async ({ page, api }) => {
  const company = await newCompany(api, '~E2E Brief empty');
  try {
    const trackers = (await get<Listed<Tracker>>(api, `/trackers?companyPublicId=${company.publicId}&limit=100`)).items;
    const [created] = (await trailEvents(api, company.publicId)).items;
    expect(created).toMatchObject({ action: 'created', entityType: 'company' });

    await page.goto(`/companies/${company.publicId}`);
    await expect(region(page, 'Funds')).toContainText('Not in any fund');
    await expect(region(page, 'Latest touchpoints')).toContainText('No touchpoints yet');
    await expect(region(page, 'Meetings')).toContainText('No recent meetings');
    await expect(region(page, 'Latest notes')).toContainText('No notes yet');
    if (trackers.length === 0) await expect(region(page, 'Trackers')).toContainText('No trackers apply');
    else {
      await expect(region(page, 'Trackers').getByText('No values yet')).toHaveCount(trackers.length);
    }
    await expect(region(page, 'Audit trail').getByRole('listitem')).toHaveText([
      new RegExp(`^${escape(created?.actor.name ?? '?')} created the company`),
    ]);
    await expectAccessible(page);
  } finally {
    await api.delete(`/api/v1/companies/${company.publicId}`);
  }
});

test('a refused status goes back and says why; a section that fails to load offers Retry', async ({ page, api }) => {
  const fund = await demoFund(api, 'Demo Ventures Opportunity Fund');
  const other = await demoFund(api, 'Demo Ventures Fund II');
  const company = await newCompany(api, '~E2E Brief failure');
  try {
    const added = await api.post(`/api/v1/funds/${fund.publicId}/companies`, {
      data: { companyPublicId: company.publicId, status: 'active' },
    });
    expect(added.status()).toBe(201);
    await page.goto(`/companies/${company.publicId}`);
    await expect(statusBox(page, fund.name).locator('option:checked')).toHaveText('Active');

    const outage = { status: 500, contentType: 'application/json', body: '{"error":"Simulated outage"}' };
    const isPatch = (url: URL) => url.pathname.endsWith(`/companies/${company.publicId}/status`);
    await page.route(isPatch, (route) => route.fulfill(outage));
    await pick(statusBox(page, fund.name), 'Exited');
    await expect(toasts(page).getByText(`${company.name} was not set to Exited in ${fund.name}`)).toBeVisible();
    await expect(statusBox(page, fund.name).locator('option:checked')).toHaveText('Active');
    await page.unroute(isPatch);
    expect((await get<Listed<CompanyFund>>(api, `/companies/${company.publicId}/funds`)).items).toEqual([
      { publicId: fund.publicId, name: fund.name, status: 'active' },
    ]);

    // The funds reload after an add; this time that load fails.
    const isFunds = (url: URL) => url.pathname === `/api/console/companies/${company.publicId}/funds`;
    await page.route(isFunds, (route) => route.fulfill(outage));
    const form = page.getByRole('form', { name: 'Add to a fund' });
    await pick(form.getByRole('combobox', { name: 'Fund to add to' }), other.name);
    await form.getByRole('button', { name: 'Add to fund' }).click();
    const alert = region(page, 'Funds').getByRole('alert').filter({ hasText: 'Could not load funds' });
    await expect(alert).toContainText('Simulated outage');
    await page.unroute(isFunds);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(statusBox(page, other.name).locator('option:checked')).toHaveText('Active');
    await expect(statusBox(page, fund.name).locator('option:checked')).toHaveText('Active');
  } finally {
    await api.delete(`/api/v1/companies/${company.publicId}`);
  }
});
