import type { APIRequestContext, Page, Response } from '@playwright/test';
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

/** A company with a domain no other test uses, deleted by the caller. */
async function createCompany(
  api: APIRequestContext,
  label: string,
): Promise<{ publicId: string; name: string; domain: string }> {
  const name = unique(label);
  const domain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`;
  const res = await api.post('/api/v1/companies', { data: { name, primaryDomain: domain } });
  expect(res.status()).toBe(201);
  return { publicId: ((await res.json()) as { publicId: string }).publicId, name, domain };
}

test.describe('meeting import', () => {
  test('creates a meeting with two attendees, then updates the same one by its note id', async ({ page }) => {
    const noteId = unique('e2e-note').replace(/\s+/g, '-');
    const title = unique('E2E meeting');
    await page.goto('/meetings?import=true');
    await expect(page.getByRole('heading', { level: 1, name: 'Meetings' })).toBeVisible();
    const result = page.getByRole('region', { name: 'Last import' });
    await expect(result).toContainText('Nothing imported yet');

    await textbox(page, 'Provider').fill('e2e-recorder');
    await textbox(page, 'Meeting note id').fill(noteId);
    await textbox(page, 'Meeting note title').fill(title);
    await textbox(page, 'Calendar event title').fill('Quarterly review');
    await textbox(page, 'Calendar event id').fill(`cal-${noteId}`);
    // The meeting's own time: a day typed as the console writes dates, a time with seconds, and its zone.
    await textbox(page, 'Meeting time').fill('1 Mar 2026');
    await page.getByLabel('Meeting time, time of day').fill('09:30:15');
    await page.getByRole('combobox', { name: 'Meeting time zone' }).selectOption({ label: 'UTC−05:00' });
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
    // Sent as entered, with the zone chosen, and shown back that way whatever the browser's zone.
    expect(sent.calendarEventTime).toBe('2026-03-01T09:30:15-05:00');
    await expect(result).toContainText('Meeting imported');
    await expect(result).not.toContainText(/HTTP|201/);
    await expect(result).toContainText('1 Mar 2026, 09:30:15 (UTC−05:00)');
    await expect(result).toContainText(body.publicId);
    await expect(result.getByRole('link', { name: 'Open the meeting' })).toHaveAttribute(
      'href',
      `/sources/meeting/${body.publicId}`,
    );
    await expect(page.locator('[data-sonner-toast]').getByText('Meeting imported', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await textbox(page, 'Meeting note title').fill(`${title} (revised)`);
    const updated = await submit(page);
    expect(updated.status()).toBe(200);
    await expect(result).toContainText('Meeting updated');
    await expect(result).not.toContainText('Meeting imported');
    await expect(result).toContainText(body.publicId);
    expect(((await updated.json()) as { publicId: string }).publicId).toBe(body.publicId);

    // The meeting's page keeps its own clock too: the time as entered, not converted.
    await result.getByRole('link', { name: 'Open the meeting' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${title} (revised)` })).toBeVisible();
    await expect(page.getByText('1 Mar 2026, 09:30:15 (UTC−05:00)', { exact: true })).toBeVisible();
  });

  test('an invalid attendee email is flagged on that attendee row', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/console/meetings')) posted = true;
    });
    await page.goto('/meetings?import=true');
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
    await page.goto('/meetings?import=true');
    await page.getByRole('button', { name: 'Add attendee' }).click();
    await textbox(page, 'Attendee 1 Name').fill('Only An Attendee');
    const response = await submit(page);
    expect(response.status()).toBe(400);
    const form = page.getByRole('form', { name: 'Import a meeting' });
    await expect(form.getByRole('alert')).toContainText(
      'give at least one of the note title, the calendar event title, notes or transcript',
    );
    await expect(form.getByRole('alert')).not.toContainText('meetingNoteTitle');
    await expect(page.getByText('Import failed', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Last import' })).toContainText('Nothing imported yet');
  });

  test('the result names the company the attendees place it with, and a picked one overrides it', async ({
    page,
    api,
  }) => {
    // Placement waits for background derivation.
    test.slow();
    const acme = await createCompany(api, 'E2E Meeting Acme');
    const other = await createCompany(api, 'E2E Meeting Other');
    try {
      await page.goto('/meetings?import=true');
      const group = page.getByRole('group', { name: 'Company' });
      await textbox(page, 'Meeting note title').fill(unique('E2E company meeting'));
      await page.getByRole('button', { name: 'Add attendee' }).click();
      await textbox(page, 'Attendee 1 Name').fill('Team Member');
      await textbox(page, 'Attendee 1 Email').fill('someone@unknown-domain.example');
      await page.getByRole('button', { name: 'Add attendee' }).click();
      await textbox(page, 'Attendee 2 Name').fill('Founder');
      // A subdomain counts as the company's own, as derivation reads it.
      await textbox(page, 'Attendee 2 Email').fill(`founder@mail.${acme.domain}`);
      const picker = group.getByRole('button', { name: /^Company/ });
      await expect(picker).toContainText('Found from the attendees');

      // Picking another company files the meeting there, and the result says so.
      await picker.click();
      await page.getByRole('combobox', { name: 'Search companies' }).fill(other.name);
      await page.getByRole('option', { name: new RegExp(`^${other.name}`) }).click();
      await expect(picker).toContainText(other.name);
      await expectAccessible(page);

      const response = await submit(page);
      expect(response.status()).toBe(201);
      const { publicId } = (await response.json()) as { publicId: string };
      const result = page.getByRole('region', { name: 'Last import' });
      await expect(result).toContainText('Meeting imported');
      await expect(result).toContainText('Time of import');
      // The API's answer names the attendees' company, by the rule derivation files meetings by.
      await expect(result).toContainText(`Found from attendees: ${acme.name}`);
      await expect(result).toContainText(`(${acme.domain}, from founder@mail.${acme.domain})`);
      await expect(result).toContainText(
        `Filed under ${other.name} as picked, not ${acme.name} as the attendees suggest`,
      );
      // The import named the picked company, so derivation filed it there, not under the attendees'.
      const timeline = result.getByRole('link', { name: `See it on ${other.name}'s timeline` });
      await expect(timeline).toHaveAttribute(
        'href',
        new RegExp(`^/companies/${other.publicId}/touchpoints#touchpoint-[\\w-]+$`),
      );
      await expect(result.getByRole('link', { name: other.name, exact: true })).toHaveAttribute(
        'href',
        `/companies/${other.publicId}`,
      );
      await expect(result).not.toContainText(`Not ${other.name}`);

      await result.getByRole('link', { name: 'Open the meeting' }).click();
      await expect(page).toHaveURL(new RegExp(`/sources/meeting/${publicId}$`));
      await expect(
        page.getByRole('region', { name: 'Touchpoints' }).getByRole('link', { name: other.name }),
      ).toBeVisible();
    } finally {
      for (const c of [acme, other]) expect((await api.delete(`/api/v1/companies/${c.publicId}`)).status()).toBe(204);
    }
  });

  test('the date picker shows d Mon yyyy, is worked by keyboard, and sets the value sent', async ({ page }) => {
    await page.goto('/meetings?import=true');
    await textbox(page, 'Meeting note title').fill(unique('E2E picker meeting'));
    const date = textbox(page, 'Meeting time');
    // An ISO date typed is rewritten the console's way once confirmed.
    await date.fill('2026-10-31');
    await date.press('Enter');
    await expect(date).toHaveValue('31 Oct 2026');
    await expect(page.getByLabel('Meeting time, time of day')).toHaveValue('09:00');

    // The calendar opens on the chosen day; arrows move by day and Enter picks.
    await date.press('Alt+ArrowDown');
    const calendar = page.getByRole('dialog', { name: 'Calendar for Meeting time' });
    await expect(calendar).toBeVisible();
    await expect(calendar.getByRole('button', { name: /31 October 2026/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(date).toHaveValue('1 Nov 2026');

    // Text that is no date is flagged on the field and never sent.
    await date.fill('31 Foo 2026');
    await page.getByRole('button', { name: 'Import meeting' }).click();
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(date).toBeFocused();

    await date.fill('1 Nov 2026');
    const response = await submit(page);
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as { calendarEventTime: string };
    expect(sent.calendarEventTime).toMatch(/^2026-11-01T09:00:00[+-]\d{2}:\d{2}$/);
  });

  test('the meetings page with the calendar open passes axe in light and dark', async ({ page }) => {
    // Two page loads and two axe runs on a busy machine.
    test.slow();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/meetings?import=true');
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await page.getByRole('button', { name: 'Calendar for Meeting time' }).click();
      const calendar = page.getByRole('dialog', { name: 'Calendar for Meeting time' });
      await expect(calendar.getByRole('grid')).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(calendar).toBeHidden();
    }
  });
});

