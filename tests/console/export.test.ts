import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guarded } from '../helpers/csv';
import { startOwnServer, type OwnServer } from '../helpers/own-server';
import { rawRequest } from '../helpers/raw-http';
import { startServer, type StartedServer } from '../helpers/server';
import { ExportUpstream } from './export-upstream';

// The console's CSV export (/export/<table>), over HTTP on a server of its
// own: sign-in on, and pages of three rows so a handful of companies spans
// several pages. The companies are this file's own (a unique name found by
// search), deleted at the end.

const PASSWORD = 'export tests password';
const PAGE_SIZE = '3';
let server: OwnServer;
let session = '';
let prefix = '';
const created: string[] = [];

interface Company {
  publicId: string;
  name: string;
  headline?: string;
}
interface List<T> {
  items: T[];
  nextPageToken?: string;
}

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${server.keys['ada@demo.example']}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** Every item of a list, as the API pages it. */
async function walk<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  let token: string | undefined;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const page = await api<List<T>>('GET', `${path}${token ? `${sep}pageToken=${encodeURIComponent(token)}` : ''}`);
    items.push(...page.items);
    token = page.nextPageToken;
  } while (token);
  return items;
}

/** An export as the signed-in console fetches it; redirects are answers here, not followed. */
function download(path: string, base = server.url, cookie: string | null = session) {
  return fetch(`${base}${path}`, { redirect: 'manual', headers: cookie ? { cookie: `pi_session=${cookie}` } : {} });
}

/** Header row first, then one array per row; the byte-order mark is Excel's hint, not data. */
function rowsOf(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: false }) as string[][];
}

async function csv(
  path: string,
): Promise<{ res: Response; bytes: Uint8Array; text: string; header: string[]; rows: string[][] }> {
  const res = await download(path);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  expect({ path, status: res.status, type: res.headers.get('content-type') }).toEqual({
    path,
    status: 200,
    type: 'text/csv; charset=utf-8',
  });
  const [header = [], ...rows] = rowsOf(text);
  return { res, bytes, text, header, rows };
}

const column = (header: string[], rows: string[][], name: string) => {
  const i = header.indexOf(name);
  expect(i, `column ${name} in ${header.join(', ')}`).toBeGreaterThanOrEqual(0);
  return rows.map((r) => r[i] ?? '');
};

const q = (params: Record<string, string | string[]>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const x of [v].flat()) s.append(k, x);
  return s.toString();
};

// Long: a server of its own is seeded, and the console rebuilt if a source changed since the run began.
beforeAll(async () => {
  server = await startOwnServer('export', { PI_CONSOLE_PASSWORD: PASSWORD, PI_EXPORT_PAGE_SIZE: PAGE_SIZE });
  const signIn = await rawRequest(server.url, {
    method: 'POST',
    path: '/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams({ password: PASSWORD, next: '/' }).toString(),
  });
  session = /pi_session=([^;]+)/.exec(([] as string[]).concat(signIn.headers['set-cookie'] ?? [])[0] ?? '')?.[1] ?? '';
  expect(session).not.toBe('');

  prefix = `Xprt${process.pid}${Date.now().toString(36)}`;
  const companies = [
    { name: `${prefix} Alpha`, headline: 'Plain words' },
    { name: `${prefix} Beta, "Quoted" & Co`, headline: 'He said "hi", then\nleft; twice' },
    { name: `=${prefix} Formula`, headline: '=HYPERLINK("http://evil.example","click")' },
    { name: `${prefix} Delta`, headline: '+1 555 0100' },
    { name: `${prefix} Echo`, headline: '-2+3' },
    { name: `${prefix} Foxtrot`, headline: '@SUM(A1)' },
    { name: `${prefix} Golf`, headline: '\tTabbed' },
    { name: `${prefix} Hotel` },
  ];
  for (const c of companies) created.push((await api<{ publicId: string }>('POST', '/companies', c)).publicId);
}, 600_000);

afterAll(async () => {
  for (const id of created) await api('DELETE', `/companies/${id}`).catch(() => undefined);
  await server?.dispose();
});

