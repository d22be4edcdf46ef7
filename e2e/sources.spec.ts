import type { APIRequestContext, Page } from '@playwright/test';
import { IdStream } from '../lib/seed/random';
import { test, expect, unique, expectAccessible } from './support/fixtures';

type SourceType = 'email' | 'file' | 'element' | 'meeting' | 'note' | 'touchpoint';

interface Citation {
  type: SourceType;
  publicId: string;
  permalink: string;
  subject?: string | null;
  name?: string;
  title?: string;
  headline?: string | null;
  companyPublicId?: string;
  author?: string;
  label?: string | null;
  quote?: string | null;
  parent?: { type: SourceType; publicId: string; subject?: string | null; name?: string; extension?: string };
}

interface Touchpoint {
  publicId: string;
  headline: string | null;
  emailCount: number;
  noteCount: number;
  meetingCount: number;
  fileCount: number;
  insights: Array<{ category: string; content: string; citations: Citation[] }>;
}

interface List<T> {
  items: T[];
  nextPageToken?: string;
}

/** Worth testing: a citation whose display text is there to look for. */
function usable(c: Citation): boolean {
  switch (c.type) {
    case 'email':
      return Boolean(c.subject?.trim());
    case 'file':
      return Boolean(c.name && c.parent?.subject?.trim());
    case 'element':
      return Boolean(c.label?.trim() && c.parent?.name);
    case 'meeting':
      return Boolean(c.title);
    case 'note':
      return Boolean(c.author);
    case 'touchpoint':
      return Boolean(c.headline?.trim() && c.companyPublicId);
  }
}

let found: Promise<Map<SourceType, Citation>> | undefined;

/**
 * One usable citation of each type, from the demo companies' touchpoints (looked up once per worker).
 * Derivation cites emails, pages or sheets, meetings and notes; a file and a touchpoint are reached the way a
 * reader reaches them, from an email's attachments and from a company's timeline, as the chips would cite them.
 */
function citations(api: APIRequestContext): Promise<Map<SourceType, Citation>> {
  found ??= (async () => {
    const byType = new Map<SourceType, Citation>();
    const emails: Citation[] = [];
    const companies = (await (await api.get('/api/v1/companies', { params: { limit: 100 } })).json()) as List<{
      publicId: string;
    }>;
    for (const company of companies.items) {
      const res = await api.get(`/api/v1/companies/${company.publicId}/touchpoints`, { params: { limit: 100 } });
      const touchpoints = (await res.json()) as List<Touchpoint>;
      for (const c of touchpoints.items.flatMap((t) => t.insights.flatMap((i) => i.citations))) {
        if (c.type === 'email' && usable(c)) emails.push(c);
        if (!byType.has(c.type) && usable(c)) byType.set(c.type, c);
      }
      const origin = new URL(byType.get('email')?.permalink ?? 'http://x').origin;
      const titled = touchpoints.items.find((t) => t.headline?.trim());
      if (!byType.has('touchpoint') && titled && byType.has('email')) {
        byType.set('touchpoint', {
          type: 'touchpoint',
          publicId: titled.publicId,
          permalink: `${origin}/sources/touchpoint/${titled.publicId}`,
          headline: titled.headline,
          companyPublicId: company.publicId,
        });
      }
      for (const email of byType.has('file') ? [] : emails) {
        const detail = (await (await api.get(`/api/v1/emails/${email.publicId}`)).json()) as {
          files: Array<{ publicId: string; name: string }>;
        };
        const [file] = detail.files;
        if (!file) continue;
        byType.set('file', {
          type: 'file',
          publicId: file.publicId,
          permalink: `${origin}/sources/file/${file.publicId}`,
          name: file.name,
          parent: { type: 'email', publicId: email.publicId, subject: email.subject },
        });
        break;
      }
      emails.length = 0;
      if (byType.size === 6) return byType;
    }
    throw new Error(`demo citations cover only ${[...byType.keys()].join(', ')}`);
  })();
  return found;
}

async function citation(api: APIRequestContext, type: SourceType): Promise<Citation> {
  const c = (await citations(api)).get(type);
  if (!c) throw new Error(`no ${type} citation`);
  return c;
}

