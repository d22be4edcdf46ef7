import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

interface Listed {
  items: { publicId: string }[];
}
interface Touchpoints {
  items: { publicId: string; insights: { citations: { type: string; permalink: string }[] }[] }[];
}

/** Every kind of page the console has, with real ids from the demo workspace. */
async function consolePages(api: APIRequestContext): Promise<string[]> {
  const get = async <T>(p: string) => (await (await api.get(`/api/v1${p}`)).json()) as T;
  const companies = await get<Listed>('/companies?limit=100');
  const funds = await get<Listed>('/funds');
  const trackers = await get<Listed>('/trackers');
  const company = companies.items[0]?.publicId ?? '';
  const pages = [
    '/companies',
    `/companies/${company}`,
    `/companies/${company}/notes`,
    `/companies/${company}/touchpoints`,
    `/companies/${company}/trackers`,
    '/funds',
    `/funds/${funds.items[0]?.publicId ?? ''}`,
    '/trackers',
    `/trackers/${trackers.items[0]?.publicId ?? ''}`,
    '/meetings',
    '/connections',
  ];
  // One source page of each type, from real citations.
  const seen = new Set<string>();
  for (const c of companies.items) {
    const tps = await get<Touchpoints>(`/companies/${c.publicId}/touchpoints?limit=20`);
    for (const citation of tps.items.flatMap((t) => t.insights.flatMap((i) => i.citations))) {
      if (!seen.has(citation.type)) {
        seen.add(citation.type);
        pages.push(new URL(citation.permalink).pathname);
      }
    }
    if (seen.size >= 6) break;
  }
  expect([...seen].sort()).toEqual(['element', 'email', 'file', 'meeting', 'note', 'touchpoint']);
  return pages;
}

async function settled(page: Page) {
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('no page, chunk, header or response the browser gets contains the API key', async ({ page, api }) => {
  test.setTimeout(180_000);
  const key = fs.readFileSync(path.join(process.env.PI_E2E_DATA_DIR ?? '', 'console-key'), 'utf8').trim();
  expect(key).toMatch(/^pi_[A-Za-z0-9]{40}$/);
  const leaks: string[] = [];
  let checked = 0;
  page.on('response', async (response) => {
    try {
      const headers = JSON.stringify(await response.allHeaders());
      const body =
        response.request().method() === 'HEAD' || (response.status() >= 300 && response.status() < 400)
          ? ''
          : (await response.body()).toString('utf8');
      checked += 1;
      if (headers.includes(key) || body.includes(key)) leaks.push(response.url());
    } catch {
      // A response whose body the browser discarded (navigated away) cannot leak to the page either.
    }
  });
  for (const url of [...(await consolePages(api)), '/login']) {
    await page.goto(url);
    if (url !== '/login') await settled(page);
  }
  expect(checked).toBeGreaterThan(30);
  expect(leaks).toEqual([]);
  // The key is not hiding in storage either.
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie);
  expect(storage).not.toContain(key);
});

test('every page passes axe (no serious or critical violations), in light and dark', async ({ page, api }) => {
  // Every page twice (light, dark) with axe: the time grows with the page count and the machine's load.
  test.setTimeout(480_000);
  const pages = await consolePages(api);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const url of pages) {
      await page.goto(url);
      await settled(page);
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await test.step(`${scheme} ${url}`, () => expectAccessible(page));
    }
  }
});