describe('CSV export of a table', () => {
  it('holds every page of the rows the search selects, in the list order, under a dated file name', async () => {
    const expected = await walk<Company>(`/companies?${q({ search: prefix, limit: '100' })}`);
    expect(expected.length).toBe(8);
    const { res, header, rows } = await csv(`/export/companies?${q({ search: prefix })}`);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="companies-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(header).toEqual([
      'Name',
      'Primary domain',
      'Headline',
      'Domains',
      'Alternative names',
      'LinkedIn',
      'X (Twitter)',
      'Crunchbase',
      'Funds',
      'Company ID',
    ]);
    // Eight rows at three a page: the export followed nextPageToken twice.
    expect(column(header, rows, 'Company ID')).toEqual(expected.map((c) => guarded(c.publicId)));
  });

  it('quotes commas, quotes and line breaks, so the file reads back exactly as entered', async () => {
    const { text, bytes, header, rows } = await csv(`/export/companies?${q({ search: `${prefix} Beta` })}`);
    // The byte-order mark (which text() drops) tells Excel the file is UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toContain(`"${prefix} Beta, ""Quoted"" & Co"`);
    expect(text).toContain('"He said ""hi"", then\nleft; twice"');
    expect(column(header, rows, 'Name')).toEqual([`${prefix} Beta, "Quoted" & Co`]);
    expect(column(header, rows, 'Headline')).toEqual(['He said "hi", then\nleft; twice']);
  });

  it("puts a ' before a cell a spreadsheet would run as a formula, and leaves the others alone", async () => {
    const { header, rows } = await csv(`/export/companies?${q({ search: prefix })}`);
    const byId = new Map(rows.map((r) => [r[header.indexOf('Company ID')], r]));
    const cell = (i: number, name: string) => byId.get(guarded(created[i] ?? ''))?.[header.indexOf(name)];
    expect(cell(2, 'Name')).toBe(`'=${prefix} Formula`);
    expect(cell(2, 'Headline')).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(cell(3, 'Headline')).toBe("'+1 555 0100");
    expect(cell(4, 'Headline')).toBe("'-2+3");
    expect(cell(5, 'Headline')).toBe("'@SUM(A1)");
    expect(cell(6, 'Headline')).toBe("'\tTabbed");
    expect(cell(0, 'Headline')).toBe('Plain words');
    expect(cell(7, 'Headline')).toBe('');
  });

  it("honours a fund's filters: search and status together", async () => {
    const funds = await api<List<{ publicId: string; name: string }>>('GET', '/funds');
    const fund = funds.items[0];
    if (!fund) throw new Error('the demo has no fund');
    const statuses = ['exited', 'exited', 'active', 'dissolved'] as const;
    for (const [i, status] of statuses.entries()) {
      await api('POST', `/funds/${fund.publicId}/companies`, { companyPublicId: created[i], status });
    }
    const { res, header, rows } = await csv(
      `/export/fund-companies?${q({ fund: fund.publicId, search: prefix, status: ['exited', 'dissolved'] })}`,
    );
    const stem = fund.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(res.headers.get('content-disposition')).toContain(`filename="${stem}-companies-`);
    expect(header).toEqual(['Company', 'Domain', 'Status in fund', 'Headline', 'Company ID']);
    expect(new Set(column(header, rows, 'Company ID'))).toEqual(
      new Set([created[0], created[1], created[3]].map((id) => guarded(id ?? ''))),
    );
    expect(column(header, rows, 'Status in fund').sort()).toEqual(['Dissolved', 'Exited', 'Exited']);
  });

  it("names each company's funds with its status in each, in fund-name order", async () => {
    const funds = await api<List<{ publicId: string; name: string }>>('GET', '/funds');
    const [first, second] = funds.items;
    if (!first || !second) throw new Error('the demo has two funds');
    await api('POST', `/funds/${first.publicId}/companies`, { companyPublicId: created[4], status: 'exited' });
    await api('POST', `/funds/${second.publicId}/companies`, { companyPublicId: created[4], status: 'active' });
    await api('POST', `/funds/${second.publicId}/companies`, { companyPublicId: created[5], status: 'dissolved' });
    const { header, rows } = await csv(`/export/companies?${q({ search: prefix })}`);
    const fundsOf = new Map(rows.map((r) => [r[header.indexOf('Company ID')], r[header.indexOf('Funds')]]));
    expect(fundsOf.get(guarded(created[4] ?? ''))).toBe(`${first.name} (Exited); ${second.name} (Active)`);
    expect(fundsOf.get(guarded(created[5] ?? ''))).toBe(`${second.name} (Dissolved)`);
    // In no fund: an empty cell.
    expect(fundsOf.get(guarded(created[7] ?? ''))).toBe('');
  });

  it("names each value's company and keeps numbers as numbers", async () => {
    const trackers = await walk<{ publicId: string; name: string }>('/trackers?limit=100');
    let found: { tracker: string; company: Company; values: { publicId: string; value: unknown }[] } | undefined;
    for (const t of trackers) {
      const page = await api<List<{ publicId: string; companyPublicId: string }>>(
        'GET',
        `/trackers/${t.publicId}/values?limit=1`,
      );
      const companyId = page.items[0]?.companyPublicId;
      if (!companyId) continue;
      const company = await api<Company>('GET', `/companies/${companyId}`);
      const values = await walk<{ publicId: string; value: unknown }>(
        `/trackers/${t.publicId}/values?${q({ companyPublicId: companyId, status: ['suggested', 'confirmed', 'rejected'] })}`,
      );
      found = { tracker: t.publicId, company, values };
      break;
    }
    if (!found) throw new Error('the demo has no tracker values');
    const { header, rows } = await csv(
      `/export/tracker-values?${q({
        tracker: found.tracker,
        companyPublicId: found.company.publicId,
        status: ['suggested', 'confirmed', 'rejected'],
      })}`,
    );
    expect(header.slice(0, 3)).toEqual(['Effective', 'Company', 'Value']);
    expect(column(header, rows, 'Value ID')).toEqual(found.values.map((v) => guarded(v.publicId)));
    expect(new Set(column(header, rows, 'Company'))).toEqual(new Set([found.company.name]));
    const numbers = found.values.filter((v) => typeof v.value === 'number');
    for (const v of numbers) {
      const row = rows.find((r) => r[header.indexOf('Value ID')] === guarded(v.publicId));
      expect(Number(row?.[header.indexOf('Value')])).toBe(v.value);
    }
    for (const date of column(header, rows, 'Effective')) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const at of column(header, rows, 'Updated')) expect(Number.isNaN(Date.parse(at))).toBe(false);
  });

  it('exports the trackers, the connections and the review queue, every row of each', async () => {
    const trackers = await walk<{ publicId: string }>('/trackers?limit=100');
    const t = await csv('/export/trackers');
    expect(column(t.header, t.rows, 'Tracker ID')).toEqual(trackers.map((x) => guarded(x.publicId)));

    const connections = await walk<{ publicId: string }>('/connections?limit=100');
    const c = await csv('/export/connections');
    expect(column(c.header, c.rows, 'Connection ID')).toEqual(connections.map((x) => guarded(x.publicId)));

    // One company's share of the queue keeps the walk short; the status is the queue's own.
    const company = created[0] ?? '';
    const someValue = await api<List<{ companyPublicId: string }>>('GET', '/tracker-values?limit=1');
    const queueCompany = someValue.items[0]?.companyPublicId ?? company;
    const waiting = await walk<{ publicId: string; citations: { permalink: string }[] }>(
      `/tracker-values?${q({ companyPublicId: queueCompany })}`,
    );
    const r = await csv(`/export/review-queue?${q({ companyPublicId: queueCompany, status: 'rejected' })}`);
    expect(column(r.header, r.rows, 'Value ID')).toEqual(waiting.map((x) => guarded(x.publicId)));
    // Each row links to the passage its value cites first.
    expect(waiting.some((x) => x.citations.length > 0)).toBe(true);
    expect(column(r.header, r.rows, 'Source')).toEqual(waiting.map((x) => x.citations[0]?.permalink ?? ''));
    expect(r.res.headers.get('content-disposition')).toContain('filename="review-queue-');
  });
});

