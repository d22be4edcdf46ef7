import type { Page, Response } from '@playwright/test';
import { test, expect, unique, expectAccessible } from './support/fixtures';

function isImport(response: Response): boolean {
  return response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/console/meetings';
}

async function submit(page: Page): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse(isImport),
    page.getByRole('button', { name: 'Import meeting' }).click(),
  ]);
  return response;
}

function textbox(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

test.describe('meeting import', () => {
  test('creates a meeting with two attendees, then updates the same one by its note id', async ({ page }) => {
    const noteId = unique('e2e-note').replace(/\s+/g, '-');
    const title = unique('E2E meeting');
    await page.goto('/meetings');
    await expect(page.getByRole('heading', { level: 1, name: 'Meetings' })).toBeVisible();
    const result = page.getByRole('region', { name: 'Last import' });
    await expect(result).toContainText('Nothing imported yet');

    await textbox(page, 'Provider').fill('e2e-recorder');
    await textbox(page, 'Meeting note id').fill(noteId);
    await textbox(page, 'Meeting note title').fill(title);
    await textbox(page, 'Calendar event title').fill('Quarterly review');
    await textbox(page, 'Calendar event id').fill(`cal-${noteId}`);
    await page.getByLabel('Meeting time', { exact: true }).fill('2026-03-01T09:30:15');
    await textbox(page, 'Creator name').fill('Ada Example');
    await textbox(page, 'Creator email').fill('ada.creator@example.com');
    for (const [n, name, email] of [
      [1, 'Grace Hopper', 'grace@example.com'],
      [2, 'Alan Turing', 'alan@example.com'],
    ] as const) {
      await page.getByRole('button', { name: 'Add attendee' }).click();
      await expect(textbox(page, `Attendee ${n} Name`)).toBeFocused();
      await textbox(page, `Attendee ${n} Name`).fill(name);
      await textbox(page, `Attendee ${n} Email`).fill(email);
    }
    await textbox(page, 'Notes').fill('## Decisions\n\n- Ship the **beta**');
    await textbox(page, 'Transcript').fill('Grace: hello\n\nAlan: hi');

    // The notes preview renders the Markdown the meeting will carry.
    await page.getByRole('tablist', { name: 'Notes: write or preview' }).getByRole('tab', { name: 'Preview' }).click();
    await expect(page.getByRole('heading', { name: 'Decisions' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('beta')).toBeVisible();

    const created = await submit(page);
    expect(created.status()).toBe(201);
    const body = (await created.json()) as { publicId: string };
    const sent = created.request().postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({
      provider: 'e2e-recorder',
      meetingNoteId: noteId,
      attendees: [
        { name: 'Grace Hopper', email: 'grace@example.com' },
        { name: 'Alan Turing', email: 'alan@example.com' },
      ],
    });
    // datetime-local becomes RFC 3339 with seconds and an explicit offset.
    expect(sent.calendarEventTime).toMatch(/^2026-03-01T09:30:15([+-]\d{2}:\d{2})$/);
    await expect(result).toContainText('Created');
    await expect(result).toContainText(body.publicId);
    await expect(page.getByText('Meeting created', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await textbox(page, 'Meeting note title').fill(`${title} (revised)`);
    const updated = await submit(page);
    expect(updated.status()).toBe(200);
    await expect(result).toContainText('Updated');
    await expect(result).not.toContainText('Created');
    await expect(result).toContainText(body.publicId);
    expect(((await updated.json()) as { publicId: string }).publicId).toBe(body.publicId);
  });

  test('an invalid attendee email is flagged on that attendee row', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/console/meetings')) posted = true;
    });
    await page.goto('/meetings');
    await textbox(page, 'Meeting note title').fill(unique('E2E invalid attendee'));
    await page.getByRole('button', { name: 'Add attendee' }).click();
    await textbox(page, 'Attendee 1 Email').fill('first@example.com');
    await page.getByRole('button', { name: 'Add attendee' }).click();
    await textbox(page, 'Attendee 2 Name').fill('Broken Address');
    await textbox(page, 'Attendee 2 Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Import meeting' }).click();

    const bad = textbox(page, 'Attendee 2 Email');
    await expect(bad).toHaveAttribute('aria-invalid', 'true');
    await expect(bad).toHaveAccessibleDescription(/email address/i);
    await expect(bad).toBeFocused();
    await expect(page.getByRole('listitem', { name: 'Attendee 2' }).getByRole('alert')).toHaveText(/email address/i);
    await expect(textbox(page, 'Attendee 1 Email')).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByRole('listitem', { name: 'Attendee 1' }).getByRole('alert')).toHaveCount(0);
    await expectAccessible(page);
    expect(posted).toBe(false);

    // Removing the bad row clears the way; the remaining row keeps its value.
    await page.getByRole('button', { name: 'Remove attendee 2' }).click();
    await expect(page.getByRole('listitem', { name: /^Attendee/ })).toHaveCount(1);
    await expect(textbox(page, 'Attendee 1 Email')).toHaveValue('first@example.com');
  });

  test('a rule only the server knows is shown on the form', async ({ page }) => {
    await page.goto('/meetings');
    await page.getByRole('button', { name: 'Add attendee' }).click();
    await textbox(page, 'Attendee 1 Name').fill('Only An Attendee');
    const response = await submit(page);
    expect(response.status()).toBe(400);
    const form = page.getByRole('form', { name: 'Import a meeting' });
    await expect(form.getByRole('alert')).toContainText(/at least one of meetingNoteTitle/i);
    await expect(page.getByText('Import failed', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Last import' })).toContainText('Nothing imported yet');
  });
});