test.describe('meetings list', () => {
  test('lists meetings newest first; the form opens behind a button, and an import shows in the list', async ({
    page,
  }) => {
    await page.goto('/meetings');
    const table = page.getByRole('table', { name: /Meetings, newest first, page 1/ });
    // The demo's meetings, in the first HTML; each row's time no later than the one above it.
    const times = await table.locator('tbody time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')));
    expect(times.length).toBeGreaterThan(1);
    const instants = times.map((t) => Date.parse(t ?? ''));
    expect(instants).toEqual([...instants].sort((a, b) => b - a));
    await expect(page.getByRole('textbox', { name: 'Meeting note title', exact: true })).toHaveCount(0);

    const open = page.getByRole('button', { name: 'Import a meeting' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    await expect(page).toHaveURL(/[?&]import=true/);
    const title = unique('Listed meeting');
    await textbox(page, 'Meeting note title').fill(title);
    // Later than every demo meeting, so it heads the list.
    await textbox(page, 'Meeting time').fill('1 Jan 2099');
    const response = await submit(page);
    expect(response.status()).toBe(201);
    const row = table.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(table.locator('tbody tr').first()).toContainText(title);

    // Back closes the form; the row opens the meeting's page.
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Import a meeting' })).toHaveAttribute('aria-expanded', 'false');
    await row.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/sources\/meeting\//);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