describe('what the export refuses', () => {
  it('sends a request without a session to sign-in, with no rows', async () => {
    const res = await download(`/export/companies?${q({ search: prefix })}`, server.url, null);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/login\?next=/);
    expect(await res.text()).not.toContain(prefix);
  });

  it('answers an unknown table, or a fund that does not exist, with not found', async () => {
    for (const path of [
      '/export/nothing',
      '/export/fund-companies',
      '/export/fund-companies?fund=AAAAAAAAAAAAAAAAAAAAA',
      '/export/fund-companies?fund=..%2F..',
    ]) {
      const res = await download(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.headers.get('content-type')).toContain('application/json');
    }
  });

  it("passes the API's refusal of a bad filter on, in its own words", async () => {
    for (const [path, words] of [
      ['/export/companies?nope=1', /nope/],
      [`/export/fund-companies?fund=${created[0] ?? ''}&status=sleeping`, /./],
      ['/export/tracker-values?tracker=AAAAAAAAAAAAAAAAAAAAA&effectiveFrom=yesterday', /./],
    ] as const) {
      const res = await download(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      const body = (await res.json()) as { error?: string };
      expect(body.error, path).toMatch(words);
    }
    const bad = await download('/export/companies?nope=1');
    expect(bad.status).toBe(400);
  });
});

describe('export through PI_API_BASE_URL', () => {
  let upstream: ExportUpstream;
  let console_: StartedServer;
  let dispose: () => Promise<void> = async () => undefined;

  // Long: the first start seeds the demo into the console's own data folder.
  beforeAll(async () => {
    upstream = await ExportUpstream.start(server.url);
    const started = await upstream.consoleServer(server.keys['ada@demo.example'] ?? '', PAGE_SIZE, startServer);
    console_ = started.server;
    dispose = started.dispose;
  }, 600_000);
  afterAll(async () => {
    await dispose();
    await upstream.close();
  });

  it('reads the other deployment with its key and writes the same file', async () => {
    const path = `/export/companies?${q({ search: prefix })}`;
    const direct = await (await download(path)).text();
    const res = await download(path, console_.url, null);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(direct);
    expect(upstream.seen.some((s) => s.startsWith('/api/v1/companies?') && s.includes('pageToken='))).toBe(true);
  });

  it('breaks the download off when a later page fails, rather than end it as if whole', async () => {
    upstream.failPagesAfterFirst = true;
    try {
      const res = await download(`/export/companies?${q({ search: prefix })}`, console_.url, null);
      expect(res.status).toBe(200);
      await expect(res.text()).rejects.toThrow();
    } finally {
      upstream.failPagesAfterFirst = false;
    }
  });
});
