import type { APIRequestContext, Page } from '@playwright/test';
import { REMOVAL_FUND } from './support/arrange-db';
import { expect, expectAccessible, test, unique, withoutScripts } from './support/fixtures';

// The home page: what changed since the member's last visit, as they marked it. Each test makes
// its own companies (deleting one takes it out of its funds and hides its
// touchpoints) and removes them in `finally`.

interface Counts {
  total: number;
  trackers: { trackerPublicId: string; name: string; count: number }[];
}
interface ApiConnection {
  publicId: string;
  provider: string;
  label?: string;
  createdAt: string;
  syncedAt?: string;
  errorId?: string;
  errorAt?: string;
  disabledAt?: string;
  followLinks: boolean;
  followDocsend: boolean;
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function json<T>(api: APIRequestContext, path: string): Promise<T> {
  const res = await api.get(`/api/v1${path}`);
  expect(res.ok(), `GET ${path}`).toBe(true);
  return (await res.json()) as T;
}

async function createCompany(api: APIRequestContext, prefix: string): Promise<{ publicId: string; name: string }> {
  const name = unique(prefix);
  const res = await api.post('/api/v1/companies', { data: { name } });
  expect(res.status()).toBe(201);
  const { publicId } = (await res.json()) as { publicId: string };
  return { publicId, name };
}

/** The member's mark, kept by the API; the window of Home starts there. */
async function lastVisit(api: APIRequestContext): Promise<string | null> {
  return (await json<{ lastVisitAt: string | null }>(api, '/me/last-visit')).lastVisitAt;
}

async function forgetVisits(api: APIRequestContext): Promise<void> {
  expect((await api.delete('/api/v1/me/last-visit')).ok()).toBe(true);
}

test.describe('home', () => {
  test('a first visit shows the last 7 days, with every section from the demo', async ({ page, api }) => {
    await forgetVisits(api);
    const counts = await json<Counts>(api, '/tracker-values/counts?status=suggested');
    expect(counts.total).toBeGreaterThan(0);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'What changed this week' })).toBeVisible();
    for (const name of [
      'New and updated activity',
      'Waiting for review',
      'Connections needing attention',
      'Recent fund changes',
    ]) {
      await expect(section(page, name).getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(section(page, 'New and updated activity')).toContainText('in the last 7 days');

    const review = section(page, 'Waiting for review');
    await expect(review).toContainText(`${counts.total.toLocaleString('en-GB')} value`);
    for (const t of counts.trackers) {
      await expect(review.locator(`a[href="/review?trackerPublicId=${t.trackerPublicId}"]`)).toHaveText(t.name);
    }

    // The demo's connection in error is listed with its badge; it is not IMAP, so it cannot be synced from here.
    const { items } = await json<{ items: ApiConnection[] }>(api, '/connections');
    const errored = items.find((c) => c.errorId && !c.disabledAt);
    const upload = items.find((c) => c.provider === 'upload');
    const connections = section(page, 'Connections needing attention');
    const row = connections.getByRole('listitem').filter({ hasText: errored?.label ?? '' });
    await expect(row).toContainText('Error');
    await expect(row.getByRole('button', { name: /Sync/ })).toHaveCount(0);
    await expect(connections).not.toContainText(upload?.label ?? '');

    // Showing the page marks nothing: the member does, with Mark as seen.
    expect(await lastVisit(api)).toBeNull();
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page);
  });

  test('the first HTML holds the values waiting, before any script runs', async ({ browser, api, baseURL }) => {
    const counts = await json<Counts>(api, '/tracker-values/counts?status=suggested');
    const tracker = counts.trackers[0];
    if (!tracker) throw new Error('the demo has no values waiting for review');
    await withoutScripts(browser, baseURL, async (page) => {
      await page.goto('/');
      const review = section(page, 'Waiting for review');
      await expect(review.getByRole('list', { name: 'Values waiting, by tracker' })).toBeVisible();
      await expect(review.locator(`a[href="/review?trackerPublicId=${tracker.trackerPublicId}"]`)).toHaveText(
        tracker.name,
      );
      await expect(review.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    });
  });

  test('a waiting count opens the review queue for its tracker', async ({ page, api }) => {
    const counts = await json<Counts>(api, '/tracker-values/counts?status=suggested');
    const tracker = counts.trackers[0];
    if (!tracker) throw new Error('the demo has no values waiting for review');
    await page.goto('/');
    await section(page, 'Waiting for review')
      .locator(`a[href="/review?trackerPublicId=${tracker.trackerPublicId}"]`)
      .click();
    await expect(page).toHaveURL(new RegExp(`/review\\?trackerPublicId=${tracker.trackerPublicId}$`));
  });

  test('the window stays over reloads until Mark as seen; what arrives later shows as new', async ({ page, api }) => {
    const company = await createCompany(api, 'Home activity');
    const activity = section(page, 'New and updated activity');
    const group = activity.locator(`[data-company="${company.publicId}"]`);
    const addNote = async (content: string) => {
      const note = await api.post('/api/v1/notes', {
        data: { companyPublicId: company.publicId, content, topics: ['board-meeting'] },
      });
      expect(note.status()).toBe(201);
    };
    try {
      await forgetVisits(api);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'What changed this week' })).toBeVisible();

      // Arrives while the page is open, and shows without a reload (the console polls GET /changes).
      await addNote('Board prep: hiring plan.');
      await expect(group.getByRole('link', { name: company.name })).toHaveAttribute(
        'href',
        `/companies/${company.publicId}/touchpoints`,
      );
      await expect(group.getByRole('listitem')).toHaveCount(1);
      await expect(group.getByRole('listitem')).toContainText('New');

      // Reloading moves nothing: only the member's mark does.
      await page.reload();
      await expect(group.getByRole('listitem')).toContainText('New');
      expect(await lastVisit(api)).toBeNull();

      const newest = (await json<{ items: { updatedAt: string }[] }>(api, '/touchpoints?limit=1')).items[0]?.updatedAt;
      await page.getByRole('button', { name: 'Mark as seen' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'What changed since your last visit' })).toBeVisible();
      await expect(group).toHaveCount(0);
      // Marked up to the newest change the page showed.
      expect(await lastVisit(api)).toBe(newest);

