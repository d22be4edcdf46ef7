import type { Locator, Page } from '@playwright/test';
import { STALE_AFTER_MS } from '../components/connections/connection-health';
import { REFUSED_MESSAGE } from './support/arrange-db';
import { test, expect, expectAccessible } from './support/fixtures';

interface ApiConnection {
  publicId: string;
  provider: string;
  label?: string;
  createdAt: string;
  syncedAt?: string;
  errorId?: string;
  errorAt?: string;
  disabledAt?: string;
  refusedMessages: number;
}

function rowFor(page: Page, label: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader').getByText(label, { exact: true }) });
}

function time(row: Locator, iso: string): Locator {
  return row.locator(`time[datetime="${iso}"]`);
}

test.describe('connections', () => {
  test('each demo connection shows its state in words, with times and error ids', async ({ page, api }) => {
    const response = await api.get('/api/v1/connections');
    expect(response.ok()).toBe(true);
    const { items } = (await response.json()) as { items: ApiConnection[] };
    expect(items).toHaveLength(5);
    // The demo has one connection in each state; the assertions below must meet them all.
    expect(items.filter((c) => c.disabledAt)).toHaveLength(1);
    expect(items.filter((c) => !c.disabledAt && c.errorId)).toHaveLength(1);
    expect(items.filter((c) => c.provider === 'upload')).toHaveLength(1);
    expect(items.filter((c) => !c.syncedAt && !c.disabledAt && !c.errorId)).toHaveLength(1);
    const plainSynced = items.filter((c) => c.syncedAt && !c.disabledAt && !c.errorId && c.provider !== 'upload');
    expect(plainSynced.length).toBeGreaterThanOrEqual(1);

    await page.goto('/connections');
    await expect(page.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(items.length + 1);

    for (const c of items) {
      const label = c.label ?? '';
      expect(label, `connection ${c.publicId} has a label`).not.toBe('');
      const row = rowFor(page, label);
      await expect(row).toHaveCount(1);
      const status = row.getByRole('cell').first();

      if (c.disabledAt) {
        await expect(status).toContainText('Disabled');
        await expect(time(row, c.disabledAt)).toBeVisible();
      } else if (c.errorId) {
        await expect(status).toContainText('Error');
        await expect(status).toContainText(c.errorId);
      } else if (c.provider === 'upload') {
        await expect(status).toContainText('Upload');
        await expect(status).toContainText(/by upload/);
      } else if (c.syncedAt && Date.now() - Date.parse(c.syncedAt) > STALE_AFTER_MS) {
        // The demo's times are fixed, so its "synced" mailbox goes stale a day after the seed's anchor.
        await expect(status).toContainText('Stale');
        await expect(status).toContainText('No sync for over a day.');
      } else if (c.syncedAt) {
        await expect(status).toHaveText('Synced');
      } else {
        await expect(status).toContainText('Never synced');
      }

      if (c.syncedAt) {
        const synced = time(row, c.syncedAt);
        await expect(synced).toBeVisible();
        // Relative time beside the absolute one: "2 hours ago", "yesterday", "in 3 days".
        await expect(synced.locator('..')).toContainText(/ago|yesterday|today|now|last|next|in \d/);
      } else {
        await expect(row.getByRole('cell').nth(1)).toHaveText('Never synced');
      }
      if (c.errorAt) await expect(time(row, c.errorAt)).toBeVisible();
      if (c.errorId) await expect(row.getByRole('cell').nth(2)).toContainText(c.errorId);
      await expect(time(row, c.createdAt)).toBeVisible();
    }

    const summary = page.getByRole('list', { name: 'Connections by state' });
    await expect(summary).toContainText('Error');
    await expect(summary).toContainText('Disabled');
    await expectAccessible(page);
  });

  test('a failed load offers a retry, and an empty workspace says so', async ({ page }) => {
    // The list comes with the HTML; Refresh is the browser's own request, through the route below.
    await page.goto('/connections');
    await expect(page.getByRole('table')).toBeVisible();
    let mode: 'fail' | 'empty' = 'fail';
    await page.route('**/api/console/connections*', async (route) => {
      if (mode === 'fail') {
        await route.fulfill({ status: 503, json: { error: 'Upstream is down for maintenance' } });
      } else {
        await route.fulfill({ status: 200, json: { items: [] } });
      }
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    const error = page.getByRole('alert').filter({ hasText: 'Could not load connections' });
    await expect(error).toContainText('Upstream is down for maintenance');
    await expectAccessible(page);

    mode = 'empty';
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('No connections', { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('a refused message is linked from its connection and listed with its UID and reason', async ({ page, api }) => {
    const { items } = (await (await api.get('/api/v1/connections')).json()) as { items: ApiConnection[] };
    const inbox = items.find((c) => c.label === REFUSED_MESSAGE.connectionLabel);
    expect(inbox?.refusedMessages).toBe(1);
    expect(items.filter((c) => c.refusedMessages > 0)).toHaveLength(1);

    await page.goto('/connections');
    for (const c of items) {
      const cell = rowFor(page, c.label ?? '')
        .getByRole('cell')
        .nth(3);
      await expect(cell).toHaveText(c.refusedMessages > 0 ? `1 refused by ${c.label ?? ''}` : 'None');
    }
    await rowFor(page, REFUSED_MESSAGE.connectionLabel)
      .getByRole('link', { name: /1 refused/ })
      .click();
    await expect(page).toHaveURL(`/connections/${inbox?.publicId ?? ''}`);
    await expect(page.getByRole('heading', { level: 1, name: REFUSED_MESSAGE.connectionLabel })).toBeVisible();
    const table = page.getByRole('table', { name: /could not take/ });
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').nth(1);
    await expect(row.getByRole('rowheader')).toHaveText(String(REFUSED_MESSAGE.uid));
    await expect(row).toContainText(REFUSED_MESSAGE.messageId);
    await expect(row).toContainText(REFUSED_MESSAGE.reason);
    await expect(row).toContainText('2 kB');
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Connections' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
  });

  test('a connection that does not exist says so', async ({ page }) => {
    await page.goto('/connections/AAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByText('Connection not found', { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
