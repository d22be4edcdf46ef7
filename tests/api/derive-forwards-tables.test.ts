import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Email, FileItem } from '../../lib/schemas/intake';
import type { Tracker, TrackerValue } from '../../lib/schemas/tracker';
import { ada, type List } from '../helpers/api';
import { arrTracker, compose, ownCompany, postEmail, settled, uploadFile } from '../helpers/intake';
import { KESTREL_KPIS, kpiTablePdf } from '../fixtures/kpi-table-pdf';

const api = ada();
let arr: Tracker;
const companies: Awaited<ReturnType<typeof ownCompany>>[] = [];

beforeAll(async () => {
  arr = await arrTracker();
});
afterAll(async () => {
  for (const c of companies) await c.remove();
});

async function company(label: string) {
  const c = await ownCompany(label);
  companies.push(c);
  return c;
}

async function arrValues(companyPublicId: string): Promise<TrackerValue[]> {
  const res = await api<List<TrackerValue>>(
    'GET',
    `/trackers/${arr.publicId}/values?companyPublicId=${companyPublicId}&status=suggested&limit=100`,
  );
  expect(res.status, res.text).toBe(200);
  return res.body.items.sort((a, b) => a.effectiveAt.localeCompare(b.effectiveAt));
}

const brief = (vs: TrackerValue[]) => vs.map((v) => [v.effectiveAt, v.value, v.citations[0]?.quote]);

describe('forwards', () => {
  it.each([
    ['Outlook', (domain: string) => `From: Jane Doe <jane@${domain}>`],
    ['older Outlook', (domain: string) => `From: Jane Doe [mailto:jane@${domain}]`],
  ])('a member’s %s forward is the founder’s company’s, and its values are read', async (_, fromLine) => {
    const c = await company('Kestrel Fwd');
    const raw = await compose({
      from: 'Ada Lovelace <ada@demo.example>',
      to: 'Grace Hopper <grace@demo.example>',
      subject: 'FW: October update',
      date: new Date('2026-11-03T10:00:00Z'),
      text: [
        'Grace, see below.',
        '',
        '________________________________',
        fromLine(c.domain),
        'Sent: Monday, November 2, 2026 6:10 PM',
        'To: Ada Lovelace <ada@demo.example>',
        'Subject: October update',
        '',
        'Hi Ada,',
        '',
        'October was our best month: ARR reached $1.18M.',
        '',
        'Jane',
      ].join('\n'),
    });
    const posted = await postEmail(raw);
    expect(posted.status, posted.text).toBe(202);
    const email = await settled<Email>(`/emails/${String(posted.body.publicId)}`);
    expect(email.companyPublicId).toBe(c.publicId);
    expect(brief(await arrValues(c.publicId))).toEqual([
      ['2026-10-31', 1_180_000, 'October was our best month: ARR reached $1.18M.'],
    ]);
  });
});

describe('tables', () => {
  it('a CSV named "forecast" gives its actual rows, cited by metric, month and cell', async () => {
    const c = await company('Kestrel Csv');
    const csv =
      'month,scenario,arr_usd,net_burn_usd\n2026-08,Actual,1020000,210000\n2026-09,Actual,1100000,195000\n' +
      '2026-10,Forecast,1180000,185000\n';
    const res = await uploadFile(c.publicId, 'kestrel-forecast-2026.csv', new TextEncoder().encode(csv), 'text/csv');
    expect(res.status, res.text).toBe(202);
    expect((await settled<FileItem>(`/files/${String(res.body.publicId)}`)).processing.state).toBe('done');
    expect(brief(await arrValues(c.publicId))).toEqual([
      ['2026-08-31', 1_020_000, 'arr_usd · 2026-08 · 1020000'],
      ['2026-09-30', 1_100_000, 'arr_usd · 2026-09 · 1100000'],
    ]);
  });

  it('a KPI table in a PDF gives its values, cited by metric, month and cell', async () => {
    const c = await company('Kestrel Pdf');
    const pdf = await kpiTablePdf(KESTREL_KPIS.title, KESTREL_KPIS.rows, KESTREL_KPIS.footnote);
    const res = await uploadFile(c.publicId, 'kestrel-kpis.pdf', pdf, 'application/pdf');
    expect(res.status, res.text).toBe(202);
    expect((await settled<FileItem>(`/files/${String(res.body.publicId)}`)).processing.state).toBe('done');
    const values = await arrValues(c.publicId);
    expect(brief(values)).toEqual([
      ['2026-08-31', 1_020_000, 'ARR · Aug 2026 · 1,020,000'],
      ['2026-09-30', 1_100_000, 'ARR · Sep 2026 · 1,100,000'],
      ['2026-10-31', 1_180_000, 'ARR · Oct 2026 · 1,180,000'],
    ]);
    expect(values[2]?.citations[0]).toMatchObject({ type: 'element', label: 'Page 1' });
  });
});
