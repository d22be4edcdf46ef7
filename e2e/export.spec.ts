import fs from 'node:fs/promises';
import type { APIRequestContext, Download, Page, Route } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { guarded } from '../tests/helpers/csv';
import { expect, expectAccessible, test, unique } from './support/fixtures';

// Export CSV on the companies list and on a fund page: the file the browser
// saves, and the progress beside the button. Each export request is held
// until the test has seen the progress, so the check does not race a fast
// export. Companies are this file's own, deleted after each test.

const created: string[] = [];

test.afterEach(async ({ api }) => {
  for (const id of created.splice(0)) await api.delete(`/api/v1/companies/${id}`);
});

async function createCompany(api: APIRequestContext, body: Record<string, unknown>): Promise<string> {
  const res = await api.post('/api/v1/companies', { data: body });
  expect(res.status()).toBe(201);
  const { publicId } = (await res.json()) as { publicId: string };
  created.push(publicId);
  return publicId;
}

/** Holds the page's export requests until `release` is called. */
async function holdExports(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/export/'),
    async (route: Route) => {
      await released;
      // A cancelled export's request is gone by then: nothing is left to continue.
      await route.continue().catch(() => undefined);
    },
  );
  return release;
}

/** The saved file as rows, the header row first. */
async function rowsOf(download: Download): Promise<string[][]> {
  const file = await download.path();
  return parse(await fs.readFile(file, 'utf8'), { bom: true }) as string[][];
}

const exportButton = (page: Page) => page.getByRole('button', { name: 'Export CSV' });

test('exports the companies the search selects, every one, with the progress beside the button', async ({
  page,
  api,
}) => {
  const prefix = unique('E2E Export');
  const names = [`${prefix} Alpha`, `${prefix} Beta, "Quoted"`, `${prefix} Gamma`];
  for (const name of names) await createCompany(api, { name, headline: `Line one\nline two of ${name}` });

  await page.goto(`/companies?search=${encodeURIComponent(prefix)}&limit=25`);
  await expect(page.getByRole('table').locator('tbody').getByRole('row')).toHaveCount(3);

  const release = await holdExports(page);
  await exportButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Exporting… 0 companies' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel export' })).toBeVisible();
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  release();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^companies-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = await rowsOf(download);
  expect(header?.slice(0, 3)).toEqual(['Name', 'Primary domain', 'Headline']);
  expect(rows.map((r) => r[0]).sort()).toEqual([...names].sort());
  expect(rows.find((r) => r[0] === names[1])?.[2]).toBe(`Line one\nline two of ${names[1]}`);
  await expect(page.getByRole('status').filter({ hasText: 'Exported 3 companies' })).toBeVisible();
  await expect(exportButton(page)).toBeVisible();
});

test('cancelling an export stops it and saves nothing', async ({ page, api }) => {
  const prefix = unique('E2E Export Cancel');
  await createCompany(api, { name: `${prefix} One` });
  await page.goto(`/companies?search=${encodeURIComponent(prefix)}`);
  await expect(page.getByRole('table').locator('tbody').getByRole('row')).toHaveCount(1);

  const release = await holdExports(page);
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await exportButton(page).click();
  await page.getByRole('button', { name: 'Cancel export' }).click();
  await expect(exportButton(page)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Exporting' })).toHaveCount(0);
  release();
  // A fresh export after the cancelled one runs to its end; the cancelled one never saved a file.
  const downloading = page.waitForEvent('download');
  await exportButton(page).click();
  await downloading;
  expect(downloads).toBe(1);
});

test("exports a fund's companies, counting against the fund's total", async ({ page, api }) => {
  const funds = (await (await api.get('/api/v1/funds')).json()) as {
    items: { publicId: string; name: string; companyCount: number }[];
  };
  const fund = funds.items.find((f) => f.name === 'Demo Ventures Fund II');
  if (!fund) throw new Error('demo fund Demo Ventures Fund II is missing');
  const prefix = unique('E2E Export Fund');
  const ours = `${prefix} Member`;
  const id = await createCompany(api, { name: ours });
  const added = await api.post(`/api/v1/funds/${fund.publicId}/companies`, {
    data: { companyPublicId: id, status: 'exited' },
  });
  expect(added.ok()).toBe(true);
  const total = fund.companyCount + 1;

  await page.goto(`/funds/${fund.publicId}`);
  await expect(page.getByRole('heading', { level: 1, name: fund.name })).toBeVisible();
  const release = await holdExports(page);
  await exportButton(page).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Exporting… 0 of ${total.toLocaleString('en-GB')} companies` }),
  ).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  release();
  const download = await downloading;
  const stem = fund.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${stem}-companies-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const [header, ...rows] = await rowsOf(download);
  expect(header).toEqual(['Company', 'Domain', 'Status in fund', 'Headline', 'Company ID']);
  expect(rows).toHaveLength(total);
  // Found by name, so a failure shows the row as exported; an id starting with `-` is guarded like any cell.
  expect(rows.find((r) => r[0] === ours)).toEqual([ours, '', 'Exited', '', guarded(id)]);
  await expect(
    page.getByRole('status').filter({ hasText: `Exported ${total.toLocaleString('en-GB')} companies` }),
  ).toBeVisible();
});
