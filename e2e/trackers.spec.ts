import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test, withoutScripts } from './support/fixtures';

// Trackers are read-only in the API: these tests only read the demo workspace and change nothing.

interface Span {
  unit: string;
  length: number;
}
interface Choice<T> {
  allowed: T[] | null;
  preferred?: T;
}
interface Tracker {
  publicId: string;
  name: string;
  kind: string;
  ingestionEnabled: boolean;
  preferredUnit?: string;
  valuePolicy:
    | { kind: 'point_in_time'; observationWindow?: Choice<Span>; denomination?: Choice<string> }
    | { kind: 'period_total'; cadence: Choice<Span> }
    | { kind: 'score'; min: number; max: number }
    | null;
}
interface Value {
  publicId: string;
  companyPublicId: string;
  value: number | string | boolean;
  status: 'suggested' | 'confirmed' | 'rejected';
  effectiveAt: string;
  note?: string | null;
  citations: Array<{ type: string; publicId: string; permalink: string }>;
}

const ALL = ['suggested', 'confirmed', 'rejected'];
/** How the console names each kind: the words a person reads in the Kind column. */
const KIND_WORDS: Record<string, string> = {
  money: 'Money',
  number: 'Number',
  percent: 'Percent',
  boolean: 'Yes / no',
  text: 'Text',
  score: 'Score',
};

async function allPages<T>(api: APIRequestContext, path: string, params: Array<[string, string]> = []): Promise<T[]> {
  const items: T[] = [];
  let token: string | undefined;
  do {
    const search = new URLSearchParams([...params, ['limit', '100'], ...(token ? [['pageToken', token]] : [])]);
    const res = await api.get(`${path}?${search}`);
    expect(res.ok(), await res.text()).toBe(true);
    const body = (await res.json()) as { items: T[]; nextPageToken?: string };
    items.push(...body.items);
    token = body.nextPageToken;
  } while (token);
  return items;
}

const trackers = (api: APIRequestContext) => allPages<Tracker>(api, '/api/v1/trackers');
const values = (api: APIRequestContext, t: Tracker, params: Array<[string, string]> = []) =>
  allPages<Value>(api, `/api/v1/trackers/${t.publicId}/values`, params);
const withAllStatuses = ALL.map((s): [string, string] => ['status', s]);

async function companyName(api: APIRequestContext, publicId: string): Promise<string> {
  const res = await api.get(`/api/v1/companies/${publicId}`);
  return ((await res.json()) as { name: string }).name;
}

function byCompany(list: Value[]): Map<string, Value[]> {
  const map = new Map<string, Value[]>();
  for (const v of list) map.set(v.companyPublicId, [...(map.get(v.companyPublicId) ?? []), v]);
  return map;
}

