import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { expect, expectAccessible, test, unique } from './support/fixtures';

/*
 * Uploads from the company page (drop anywhere, or its Upload button) and
 * from the shell's dialog. Each test makes a company of its own with a
 * unique domain, so derivation files its emails there, and deletes it at the
 * end (which hides its touchpoints and values). Emails and files cannot be
 * deleted: their names and Message-IDs are unique instead.
 */

interface Own {
  publicId: string;
  name: string;
  domain: string;
  remove: () => Promise<void>;
}

async function ownCompany(api: APIRequestContext): Promise<Own> {
  const name = unique('Upload Co');
  const domain = `upload-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}.example`;
  const res = await api.post('/api/v1/companies', { data: { name, primaryDomain: domain } });
  expect(res.status(), await res.text()).toBe(201);
  const publicId = String(((await res.json()) as { publicId: string }).publicId);
  return { publicId, name, domain, remove: async () => void (await api.delete(`/api/v1/companies/${publicId}`)) };
}

/** An October investor update from the company's founder, with one reported actual. */
function investorUpdate(domain: string): string {
  return [
    `From: Jane Founder <jane@${domain}>`,
    'To: ada@demo.example',
    'Subject: October 2026 investor update',
    `Date: ${new Date('2026-11-04T09:00:00Z').toUTCString()}`,
    `Message-ID: <october-upload-${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Hi all,\r\n\r\nARR grew to $2.41M at the end of October.\r\n\r\nBest,\r\nJane',
  ].join('\r\n');
}

const KPI_CSV = 'Metric,Jul 2026,Aug 2026,Sep 2026\nARR,2.1M,2.3M,2.41M\nHeadcount,31,33,34\n';

interface DroppedFile {
  name: string;
  type: string;
  /** Text content; or `size` zero bytes, built in the page (a 26 MB file need not cross the wire). */
  text?: string;
  size?: number;
}

/** Drops files on an element as a browser would: dragenter, dragover, then drop, with the files in a DataTransfer. */
async function drop(page: Page, target: Locator, files: DroppedFile[]): Promise<void> {
  const dataTransfer = await page.evaluateHandle((specs) => {
    const dt = new DataTransfer();
    for (const f of specs) dt.items.add(new File([f.text ?? new Uint8Array(f.size ?? 0)], f.name, { type: f.type }));
    return dt;
  }, files);
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer });
}

/** Picks files through the file chooser a button opens, as a keyboard user would reach it. */
async function choose(page: Page, button: Locator, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(files);
}

/** Upload requests the page sends through the console's proxy. */
function uploadRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/console\/(emails|companies\/[^/]+\/files)$/.test(new URL(r.url()).pathname)) {
      sent.push(r);
    }
  });
  return sent;
}

const uploads = (scope: Page | Locator) => scope.getByRole('list', { name: 'Uploads' });
const row = (scope: Page | Locator, name: string) => uploads(scope).getByRole('listitem').filter({ hasText: name });

async function openDialog(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload' });
  await expect(dialog).toBeVisible();
  return dialog;
}

let own: Own;
test.beforeEach(async ({ api }) => {
  own = await ownCompany(api);
});
test.afterEach(async () => {
  await own.remove();
});

test('an email dropped on the company page is read, and its update and value appear without a reload', async ({
  page,
}) => {
  const sent = uploadRequests(page);
  await page.goto(`/companies/${own.publicId}/touchpoints`);
  await expect(page.getByText('No touchpoints yet')).toBeVisible();
  // Marks the document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  const file = `october-update-${own.domain}.eml`;
  await drop(page, page.getByRole('heading', { level: 1, name: own.name }), [
    { name: file, type: 'message/rfc822', text: investorUpdate(own.domain) },
  ]);

  const item = row(page, file);
  await expect(item).toContainText('Email');
  await expect(item).toContainText('Done: 1 update, 1 value to review', { timeout: 60_000 });
  expect(sent).toHaveLength(1);
  expect(sent[0]?.headers()['content-type']).toBe('message/rfc822');

  // The timeline refreshed itself: the new touchpoint, from one email.
  const touchpoint = page.getByRole('main').getByRole('article');
  await expect(touchpoint).toHaveCount(1);
  await expect(touchpoint).toContainText('1 email');
  await expect(page.getByText('No touchpoints yet')).toHaveCount(0);
  // The company page with its upload list, links and all.
  await expectAccessible(page);

  // The suggested value is in the review queue, reached by a link (no reload).
  await item.getByRole('link', { name: 'Review the values' }).click();
  await expect(page).toHaveURL(new RegExp(`/review\\?companyPublicId=${own.publicId}$`));
  await expect(page.locator('#review-value-heading')).toHaveText('$2,410,000');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('a CSV uploaded from the shell dialog goes to the picked company and is read', async ({ page }) => {
  await page.goto('/');
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: /^Company/ }).click();
  await page.getByRole('combobox', { name: 'Search companies' }).fill(own.name);
  await page.getByRole('option', { name: new RegExp(own.name) }).click();
  await expect(dialog.getByRole('button', { name: /^Company/ })).toContainText(own.name);

  const name = `kpis-q3-${own.domain}.csv`;
  await choose(page, dialog.getByRole('button', { name: 'Choose files' }), [
    { name, mimeType: 'text/csv', buffer: Buffer.from(KPI_CSV) },
  ]);
  const item = row(dialog, name);
  await expect(item).toContainText(`CSV · ${KPI_CSV.length} bytes · to ${own.name}`);
  await expect(item).toContainText(/Done: added to the timeline, \d+ values to review/, { timeout: 60_000 });

  // The link closes the dialog and opens the company's timeline, where the file now is.
  await item.getByRole('link', { name: 'Open the timeline' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/companies/${own.publicId}/touchpoints$`));
  await expect(page.getByRole('main').getByRole('article')).toContainText('1 file');
});