/** Follows a permalink the way a click would, and checks the page says what it is. */
async function open(page: Page, c: Citation, title: string) {
  const res = await page.goto(new URL(c.permalink).pathname);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
}

const details = (page: Page) => page.getByRole('region', { name: 'Details' });

test('an email citation lands on the email: subject, sender, recipients, body', async ({ page, api }) => {
  const c = await citation(api, 'email');
  await open(page, c, c.subject ?? '');
  await expect(page).toHaveTitle(`Email: ${c.subject} · Portfolio Intelligence`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Email', { exact: true })).toBeVisible();
  await expect(details(page).getByText('From', { exact: true })).toBeVisible();
  await expect(details(page).getByText('To', { exact: true })).toBeVisible();
  await expect(details(page).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await expect(page.getByRole('region', { name: 'Message' })).not.toBeEmpty();
  await expect(details(page).getByRole('link')).toHaveAttribute('href', /^\/companies\/[\w-]+$/);
  await expectAccessible(page);
});

test('a file citation lands on the file, which links to the email it came on and its sections', async ({
  page,
  api,
}) => {
  const c = await citation(api, 'file');
  const parent = c.parent;
  if (!parent) throw new Error('file citation without its email');
  await open(page, c, c.name ?? '');
  const emailLink = details(page).getByRole('link', { name: parent.subject ?? '', exact: true });
  await expect(emailLink).toHaveAttribute('href', `/sources/email/${parent.publicId}`);
  const sections = page.getByRole('region', { name: /^(Pages|Tabs|Sections)$/ });
  await expect(sections.getByRole('link').first()).toHaveAttribute('href', /^\/sources\/element\//);
  await expectAccessible(page);

  await emailLink.click();
  await expect(page).toHaveURL(new RegExp(`/sources/email/${parent.publicId}$`));
  await expect(page.getByRole('heading', { level: 1, name: parent.subject ?? '', exact: true })).toBeVisible();
  // The email lists the file among its attachments.
  await expect(
    page.getByRole('region', { name: 'Attachments' }).getByRole('link', { name: c.name ?? '', exact: true }),
  ).toHaveAttribute('href', `/sources/file/${c.publicId}`);
});

test('an element citation lands on the section, which links to its file', async ({ page, api }) => {
  const c = await citation(api, 'element');
  const file = c.parent;
  if (!file) throw new Error('element citation without its file');
  await open(page, c, c.label ?? '');
  await expect(details(page).getByText('Index', { exact: true })).toBeVisible();
  const fileLink = details(page).getByRole('link', { name: file.name ?? '', exact: true });
  await expect(fileLink).toHaveAttribute('href', `/sources/file/${file.publicId}`);
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: file.name ?? '' }),
  ).toHaveAttribute('href', `/sources/file/${file.publicId}`);
  await expect(page.getByRole('region', { name: 'Content' })).not.toBeEmpty();
  await expectAccessible(page);

  await fileLink.click();
  await expect(page.getByRole('heading', { level: 1, name: file.name ?? '', exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: /^(Pages|Tabs|Sections)$/ }).getByRole('link', { name: c.label ?? '' }),
  ).toHaveAttribute('href', `/sources/element/${c.publicId}`);
});

test('a meeting citation lands on the meeting: time, attendees, notes and transcript', async ({ page, api }) => {
  const c = await citation(api, 'meeting');
  await open(page, c, c.title ?? '');
  await expect(details(page).getByText('Time', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Attendees' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Transcript' })).toBeVisible();
  // Reached through its touchpoints: a meeting has no company of its own.
  await expect(
    page.getByRole('region', { name: 'Touchpoints' }).getByRole('link', { name: /./ }).first(),
  ).toHaveAttribute('href', /^\/(sources\/touchpoint|companies)\//);
  await expectAccessible(page);
});

test('a note citation lands on the note: author, date, topics', async ({ page, api }) => {
  const c = await citation(api, 'note');
  await open(page, c, `Note by ${c.author}`);
  await expect(details(page).getByText(c.author ?? '', { exact: true })).toBeVisible();
  await expect(details(page).getByRole('list', { name: 'Topics' })).toBeVisible();
  await expectAccessible(page);
});