      // The next change shows on this page, and on the next visit until it is marked seen. The second note of
      // the day joins the same touchpoint, which is therefore updated, not new.
      await addNote('Board prep, again: the plan changed.');
      await expect(group.getByRole('listitem')).toContainText('Updated');
      await expect(group.getByRole('listitem')).toContainText('2 notes');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'What changed since your last visit' })).toBeVisible();
      await expect(group.getByRole('listitem')).toHaveCount(1);
      await page.getByRole('button', { name: 'Mark as seen' }).click();
      await expect(group).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'What changed since your last visit' })).toBeVisible();
      await expect(group).toHaveCount(0);
    } finally {
      await api.delete(`/api/v1/companies/${company.publicId}`);
    }
  });

  test('a fund status change shows with who made it', async ({ page, api }) => {
    const company = await createCompany(api, 'Home fund change');
    const { items: funds } = await json<{ items: { publicId: string; name: string }[] }>(api, '/funds');
    const fund = funds.find((f) => f.name !== REMOVAL_FUND);
    if (!fund) throw new Error('the demo has no fund');
    const me = await json<{ user: { firstName: string; lastName: string } }>(api, '/me');
    try {
      const added = await api.post(`/api/v1/funds/${fund.publicId}/companies`, {
        data: { companyPublicId: company.publicId, status: 'active' },
      });
      expect(added.status()).toBe(201);
      const changed = await api.patch(`/api/v1/funds/${fund.publicId}/companies/${company.publicId}/status`, {
        data: { status: 'exited' },
      });
      expect(changed.status()).toBe(200);

      // The trail names the member behind the console's key, as they were named at the time.
      const trail = await json<{ items: { actor: { name: string } }[] }>(
        api,
        `/audit-events?entityType=fund_company&entityPublicId=${company.publicId}`,
      );
      const actor = trail.items[0]?.actor.name ?? '';
      expect(actor).toContain(me.user.firstName);

      // The events name their company: neither the first HTML nor the browser looks a company up.
      const lookups: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/console/companies/')) lookups.push(r.url());
      });
      expect(await (await page.request.get('/')).text()).toContain(company.name);
      await page.goto('/');
      const changes = section(page, 'Recent fund changes').getByRole('listitem');
      const mine = changes.filter({ has: page.getByRole('link', { name: company.name, exact: true }) });
      await expect(mine).toHaveCount(2);
      await expect(mine.first()).toContainText(`Active → Exited in ${fund.name}`);
      await expect(mine.first()).toContainText(`by ${actor}`);
      await expect(mine.nth(1)).toContainText(`added to ${fund.name} as Active`);
      expect(lookups).toEqual([]);
      await expect(mine.first().getByRole('link', { name: fund.name })).toHaveAttribute(
        'href',
        `/funds/${fund.publicId}`,
      );
    } finally {
      await api.delete(`/api/v1/companies/${company.publicId}`);
    }
  });

  test('an IMAP connection in error offers Sync now', async ({ page }) => {
    // The demo has no IMAP mailbox (the API cannot add one), so the list is answered here: an IMAP
    // connection in error, one stale for two days, and a disabled one, which needs no attention here.
    const now = Date.now();
    const iso = (msAgo: number) => new Date(now - msAgo).toISOString();
    const base = { followLinks: false, followDocsend: false, createdAt: iso(30 * 86_400_000) };
    const fake: ApiConnection[] = [
      {
        ...base,
        publicId: 'imapErroredConnection',
        provider: 'imap',
        label: 'Deals inbox',
        errorId: 'auth_failed',
        errorAt: iso(3_600_000),
      },
      {
        ...base,
        publicId: 'imapStaleConnection00',
        provider: 'imap',
        label: 'Updates inbox',
        syncedAt: iso(2 * 86_400_000),
      },
      { ...base, publicId: 'imapDisabledConnectio', provider: 'imap', label: 'Old inbox', disabledAt: iso(86_400_000) },
    ];
    await page.goto('/');
    await page.route('**/api/console/connections*', (route) => route.fulfill({ status: 200, json: { items: fake } }));
    const synced: string[] = [];
    await page.route('**/api/console/connections/*/sync', async (route) => {
      synced.push(new URL(route.request().url()).pathname);
      await route.fulfill({ status: 202, json: { publicId: 'imapErroredConnection' } });
    });
    const connections = section(page, 'Connections needing attention');
    await connections.getByRole('button', { name: 'Check again' }).click();
    const errored = connections.getByRole('listitem').filter({ hasText: 'Deals inbox' });
    await expect(errored).toContainText('Error');
    const stale = connections.getByRole('listitem').filter({ hasText: 'Updates inbox' });
    await expect(stale).toContainText('Stale');
    await expect(connections).not.toContainText('Old inbox');

    await errored.getByRole('button', { name: 'Sync now: Deals inbox' }).click();
    await expect(page.getByText('Sync started for Deals inbox')).toBeVisible();
    expect(synced).toEqual(['/api/console/connections/imapErroredConnection/sync']);
    await expect(stale.getByRole('button', { name: 'Sync now: Updates inbox' })).toBeEnabled();
    await expectAccessible(page);
  });
});