test('a file over 25 MB and an .exe are refused before anything is sent, with the reason', async ({ page }) => {
  const sent = uploadRequests(page);
  await page.goto(`/companies/${own.publicId}`);
  const dialog = await openDialog(page);

  await drop(page, dialog.getByRole('button', { name: 'Choose files' }), [
    { name: 'board-pack.pdf', type: 'application/pdf', size: 26 * 1024 * 1024 },
  ]);
  await expect(row(dialog, 'board-pack.pdf')).toContainText('Not sent: It is 26 MB; files can be at most 25 MB.');

  await choose(page, dialog.getByRole('button', { name: 'Choose files' }), [
    { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
  ]);
  await expect(row(dialog, 'setup.exe')).toContainText("Not sent: This type of file can't be read.");

  // A file needs a company, and none is picked in the dialog yet.
  await choose(page, dialog.getByRole('button', { name: 'Choose files' }), [
    { name: 'notes.md', mimeType: 'text/markdown', buffer: Buffer.from('# Notes') },
  ]);
  await expect(row(dialog, 'notes.md')).toContainText('Not sent: Choose a company first');
  expect(sent).toEqual([]);

  await dialog.getByRole('button', { name: 'Clear finished' }).click();
  await expect(uploads(dialog)).toHaveCount(0);
});

test('a damaged PDF uploaded with the company page button shows why it could not be read', async ({ page }) => {
  await page.goto(`/companies/${own.publicId}`);
  const name = `damaged-${own.domain}.pdf`;
  await choose(page, page.getByRole('button', { name: 'Upload files' }), [
    { name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\nthis is not really a PDF\n') },
  ]);
  await expect(row(page, name)).toContainText("Couldn't read this file: The PDF could not be read", {
    timeout: 60_000,
  });
});

test('an upload cut off by the network can be retried', async ({ page }) => {
  const sent = uploadRequests(page);
  let aborted = 0;
  await page.route('**/api/console/companies/*/files', async (route) => {
    if (aborted++ === 0) await route.abort('connectionreset');
    else await route.fallback();
  });
  await page.goto(`/companies/${own.publicId}/touchpoints`);

  const name = `retry-${own.domain}.csv`;
  // Anywhere on the company's pages: here its section tabs.
  await drop(page, page.getByRole('navigation', { name: 'Company sections' }), [
    { name, type: 'text/csv', text: KPI_CSV },
  ]);
  const item = row(page, name);
  await expect(item).toContainText('Upload failed: The connection dropped before the upload finished.');

  await item.getByRole('button', { name: /^Retry/ }).click();
  await expect(item).toContainText(/Done: added to the timeline/, { timeout: 60_000 });
  expect(sent).toHaveLength(2);
  // The retry is the same upload: the API would replay it rather than take it twice.
  expect(sent[1]?.headers()['idempotency-key']).toBe(sent[0]?.headers()['idempotency-key']);
  await expect(page.getByRole('main').getByRole('article')).toContainText('1 file');
});

test('the upload dialog is accessible, light and dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const dialog = await openDialog(page);
  // A row in the list, so its parts are checked too.
  await choose(page, dialog.getByRole('button', { name: 'Choose files' }), [
    { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
  ]);
  await expect(row(dialog, 'setup.exe')).toBeVisible();
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page);
});
