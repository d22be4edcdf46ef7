import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Citation, CitationType, Touchpoint } from '../lib/schemas/touchpoint';
import { expect, expectAccessible, test, unique } from './support/fixtures';

interface TouchpointPage {
  items: Touchpoint[];
  nextPageToken?: string;
}

/** The seed's showcase company is the busiest one: over 100 touchpoints, more than two pages of 50. */
async function busiestCompany(api: APIRequestContext): Promise<string> {
  const res = await api.get('/api/v1/companies', { params: { search: 'Northwind Analytics' } });
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: Array<{ publicId: string; name: string }> };
  const company = items.find((c) => c.name === 'Northwind Analytics');
  if (!company) throw new Error('the demo seed has no Northwind Analytics');
  expect((await allTouchpoints(api, company.publicId)).length).toBeGreaterThan(100);
  return company.publicId;
}

async function touchpoints(
  api: APIRequestContext,
  companyId: string,
  query: Record<string, string | string[]> = {},
  pageToken?: string,
): Promise<TouchpointPage> {
  const search = new URLSearchParams({ limit: '100' });
  for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) search.append(k, one);
  if (pageToken) search.set('pageToken', pageToken);
  const res = await api.get(`/api/v1/companies/${companyId}/touchpoints?${search}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as TouchpointPage;
}

async function allTouchpoints(api: APIRequestContext, companyId: string, query: Record<string, string> = {}) {
  const out: Touchpoint[] = [];
  let token: string | undefined;
  do {
    const page = await touchpoints(api, companyId, query, token);
    out.push(...page.items);
    token = page.nextPageToken;
  } while (token);
  return out;
}

const title = (t: Touchpoint) => t.headline?.trim() || 'Untitled touchpoint';

const timeline = (page: Page) => page.getByRole('region', { name: 'Touchpoints' });
const cards = (page: Page) => timeline(page).getByRole('article');
const firstCardTitle = (page: Page) => cards(page).first().getByRole('heading', { level: 4 });

function touchpointsResponse(page: Page) {
  return page.waitForResponse((r) => /\/api\/console\/companies\/[^/]+\/touchpoints/.test(r.url()) && r.ok());
}

async function pick(page: Page, trigger: RegExp, option: string) {
  await page.getByRole('button', { name: trigger }).click();
  await page.getByRole('checkbox', { name: option }).click();
  await page.keyboard.press('Escape');
}

test.describe('touchpoint timeline', () => {
  test('topic and category filters and the sort change the list and survive a reload', async ({ page, api }) => {
    const companyId = await busiestCompany(api);
    const [first] = (await touchpoints(api, companyId)).items;
    if (!first) throw new Error('no touchpoints');
    await page.goto(`/companies/${companyId}/touchpoints`);
    await expect(firstCardTitle(page)).toHaveText(title(first));
    await expect(timeline(page).getByRole('status').first()).toHaveText('50 touchpoints loaded, more as you scroll');

    // Topic: only board meetings.
    const byTopic = await allTouchpoints(api, companyId, { topic: 'board-meeting' });
    await pick(page, /^Topics/, 'Board meeting');
    await expect(page).toHaveURL(/[?&]topic=board-meeting/);
    await expect(firstCardTitle(page)).toHaveText(title(byTopic[0] as Touchpoint));
    await expect(timeline(page).getByText(`${byTopic.length} touchpoints`, { exact: true })).toBeVisible();
    for (const card of await cards(page).all()) {
      await expect(card.getByRole('list', { name: 'Topics' })).toContainText('Board meeting');
    }

    // Category: only governance insights (the board's decisions) are shown.
    const byBoth = await allTouchpoints(api, companyId, { topic: 'board-meeting', category: 'governance' });
    await pick(page, /^Insight categories/, 'Governance');
    await expect(page).toHaveURL(/[?&]category=governance/);
    await expect(firstCardTitle(page)).toHaveText(title(byBoth[0] as Touchpoint));
    await expect(timeline(page).getByText(`${byBoth.length} touchpoints`, { exact: true })).toBeVisible();
    const categoryHeadings = timeline(page).getByRole('heading', { level: 5 });
    await expect(categoryHeadings.first()).toBeVisible();
    await expect(categoryHeadings.filter({ hasNotText: /^Governance$/ })).toHaveCount(0);

    // Sort by last update.
    const [newestUpdate] = (
      await touchpoints(api, companyId, { topic: 'board-meeting', category: 'governance', sort: 'updatedAt' })
    ).items;
    await page.getByRole('radio', { name: 'Last updated' }).check();
    await expect(page).toHaveURL(/[?&]sort=updatedAt/);
    await expect(firstCardTitle(page)).toHaveText(title(newestUpdate as Touchpoint));

    // A reload (or a shared link) shows the same view.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Topics: Board meeting, 1 selected' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Insight categories: Governance, 1 selected' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Last updated' })).toBeChecked();
    await expect(firstCardTitle(page)).toHaveText(title(newestUpdate as Touchpoint));
    await expect(categoryHeadings.first()).toBeVisible();
    await expect(categoryHeadings.filter({ hasNotText: /^Governance$/ })).toHaveCount(0);
    await expectAccessible(page);

    // Clearing the filters brings back the whole timeline, still sorted by update.
    await timeline(page).getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/topic=|category=/);
    await expect(page).toHaveURL(/sort=updatedAt/);
    await expect(timeline(page).getByText('50 touchpoints loaded, more as you scroll')).toBeVisible();
  });

  test('scrolling to the bottom loads the following pages, rendering only rows near the viewport', async ({
    page,
    api,
  }) => {
    const companyId = await busiestCompany(api);
    const all = await allTouchpoints(api, companyId);
    await page.goto(`/companies/${companyId}/touchpoints`);
    const status = timeline(page).getByRole('status').first();
    await expect(status).toHaveText('50 touchpoints loaded, more as you scroll');

    // Hold the next page back long enough to see that it is on its way.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/console\/companies\/[^/]+\/touchpoints\?.*pageToken=/, async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(timeline(page).getByText('Loading more…')).toBeVisible();
    release();
    await expect(status).toHaveText('100 touchpoints loaded, more as you scroll');

    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(status).toHaveText(`${all.length} touchpoints`, { timeout: 2_000 });
    }).toPass();
    // Rows below were estimated until rendered; once measured, the bottom may move, so scroll until it stays.
    const end = timeline(page).getByText(`End of the timeline · ${all.length} touchpoints`);
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(end).toBeInViewport({ timeout: 1_000 });
    }).toPass();
    await expect(cards(page).last().getByRole('heading', { level: 4 })).toHaveText(
      title(all[all.length - 1] as Touchpoint),
    );
    // Virtualised: far fewer cards in the document than loaded.
    expect(await cards(page).count()).toBeLessThan(40);
    await expectAccessible(page);
  });

  test('citation chips name their source and open its permalink in a new tab', async ({ page, context, api }) => {
    // Opens a new tab per source type, each rendered by the server: on 2 busy cores that outgrows 60 s.
    test.slow();
    const companyId = await busiestCompany(api);
    const { items } = await touchpoints(api, companyId);
    const found = new Map<CitationType, Citation>();
    for (const c of items.flatMap((t) => t.insights.flatMap((i) => i.citations))) {
      if (!found.has(c.type)) found.set(c.type, c);
    }
    // Derivation cites the email, the page or sheet, the meeting or the note a claim comes from; the file a
    // "deck attached" names, and the earlier update a comparison looks back to (issue 20, defect 13).
    expect([...found.keys()].sort()).toEqual(['element', 'email', 'file', 'meeting', 'note', 'touchpoint']);

    // What each chip must say: the field that names the source, and its parent if any.
    const expected: Record<CitationType, (c: Citation) => string[]> = {
      email: (c) => ['Email', c.subject ?? '(no subject)'],
      file: (c) => ['File', c.name ?? '', c.parent?.subject ?? ''],
      element: (c) => ['Section', c.label ?? 'Untitled section', `#${(c.index ?? 0) + 1}`, c.parent?.name ?? ''],
      meeting: (c) => ['Meeting', c.title ?? ''],
      note: (c) => ['Note', `by ${c.author ?? ''}`],
      touchpoint: (c) => ['Touchpoint', c.headline ?? 'Untitled touchpoint'],
    };
    // The field the source page's heading carries.
    const heading: Record<CitationType, (c: Citation) => string> = {
      email: (c) => c.subject ?? '',
      file: (c) => c.name ?? '',
      element: (c) => c.label ?? '',
      meeting: (c) => c.title ?? '',
      note: (c) => c.author ?? '',
      touchpoint: (c) => c.headline ?? '',
    };

    await page.goto(`/companies/${companyId}/touchpoints`);
    await expect(cards(page).first()).toBeVisible();
    for (const [type, citation] of found) {
      // One source may back several insights, each quoting its own passage: the chip of this citation carries its quote.
      const quote = citation.quote ? `[href*="?quote=${encodeURIComponent(citation.quote.trim().slice(0, 500))}"]` : '';
      const chip = await reveal(
        page,
        timeline(page)
          .locator(`a[data-citation-type="${type}"][href*="/sources/${type}/${citation.publicId}"]${quote}`)
          .first(),
      );
      for (const text of expected[type](citation)) await expect(chip).toContainText(text);
      await expect(chip).toHaveAttribute('target', '_blank');
      await expect(chip).toHaveAttribute('rel', /noopener/);

      const [tab] = await Promise.all([context.waitForEvent('page'), chip.click()]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe(`/sources/${type}/${citation.publicId}`);
      await expect(tab.getByRole('heading', { level: 1 })).toContainText(heading[type](citation));
      await tab.close();
    }
  });

  test('marks touchpoints updated since the previous visit', async ({ page, api }) => {
    const companyId = await busiestCompany(api);
    const [a, b, c] = (await touchpoints(api, companyId)).items;
    if (!a || !b || !c) throw new Error('too few touchpoints');
    // The previous visit happened at the older of two update times among the first cards.
    const times = [a, b, c].map((t) => Date.parse(t.updatedAt));
    const visit = Math.min(...times);
    expect(Math.max(...times)).toBeGreaterThan(visit);
    const key = `pi:touchpoints:last-visit:${companyId}`;
    const badge = 'Updated since your last visit';
    const card = (t: Touchpoint) =>
      cards(page).filter({ has: page.getByRole('heading', { name: title(t), exact: true }) });

    // A first visit has nothing to compare with.
    await page.goto(`/companies/${companyId}/touchpoints`);
    await expect(firstCardTitle(page)).toHaveText(title(a));
    await expect(timeline(page).getByText(badge)).toHaveCount(0);

    await page.evaluate(([k, v]) => window.localStorage.setItem(k, v), [key, new Date(visit).toISOString()] as const);
    await page.reload();
    for (const t of [a, b, c]) {
      const mark = card(t).first().getByText(badge);
      if (Date.parse(t.updatedAt) > visit) await expect(mark).toBeVisible();
      else await expect(mark).toHaveCount(0);
    }
    await expectAccessible(page);

    // That view counted as a visit: nothing is new any more.
    await page.reload();
    await expect(firstCardTitle(page)).toHaveText(title(a));
    await expect(timeline(page).getByText(badge)).toHaveCount(0);
  });

  test('empty, no-match and error states', async ({ page, api }) => {
    const name = unique('Timeline Empty');
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const created = await api.post('/api/v1/companies', { data: { name, primaryDomain: `${slug}.example.com` } });
    expect(created.status()).toBe(201);
    const { publicId } = (await created.json()) as { publicId: string };
    try {
      await page.goto(`/companies/${publicId}/touchpoints`);
      await expect(timeline(page).getByText('No touchpoints yet')).toBeVisible();
      await expectAccessible(page);

      await page.goto(`/companies/${publicId}/touchpoints?topic=legal-communication&category=exit`);
      await expect(timeline(page).getByText('No touchpoint matches these filters')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Topics: Legal communication, 1 selected' })).toBeVisible();

      // The API fails three times (the first try and the client's two retries), then recovers. The
      // filtered page came with the HTML; clearing the filters is the browser's own request.
      let failures = 3;
      await page.route(/\/api\/console\/companies\/[^/]+\/touchpoints/, async (route) => {
        if (failures-- > 0) await route.fulfill({ status: 503, json: { error: 'Touchpoints are resting' } });
        else await route.continue();
      });
      await timeline(page).getByRole('button', { name: 'Clear filters' }).first().click();
      const alert = timeline(page).getByRole('alert');
      await expect(alert).toContainText('Could not load the touchpoints');
      await expect(alert).toContainText('Touchpoints are resting');
      const response = touchpointsResponse(page);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await response;
      await expect(timeline(page).getByText('No touchpoints yet')).toBeVisible();
    } finally {
      await api.delete(`/api/v1/companies/${publicId}`);
    }
  });
});

/** Scrolls down until a row that may not be rendered yet (virtualised) is in the document. */
async function reveal(page: Page, locator: Locator): Promise<Locator> {
  await expect(async () => {
    if ((await locator.count()) === 0) await page.mouse.wheel(0, 600);
    await expect(locator).toBeAttached({ timeout: 1_000 });
  }).toPass();
  await locator.scrollIntoViewIfNeeded();
  return locator;
}
