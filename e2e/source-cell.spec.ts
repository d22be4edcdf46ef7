import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test, unique } from './support/fixtures';

/*
 * A value read from a table cites its metric, its month and its cell ("Headcount · Oct 2026 · 18"); its source
 * page marks that one cell: not the "18" of another row, nor the "18" inside "$185K" or "1,180,000".
 */

const CSV = [
  'Metric,Sep 2026,Oct 2026',
  'ARR,"1,100,000","1,180,000"',
  'Headcount,17,18',
  'Net burn,$195K,$185K',
  'Customers,18,21',
].join('\n');

interface Value {
  effectiveAt: string;
  value: unknown;
  citations: { type: string; publicId: string; quote: string | null }[];
}

async function json<T>(api: APIRequestContext, path: string): Promise<T> {
  const res = await api.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

test('a table value’s citation opens the sheet with its one cell marked', async ({ page, api }) => {
  const domain = `cell-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}.example`;
  const made = await api.post('/api/v1/companies', { data: { name: unique('Cell Co'), primaryDomain: domain } });
  expect(made.status(), await made.text()).toBe(201);
  const company = String(((await made.json()) as { publicId: string }).publicId);
  try {
    const upload = await api.post(`/api/v1/companies/${company}/files`, {
      multipart: { file: { name: 'kpis.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) } },
    });
    expect(upload.status(), await upload.text()).toBe(202);
    const file = String(((await upload.json()) as { publicId: string }).publicId);
    await expect
      .poll(async () => (await json<{ processing: { state: string } }>(api, `/api/v1/files/${file}`)).processing.state)
      .toBe('done');
    const trackers = await json<{ items: { publicId: string; name: string }[] }>(api, '/api/v1/trackers?limit=100');
    const headcount = trackers.items.find((t) => t.name === 'Headcount');
    if (!headcount) throw new Error('the demo has no Headcount tracker');
    const values = await json<{ items: Value[] }>(
      api,
      `/api/v1/trackers/${headcount.publicId}/values?companyPublicId=${company}&status=suggested&limit=100`,
    );
    const october = values.items.find((v) => v.effectiveAt === '2026-10-31');
    expect(october?.value).toBe(18);
    const citation = october?.citations[0];
    expect(citation?.quote).toBe('Headcount · Oct 2026 · 18');
    if (!citation?.quote) return;

    // As the citation chip links it (components/citations/citation-href.ts).
    await page.goto(`/sources/${citation.type}/${citation.publicId}?quote=${encodeURIComponent(citation.quote)}`);
    const marks = page.locator('main mark[data-quote]');
    await expect(marks).toHaveCount(1);
    await expect(marks).toHaveText('18');
    await expect(
      page
        .getByRole('row', { name: /^Headcount/ })
        .getByRole('cell')
        .nth(2)
        .locator('mark'),
    ).toHaveCount(1);
    await expect(marks).toBeInViewport();
    await expectAccessible(page);
  } finally {
    await api.delete(`/api/v1/companies/${company}`);
  }
});