test('a touchpoint citation lands on the touchpoint with its items and insights', async ({ page, api }) => {
  const c = await citation(api, 'touchpoint');
  const list = (await (
    await api.get(`/api/v1/companies/${c.companyPublicId}/touchpoints`, { params: { limit: 100 } })
  ).json()) as List<Touchpoint>;
  let touchpoint = list.items.find((t) => t.publicId === c.publicId);
  let token = list.nextPageToken;
  while (!touchpoint && token) {
    const next = (await (
      await api.get(`/api/v1/companies/${c.companyPublicId}/touchpoints`, { params: { limit: 100, pageToken: token } })
    ).json()) as List<Touchpoint>;
    touchpoint = next.items.find((t) => t.publicId === c.publicId);
    token = next.nextPageToken;
  }
  if (!touchpoint) throw new Error('cited touchpoint not in its company list');

  await open(page, c, c.headline ?? '');
  await expect(details(page).getByRole('link')).toHaveAttribute('href', `/companies/${c.companyPublicId}`);

  const items = page.getByRole('region', { name: 'Items' });
  for (const [kind, count] of [
    ['Emails', touchpoint.emailCount],
    ['Files', touchpoint.fileCount],
    ['Meetings', touchpoint.meetingCount],
    ['Notes', touchpoint.noteCount],
  ] as const) {
    const group = items.getByRole('region', { name: new RegExp(`^${kind} \\(`) });
    if (count === 0) await expect(group).toHaveCount(0);
    else await expect(group.getByRole('listitem')).toHaveCount(count);
  }
  await expect(items.getByRole('link').first()).toHaveAttribute('href', /^\/sources\/(email|file|meeting|note)\//);

  const insights = page.getByRole('region', { name: 'Insights' });
  for (const insight of touchpoint.insights) {
    await expect(insights.getByText(insight.content, { exact: true }).first()).toBeVisible();
    for (const cited of insight.citations) {
      const path = new URL(cited.permalink).pathname;
      // The chip carries the passage the insight quotes, for the source page to mark; a citation of a whole
      // source (the file it attached, the update it compares with) quotes nothing and links to the permalink.
      const chip = cited.quote
        ? insights.locator(`a[href^="${path}?quote="]`)
        : insights.locator(`a[href="${cited.permalink}"], a[href="${path}"]`);
      await expect(chip.first()).toBeVisible();
    }
  }
  await expectAccessible(page);

  // Items link onward to their own pages.
  const first = items.getByRole('link').first();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('unknown ids, unknown types and malformed ids answer 404 with a way back', async ({ page, api }) => {
  const email = await citation(api, 'email');
  for (const path of [
    '/sources/email/xxxxxxxxxxxxxxxxxxxxx',
    `/sources/bogus/${email.publicId}`,
    // A real id under the wrong type is not that type's item.
    `/sources/meeting/${email.publicId}`,
    '/sources/note/not%20an%20id',
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Source not found' })).toBeVisible();
  }
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to companies' }).click();
  await expect(page).toHaveURL(/\/companies$/);
});

test("another workspace's items answer 404 like unknown ones", async ({ page }) => {
  // The seed is deterministic: each table of the second demo workspace ("other") draws its ids from its own stream.
  for (const [type, table] of [
    ['touchpoint', 'touchpoints'],
    ['email', 'emails'],
    ['note', 'notes'],
    ['meeting', 'meetings'],
  ] as const) {
    const publicId = new IdStream(`other:${table}`).next();
    const res = await page.goto(`/sources/${type}/${publicId}`);
    expect(res?.status(), `${type} ${publicId}`).toBe(404);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Source not found' })).toBeVisible();
});

test('a deleted note, and the notes of a deleted company, are gone from their pages', async ({ page, api }) => {
  const created = await api.post('/api/v1/companies', { data: { name: unique('Sources Co') } });
  expect(created.status()).toBe(201);
  const company = (await created.json()) as { publicId: string };
  const content = ['# Board prep', '', '- **Runway** 18 months', '- [bad](javascript:alert(1))', '<script>x</script>'];
  const notes = await Promise.all(
    [0, 1].map(async () => {
      const res = await api.post('/api/v1/notes', {
        data: { companyPublicId: company.publicId, content: content.join('\n'), topics: ['board-meeting'] },
      });
      expect(res.status()).toBe(201);
      return ((await res.json()) as { publicId: string }).publicId;
    }),
  );
  try {
    const res = await page.goto(`/sources/note/${notes[0]}`);
    expect(res?.status()).toBe(200);
    // Markdown, rendered safely: its heading sits below the page's sections, the script stays text.
    const body = page.getByRole('region', { name: 'Content' });
    await expect(body.getByRole('heading', { level: 3, name: 'Board prep' })).toBeVisible();
    await expect(body.locator('strong', { hasText: 'Runway' })).toBeVisible();
    await expect(body.getByText('<script>x</script>')).toBeVisible();
    await expect(body.locator('a[href^="javascript:"]')).toHaveCount(0);
    await expect(details(page).getByText('Board meeting', { exact: true })).toBeVisible();

    expect((await api.delete(`/api/v1/notes/${notes[0]}`)).status()).toBe(204);
    expect((await page.goto(`/sources/note/${notes[0]}`))?.status()).toBe(404);

    expect((await page.goto(`/sources/note/${notes[1]}`))?.status()).toBe(200);
  } finally {
    expect((await api.delete(`/api/v1/companies/${company.publicId}`)).status()).toBe(204);
  }
  const res = await page.goto(`/sources/note/${notes[1]}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Source not found' })).toBeVisible();
});

test('source pages are behind sign-in', async ({ browser, api, baseURL }) => {
  const c = await citation(api, 'touchpoint');
  const path = new URL(c.permalink).pathname;
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await expect(page).toHaveURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('next')).toBe(path);
    await expect(page.getByLabel('Password')).toBeVisible();
  } finally {
    await context.close();
  }
});

type QuotedKind = 'email' | 'pdf page' | 'sheet';
interface Quoted {
  citation: Pick<Citation, 'type' | 'publicId'>;
  quote: string;
}

/**
 * Demo values read from an email and from a PDF page: a value derived from a source keeps the passage it was
 * read from as its note, and its citation chip opens the source page with that passage (`?quote=`). The emails
 * cited are returned too, to find a KPI sheet among their attachments.
 */
async function quotedValues(api: APIRequestContext): Promise<{ found: Map<QuotedKind, Quoted>; emails: string[] }> {
  const found = new Map<QuotedKind, Quoted>();
  const emails = new Set<string>();
  for (const status of ['suggested', 'confirmed']) {
    let token: string | undefined;
    do {
      const params: Record<string, string | number> = { status, limit: 100 };
      if (token) params.pageToken = token;
      const res = await api.get('/api/v1/tracker-values', { params });
      expect(res.ok()).toBe(true);
      const body = (await res.json()) as List<{ note?: string | null; citations: Citation[] }>;
      for (const v of body.items) {
        const [c] = v.citations;
        const quote = v.note?.trim();
        if (!c || !quote) continue;
        if (c.type === 'email') emails.add(c.publicId);
        const pdf = c.type === 'element' && c.parent?.extension?.replace(/^\./, '').toLowerCase() === 'pdf';
        const kind: QuotedKind | undefined = c.type === 'email' ? 'email' : pdf ? 'pdf page' : undefined;
        if (kind && !found.has(kind)) found.set(kind, { citation: c, quote });
      }
      token = body.nextPageToken;
    } while (token && (found.size < 2 || emails.size < 50));
    if (found.size === 2) return { found, emails: [...emails] };
  }
  throw new Error(`demo values quote only ${[...found.keys()].join(', ')}`);
}

/**
 * The demo's values cite no sheet (its KPI sheets' figures are all in the update emails too), so the sheet
 * case quotes a cell of a demo KPI sheet as a value read from it would: the cell's text exactly.
 */
async function sheetCell(api: APIRequestContext, emails: string[]): Promise<Quoted> {
  for (const email of emails) {
    const detail = (await (await api.get(`/api/v1/emails/${email}`)).json()) as {
      files: Array<{ publicId: string; name: string }>;
    };
    const csv = detail.files.find((f) => f.name.toLowerCase().endsWith('.csv'));
    if (!csv) continue;
    const file = (await (await api.get(`/api/v1/files/${csv.publicId}`)).json()) as {
      elements: Array<{ publicId: string }>;
    };
    const text = await (await api.get(`/api/v1/files/${csv.publicId}/content`)).text();
    const arr = text.split(/\r?\n/).find((line) => line.startsWith('ARR,'));
    const cell = arr?.split(',').at(-1);
    const [element] = file.elements;
    if (cell && element) return { citation: { type: 'element', publicId: element.publicId }, quote: cell };
  }
  throw new Error('no KPI sheet among the cited emails');
}

test('a citation opens its source with the quoted passage marked and scrolled into view', async ({ page, api }) => {
  test.slow();
  const { found, emails } = await quotedValues(api);
  found.set('sheet', await sheetCell(api, emails));
  // A short window, so a passage further down the source needs the scroll.
  await page.setViewportSize({ width: 1280, height: 480 });
  for (const kind of ['email', 'pdf page', 'sheet'] as const) {
    const entry = found.get(kind);
    if (!entry) throw new Error(`no ${kind} citation`);
    const { citation, quote } = entry;
    // As the citation chip links it (components/citations/citation-href.ts).
    const res = await page.goto(
      `/sources/${citation.type}/${citation.publicId}?quote=${encodeURIComponent(quote.slice(0, 500))}`,
    );
    expect(res?.status(), kind).toBe(200);
    const mark = page.locator('main mark[data-quote]').first();
    await expect(mark, kind).toBeVisible();
    await expect(mark, kind).toBeInViewport();
    // The mark holds the passage as sent (toHaveText evens out whitespace, as the match does).
    await expect(mark, kind).toHaveText(quote.slice(0, 500).split(/\s+/).filter(Boolean).join(' '));
    // A sheet shows as a table, the quoted cell marked in it.
    if (kind === 'sheet') await expect(page.getByRole('table').getByRole('cell').locator('mark')).toHaveCount(1);
    await expectAccessible(page);
  }
});

test('a timeline citation of Markdown meeting notes opens the meeting with the passage marked', async ({
  page,
  api,
}) => {
  test.slow();
  const name = unique('Markdown Quote Co');
  const created = await api.post('/api/v1/companies', { data: { name } });
  expect(created.status()).toBe(201);
  const company = ((await created.json()) as { publicId: string }).publicId;
  try {
    const meeting = await api.post('/api/v1/meetings', {
      data: {
        meetingNoteTitle: 'Board call',
        companyPublicId: company,
        notes:
          '## Funding\n\n- We closed a **$4M** bridge round from [existing investors](https://example.com/x).\n- Next call in March.',
      },
    });
    expect(meeting.status(), await meeting.text()).toBe(201);
    // The insight derivation writes cites the meeting with the sentence as the notes have it, Markdown and all.
    let cited: Citation | undefined;
    await expect
      .poll(
        async () => {
          const res = await api.get(`/api/v1/companies/${company}/touchpoints`);
          const items = ((await res.json()) as { items: Touchpoint[] }).items;
          cited = items.flatMap((t) => t.insights.flatMap((i) => i.citations)).find((c) => c.type === 'meeting');
          return cited?.quote ?? null;
        },
        { timeout: 60_000 },
      )
      .toContain('bridge round');

    await page.goto(`/companies/${company}/touchpoints`);
    const chip = page.locator(`a[data-citation-type="meeting"]`).first();
    const href = (await chip.getAttribute('href')) ?? '';
    expect(new URL(href, 'http://x').searchParams.get('quote')).toBe(cited?.quote);
    await page.goto(href);
    const notes = page.getByRole('region', { name: 'Notes' });
    await expect(notes.locator('mark[data-quote]').first()).toBeInViewport();
    // The rendered words are marked, across the bold amount and the link, and nothing else is.
    const marked = (await notes.locator('mark[data-quote]').allTextContents()).join('');
    expect(marked).toBe('We closed a $4M bridge round from existing investors.');
    await expect(notes.locator('strong mark[data-quote]')).toHaveText('$4M');
    await expect(notes.getByText('Next call in March.')).toBeVisible();
    await expectAccessible(page);
  } finally {
    expect((await api.delete(`/api/v1/companies/${company}`)).status()).toBe(204);
  }
});