/** Marker centres of one status, in drawing order: each marker is one subpath starting `M x y`. */
async function markerCentres(plot: Locator, status: string): Promise<Array<[number, number]>> {
  const path = plot.locator(`path[data-status="${status}"]`);
  if ((await path.count()) === 0) return [];
  const d = (await path.getAttribute('d')) ?? '';
  return [...d.matchAll(/M(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

const dateOrder = (a: Value, b: Value) =>
  a.effectiveAt.localeCompare(b.effectiveAt) || (a.publicId < b.publicId ? -1 : a.publicId > b.publicId ? 1 : 0);

async function pointAt(page: Page, plot: Locator, [x, y]: [number, number]) {
  const box = await plot.boundingBox();
  if (!box) throw new Error('plot has no box');
  await page.mouse.move(box.x + x, box.y + y);
}

test('the list shows every tracker with kind, unit, ingestion and value policy', async ({ page, api }) => {
  const list = await trackers(api);
  expect(list.length).toBeGreaterThan(0);
  await page.goto('/trackers');
  await expect(page.getByRole('heading', { level: 1, name: 'Trackers' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Trackers' });
  await expect(table.getByRole('row')).toHaveCount(list.length + 1);

  for (const t of list) {
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: t.name, exact: true }) });
    const cells = row.getByRole('cell');
    await expect(cells.nth(1)).toHaveText(KIND_WORDS[t.kind] ?? t.kind);
    await expect(cells.nth(2)).toHaveText(t.preferredUnit ?? '—');
    await expect(cells.nth(3)).toHaveText(t.ingestionEnabled ? 'On' : 'Off');
    const policy = cells.nth(4);
    const p = t.valuePolicy;
    if (p === null) await expect(policy).toHaveText(/no period/i);
    else if (p.kind === 'point_in_time') {
      await expect(policy).toHaveText(/point in time/i);
      if (p.denomination?.preferred) await expect(policy).toContainText(`per ${p.denomination.preferred}`);
      for (const w of p.observationWindow?.allowed ?? []) {
        await expect(policy).toContainText(`${w.length} ${w.unit}`);
      }
    } else if (p.kind === 'period_total') await expect(policy).toHaveText(/period total/i);
    else await expect(policy).toContainText(`${p.min} to ${p.max}`);
  }
  await expectAccessible(page);

  const first = list[0];
  if (!first) throw new Error('no tracker');
  await page.getByRole('link', { name: first.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/trackers/${first.publicId}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
});

test('a tracker chart draws a company’s values, hides rejected ones, and shows tooltips and citations', async ({
  page,
  api,
}) => {
  // A numeric tracker and a company with rejected values and at least one cited accepted value.
  let pick: { tracker: Tracker; company: string; mine: Value[] } | undefined;
  for (const t of await trackers(api)) {
    if (!['money', 'number', 'percent'].includes(t.kind)) continue;
    for (const [company, mine] of byCompany(await values(api, t, withAllStatuses))) {
      const ok =
        mine.some((v) => v.status === 'rejected') &&
        mine.some((v) => v.status !== 'rejected' && v.citations.length > 0);
      if (ok) pick = { tracker: t, company, mine };
      if (pick) break;
    }
    if (pick) break;
  }
  if (!pick) throw new Error('the demo workspace has no company with rejected and cited values');
  const { tracker, company, mine } = pick;
  const name = await companyName(api, company);
  const accepted = mine.filter((v) => v.status !== 'rejected');
  const rejected = mine.filter((v) => v.status === 'rejected');

  await page.goto(`/trackers/${tracker.publicId}?companyPublicId=${company}`);
  const plot = page.getByRole('group', { name: `${tracker.name} chart for ${name}` });
  await expect(plot).toBeVisible();
  const legend = page.getByRole('list', { name: 'Legend' });
  await expect(legend.getByRole('listitem').filter({ hasText: 'Rejected' })).toContainText(`${rejected.length} hidden`);

  const confirmed = await markerCentres(plot, 'confirmed');
  const suggested = await markerCentres(plot, 'suggested');
  expect(confirmed.length + suggested.length).toBe(accepted.length);
  expect(await markerCentres(plot, 'rejected')).toHaveLength(0);

  // Hover the cited value's marker: markers of a status are drawn in date order.
  const cited = accepted.filter((v) => v.citations.length > 0).sort(dateOrder)[0];
  if (!cited) throw new Error('no cited value');
  const sameStatus = accepted.filter((v) => v.status === cited.status).sort(dateOrder);
  const centre = (cited.status === 'confirmed' ? confirmed : suggested)[sameStatus.indexOf(cited)];
  if (!centre) throw new Error('marker not drawn');
  await pointAt(page, plot, centre);
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText((cited.value as number).toLocaleString('en-US'));
  await expect(tooltip).toContainText(cited.status === 'confirmed' ? 'Confirmed' : 'Suggested');

  await page.mouse.down();
  await page.mouse.up();
  const panel = page.getByRole('region', { name: 'Citations' });
  await expect(panel).toBeVisible();
  const links = panel.getByRole('link');
  await expect(links).toHaveCount(cited.citations.length);
  // The citation chips lead to the source page, carrying the value's note as the passage to mark.
  for (const [i, c] of cited.citations.entries()) {
    const href = await links.nth(i).getAttribute('href');
    if (cited.note?.trim()) {
      expect(href).toMatch(new RegExp(`^/sources/${c.type}/${c.publicId}\\?quote=`));
    } else {
      expect(href).toBe(c.permalink);
    }
    await expect(links.nth(i)).toHaveAttribute('target', '_blank');
  }
  await expectAccessible(page);

  // Keyboard: End focuses the newest value, Enter shows its citations.
  const newest = [...accepted].sort(dateOrder).at(-1);
  if (!newest) throw new Error('no value');
  await plot.focus();
  await page.keyboard.press('End');
  await expect(tooltip).toContainText((newest.value as number).toLocaleString('en-US'));
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('heading')).toContainText((newest.value as number).toLocaleString('en-US'));

  await page.getByRole('checkbox', { name: 'Show rejected' }).check();
  await expect.poll(async () => (await markerCentres(plot, 'rejected')).length).toBe(rejected.length);
  const shown = (await markerCentres(plot, 'confirmed')).length + (await markerCentres(plot, 'suggested')).length;
  expect(shown).toBe(accepted.length);
});

test('boolean and text trackers show a timeline of values', async ({ page, api }) => {
  const list = await trackers(api);
  const timelineTrackers = list.filter((t) => t.kind === 'text' || t.kind === 'boolean');
  expect(timelineTrackers.length).toBeGreaterThan(0);
  let pick: { tracker: Tracker; company: string; mine: Value[] } | undefined;
  for (const t of timelineTrackers) {
    const best = [...byCompany(await values(api, t))].sort((a, b) => b[1].length - a[1].length)[0];
    if (best && best[1].length >= 2) pick = { tracker: t, company: best[0], mine: best[1] };
    if (pick) break;
  }
  if (!pick) throw new Error('no text or boolean tracker with two values for one company');
  const { tracker, company, mine } = pick;
  const name = await companyName(api, company);

  await page.goto(`/trackers/${tracker.publicId}?companyPublicId=${company}`);
  await expect(page.getByRole('group', { name: `${tracker.name} timeline for ${name}` })).toBeVisible();
  const entries = page.getByRole('list', { name: `${tracker.name} values` }).getByRole('listitem');
  await expect(entries).toHaveCount(Math.min(12, mine.length));
  const newest = [...mine].sort(dateOrder).at(-1);
  if (!newest) throw new Error('no value');
  const shown = typeof newest.value === 'boolean' ? (newest.value ? 'Yes' : 'No') : String(newest.value);
  await expect(entries.first()).toContainText(shown);
});

test('the values table filters by status, company and dates, in the URL and across reloads', async ({ page, api }) => {
  // Four filters, each a URL change and a reload of the table, then a full reload: over 60 s on 2 busy cores.
  test.slow();
  const tracker = (await trackers(api)).find((t) => t.kind === 'money' || t.kind === 'number');
  if (!tracker) throw new Error('no numeric tracker');
  const rejectedAll = await values(api, tracker, [['status', 'rejected']]);
  const [company, theirs] = [...byCompany(rejectedAll)].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (!company || !theirs) throw new Error('no rejected values');
  const name = await companyName(api, company);
  const rows = page.getByRole('table', { name: 'Tracker values' }).getByRole('row');

  await page.goto(`/trackers/${tracker.publicId}`);
  await expect(rows).toHaveCount(26);
  // Next page is prefetched; moving there changes the URL and the rows.
  const firstRow = await rows.nth(1).textContent();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]pageToken=/);
  await expect(rows.nth(1)).not.toHaveText(firstRow ?? '');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Status' }).click();
  await page.getByRole('checkbox', { name: 'Rejected', exact: true }).check();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/[?&]status=rejected/);
  await expect(page).not.toHaveURL(/[?&](pageToken|prev)=/);
  await expect(rows).toHaveCount(Math.min(25, rejectedAll.length) + 1);
  for (const row of await rows.all()) {
    if (await row.getByRole('columnheader').count()) continue;
    await expect(row).toContainText('Rejected');
  }

  await page.getByRole('button', { name: /^Company/ }).click();
  await page.getByRole('combobox', { name: 'Search companies' }).fill(name);
  await page
    .getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`[?&]companyPublicId=${company}`));
  await expect(rows).toHaveCount(theirs.length + 1);
  await expect(page.getByRole('table', { name: 'Tracker values' }).getByRole('link', { name })).toHaveCount(
    theirs.length,
  );

  // A date range that keeps only the newest of the company's rejected values.
  const dates = theirs.map((v) => v.effectiveAt).sort();
  const from = dates.at(-1) ?? '';
  const inRange = theirs.filter((v) => v.effectiveAt >= from);
  // Typed the way the pickers show dates ("31 Oct 2026"); the URL keeps yyyy-mm-dd.
  const shown = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${from}T00:00:00Z`),
  );
  const effectiveFrom = page.getByRole('textbox', { name: 'Effective from', exact: true });
  await effectiveFrom.fill(shown);
  await page.getByRole('textbox', { name: 'Effective to', exact: true }).fill(shown);
  await expect(page).toHaveURL(new RegExp(`effectiveFrom=${from}.*effectiveTo=${from}`));
  await expect(rows).toHaveCount(inRange.length + 1);

  await page.reload();
  await expect(rows).toHaveCount(inRange.length + 1);
  await expect(effectiveFrom).toHaveValue(shown);
  await expect(page.getByRole('button', { name: /^Company/ })).toContainText(name);
  await expect(page.getByRole('button', { name: 'Status: Rejected, 1 selected' })).toBeVisible();
  // The chart follows the chosen company too.
  await expect(page.getByRole('group', { name: `${tracker.name} chart for ${name}` })).toBeVisible();
});

test('the values table names each company from its values, with no request per company', async ({ page, api }) => {
  const tracker = (await trackers(api)).find((t) => t.kind === 'money');
  if (!tracker) throw new Error('no money tracker');
  const res = await api.get(`/api/v1/trackers/${tracker.publicId}/values?limit=25`);
  expect(res.ok(), await res.text()).toBe(true);
  const first = ((await res.json()) as { items: Value[] }).items[0];
  if (!first) throw new Error('the tracker has no values');
  const name = await companyName(api, first.companyPublicId);
  const lookups: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/console/companies/')) lookups.push(r.url());
  });

  // The first HTML already holds the name: the server's prefetch needs no lookup either.
  const html = await (await page.request.get(`/trackers/${tracker.publicId}`)).text();
  expect(html).toContain(escapeHtml(name));
  await page.goto(`/trackers/${tracker.publicId}`);
  const table = page.getByRole('table', { name: 'Tracker values' });
  await expect(table.getByRole('row').nth(1).getByRole('link', { name, exact: true })).toBeVisible();
  // The next page is prefetched too; its rows name their companies the same way.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]pageToken=/);
  await expect(table.getByRole('row').nth(1).getByRole('link')).not.toHaveText(/^$/);
  expect(lookups).toEqual([]);
});

/** As React escapes text in HTML. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The money tracker, and the company with the most of its values as the API lists them by default, with them. */
async function busiestMoneyCompany(api: APIRequestContext) {
  const arr = (await trackers(api)).find((t) => t.kind === 'money');
  if (!arr) throw new Error('no money tracker');
  const [company, mine = []] =
    [...byCompany(await values(api, arr))].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (!company) throw new Error('no values');
  return { arr, company, mine };
}

test('the company Trackers tab charts every tracker that applies', async ({ page, api }) => {
  const { arr, company } = await busiestMoneyCompany(api);
  const applying = await allPages<Tracker>(api, '/api/v1/trackers', [['companyPublicId', company]]);
  const name = await companyName(api, company);

  await page.goto(`/companies/${company}/trackers`);
  await expect(page.getByRole('heading', { level: 2, name: 'Trackers' })).toBeVisible();
  for (const t of applying) await expect(page.getByRole('heading', { level: 3, name: t.name })).toBeVisible();
  await expect(page.getByRole('group', { name: `${arr.name} chart for ${name}` })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading value history' })).toHaveCount(0);
  await expectAccessible(page);
});

test('charts are drawn in the first HTML, before any script runs', async ({ browser, api, baseURL }) => {
  const { arr, company, mine } = await busiestMoneyCompany(api);
  const name = await companyName(api, company);
  // The default statuses: every accepted value has its marker.
  const accepted = mine.filter((v) => v.status !== 'rejected').length;
  await withoutScripts(browser, baseURL, async (page) => {
    for (const url of [`/trackers/${arr.publicId}?companyPublicId=${company}`, `/companies/${company}/trackers`]) {
      await page.goto(url);
      const plot = page.getByRole('group', { name: `${arr.name} chart for ${name}` });
      await expect(plot).toBeVisible();
      const drawn = (await markerCentres(plot, 'confirmed')).length + (await markerCentres(plot, 'suggested')).length;
      expect(drawn, url).toBe(accepted);
      await expect(page.getByRole('progressbar', { name: 'Loading value history' })).toHaveCount(0);
    }
  });
});
