import type { Page } from '@playwright/test';
import { test as base, expect, unique, expectAccessible } from './support/fixtures';

type Company = { publicId: string; name: string };

// Each test writes notes on a company of its own, deleted afterwards (which hides its notes too).
const test = base.extend<{ company: Company }>({
  company: async ({ api }, use) => {
    const name = unique('Notes Co');
    const created = await api.post('/api/v1/companies', { data: { name } });
    expect(created.status()).toBe(201);
    const { publicId } = (await created.json()) as { publicId: string };
    await use({ publicId, name });
    expect((await api.delete(`/api/v1/companies/${publicId}`)).status()).toBe(204);
  },
});

const pwned = (page: Page) => page.evaluate(() => Reflect.get(window, '__pwned') as unknown);

async function openNotes(page: Page, company: Company) {
  await page.goto(`/companies/${company.publicId}/notes`);
  await expect(page.getByRole('heading', { name: 'Notes', exact: true })).toBeVisible();
}

test('writes a note with a preview, saves it with Ctrl+Enter, edits and deletes it', async ({ page, api, company }) => {
  const tag = unique('update').replace(/\s+/g, '-');
  await openNotes(page, company);
  await expect(page.getByText('No notes yet')).toBeVisible();

  await page.getByRole('button', { name: 'New note' }).click();
  const form = page.getByRole('form', { name: 'New note' });
  await form
    .getByLabel('Content', { exact: true })
    .fill(
      [
        `# Quarterly ${tag}`,
        '',
        '- Revenue up',
        '- Churn down',
        '',
        '| Metric | Value |',
        '| --- | --- |',
        '| ARR | 1.2M |',
        '',
        '- [x] Board pack sent',
        '',
        '~~old plan~~',
      ].join('\n'),
    );
  await expectAccessible(page);

  // The preview renders GitHub-flavoured Markdown before anything is saved.
  await form.getByRole('tab', { name: 'Preview' }).click();
  const preview = form.getByRole('tabpanel', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 1, name: `Quarterly ${tag}` })).toBeVisible();
  await expect(preview.getByRole('listitem').filter({ hasText: 'Revenue up' })).toBeVisible();
  await expect(preview.getByRole('table')).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'ARR' })).toBeVisible();
  await expect(preview.getByRole('checkbox')).toBeChecked();
  await expect(preview.locator('del')).toHaveText('old plan');

  await form.getByRole('button', { name: /^Topics/ }).click();
  await page.getByRole('checkbox', { name: 'Board meeting' }).check();
  await page.keyboard.press('Escape');
  await expect(form.getByRole('list', { name: 'Selected topics' })).toContainText('Board meeting');
  // The date as the console writes it, then the time of day.
  const occurredAt = form.getByRole('textbox', { name: 'Occurred at', exact: true });
  await occurredAt.fill('1 Mar 2026');
  await form.getByLabel('Occurred at, time of day').fill('09:30');

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/console/notes') && r.request().method() === 'POST',
  );
  await occurredAt.press('Control+Enter');
  expect((await created).status()).toBe(201);
  await expect(page.getByText('Note added', { exact: true })).toBeVisible();
  await expect(form).toBeHidden();

  const note = page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Quarterly ${tag}` }) });
  await expect(note.getByRole('heading', { level: 1, name: `Quarterly ${tag}` })).toBeVisible();
  await expect(note.getByRole('cell', { name: '1.2M' })).toBeVisible();
  await expect(note.getByRole('list', { name: 'Topics' })).toHaveText(/Board meeting/);
  await expect(note.getByRole('list', { name: 'Topics' })).toHaveText(/Other/);
  await expect(note.locator('time')).toHaveText(/1 Mar 2026/);
  await expect(note.locator('time')).toHaveAttribute('datetime', /^2026-0[23]-\d\dT\d\d:\d\d:00\.000Z$/);

  // Edit in place.
  await note.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('form', { name: 'Edit note' });
  const content = editor.getByLabel('Content', { exact: true });
  await expect(content).toHaveValue(new RegExp(`^# Quarterly ${tag}`));
  await content.fill(`# Revised ${tag}\n\nThe **new** plan.`);
  const updated = page.waitForResponse(
    (r) => r.url().includes('/api/console/notes/') && r.request().method() === 'PUT',
  );
  await editor.getByRole('button', { name: 'Save changes' }).click();
  expect((await updated).status()).toBe(200);
  await expect(page.getByText('Note updated', { exact: true })).toBeVisible();
  const revised = page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Revised ${tag}` }) });
  await expect(revised.locator('strong')).toHaveText('new');
  // The untouched time was not sent, so it is unchanged.
  await expect(revised.locator('time')).toHaveText(/1 Mar 2026/);

  // Delete after confirming.
  await revised.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this note?' });
  await expect(dialog).toBeVisible();
  const deleted = page.waitForResponse(
    (r) => r.url().includes('/api/console/notes/') && r.request().method() === 'DELETE',
  );
  await dialog.getByRole('button', { name: 'Delete note' }).click();
  expect((await deleted).status()).toBe(204);
  await expect(page.getByText('Note deleted', { exact: true })).toBeVisible();
  await expect(revised).toBeHidden();
  await expect(page.getByText('No notes yet')).toBeVisible();

  const left = await api.get('/api/v1/notes', { params: { companyPublicId: company.publicId } });
  expect(((await left.json()) as { items: unknown[] }).items).toEqual([]);
});

test('keeps hostile Markdown inert, in the list and in the preview', async ({ page, api, company }) => {
  const marker = unique('hostile');
  const hostile = [
    `Marker ${marker}`,
    '',
    '<script>window.__pwned = 1</script>',
    '',
    '<img src=x onerror="window.__pwned=2">',
    '',
    '[click](javascript:window.__pwned=3)',
  ].join('\n');
  const created = await api.post('/api/v1/notes', { data: { companyPublicId: company.publicId, content: hostile } });
  expect(created.status()).toBe(201);

  await openNotes(page, company);
  const note = page.getByRole('article').filter({ hasText: marker });
  await expect(note).toBeVisible();
  await expect(note.getByText('click', { exact: true })).toBeVisible();
  expect(await pwned(page)).toBeUndefined();
  await expect(note.locator('script')).toHaveCount(0);
  await expect(note.locator('img')).toHaveCount(0);
  await expect(note.locator('[onerror]')).toHaveCount(0);
  await expect(note.locator('a[href^="javascript:" i]')).toHaveCount(0);

  await note.getByText('click', { exact: true }).click();
  expect(await pwned(page)).toBeUndefined();
  await expect(page).toHaveURL(new RegExp(`/companies/${company.publicId}/notes$`));

  // The same source typed into the editor is just as inert in the preview.
  await page.getByRole('button', { name: 'New note' }).click();
  const form = page.getByRole('form', { name: 'New note' });
  await form.getByLabel('Content', { exact: true }).fill(hostile);
  await form.getByRole('tab', { name: 'Preview' }).click();
  const preview = form.getByRole('tabpanel', { name: 'Preview' });
  await expect(preview.getByText('click', { exact: true })).toBeVisible();
  await expect(preview.locator('script, img, [onerror], a[href^="javascript:" i]')).toHaveCount(0);
  await preview.getByText('click', { exact: true }).click();
  expect(await pwned(page)).toBeUndefined();
});

test('warns before leaving with unsaved changes', async ({ page, company }) => {
  await openNotes(page, company);
  await page.getByRole('button', { name: 'New note' }).click();
  const content = page.getByRole('form', { name: 'New note' }).getByLabel('Content', { exact: true });
  await content.fill('A draft worth keeping');
  const funds = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Funds' });

  // An in-app link asks first; declining keeps the page and the draft. The click
  // only returns once the dialog is answered, so the answer is given in the handler.
  const asked: { type: string; message: string }[] = [];
  page.once('dialog', (dialog) => {
    asked.push({ type: dialog.type(), message: dialog.message() });
    void dialog.dismiss();
  });
  await funds.click();
  expect(asked).toEqual([{ type: 'confirm', message: expect.stringContaining('unsaved changes') }]);
  await expect(page).toHaveURL(new RegExp(`/companies/${company.publicId}/notes$`));
  await expect(content).toHaveValue('A draft worth keeping');

  // Closing or reloading the tab asks through the browser's own dialog.
  const unload = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const second = await unload;
  expect(second.type()).toBe('beforeunload');
  await second.dismiss();
  await expect(content).toHaveValue('A draft worth keeping');

  // Agreeing leaves.
  page.once('dialog', (dialog) => void dialog.accept());
  await funds.click();
  await expect(page).toHaveURL(/\/funds$/);
});

test('a saved or cancelled note no longer holds the page', async ({ page, company }) => {
  await openNotes(page, company);
  await page.getByRole('button', { name: 'New note' }).click();
  const form = page.getByRole('form', { name: 'New note' });
  await form.getByLabel('Content', { exact: true }).fill('Saved, so nothing to lose');
  await form.getByRole('button', { name: 'Save note' }).click();
  const note = page.getByRole('article').filter({ hasText: 'Saved, so nothing to lose' });
  await expect(note).toBeVisible();

  // The list with an editor open in it, then the preview, pass axe.
  await note.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('form', { name: 'Edit note' });
  await expectAccessible(page);
  await editor.getByRole('tab', { name: 'Preview' }).click();
  await expect(editor.getByRole('tabpanel', { name: 'Preview' })).toHaveText('Saved, so nothing to lose');
  await expectAccessible(page);
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();

  let asked = false;
  page.on('dialog', (dialog) => {
    asked = true;
    void dialog.dismiss();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Funds' }).click();
  await expect(page).toHaveURL(/\/funds$/);
  expect(asked).toBe(false);
});

test('an empty note is refused on the field, before reaching the API', async ({ page, company }) => {
  await openNotes(page, company);
  await page.getByRole('button', { name: 'New note' }).click();
  const form = page.getByRole('form', { name: 'New note' });
  await form.getByLabel('Content', { exact: true }).fill('   ');
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/console/notes')) posted = true;
  });
  await form.getByRole('button', { name: 'Save note' }).click();
  await expect(form.getByText('Content must not be only whitespace')).toBeVisible();
  await expect(form.getByLabel('Content', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(false);
});

test('pages through many notes, newest first', async ({ page, api, company }) => {
  // One more page's worth than the console asks for at once (20).
  for (let i = 1; i <= 22; i += 1) {
    const occurredAt = new Date(Date.UTC(2025, 0, i, 12)).toISOString();
    const res = await api.post('/api/v1/notes', {
      data: { companyPublicId: company.publicId, content: `Paged note ${i}`, occurredAt },
    });
    expect(res.status()).toBe(201);
  }
  await openNotes(page, company);
  const notes = page.getByRole('list', { name: 'Notes, newest first' }).getByRole('article');
  await expect(notes).toHaveCount(20);
  await expect(notes.first()).toContainText('Paged note 22');
  await page.getByRole('button', { name: 'Load more notes' }).click();
  await expect(notes).toHaveCount(22);
  await expect(notes.last()).toContainText('Paged note 1');
  await expect(page.getByRole('button', { name: 'Load more notes' })).toBeHidden();
});
