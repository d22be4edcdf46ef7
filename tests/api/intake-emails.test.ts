import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Email, FileItem } from '../../lib/schemas/intake';
import type { Tracker, TrackerValue } from '../../lib/schemas/tracker';
import { ada, type List } from '../helpers/api';
import { arrTracker, compose, ownCompany, postEmail, settled } from '../helpers/intake';

const api = ada();
let company: Awaited<ReturnType<typeof ownCompany>>;
let arr: Tracker;

beforeAll(async () => {
  company = await ownCompany('Intake Co');
  arr = await arrTracker();
});
afterAll(async () => {
  await company.remove();
});

async function suggestions(): Promise<TrackerValue[]> {
  const res = await api<List<TrackerValue>>(
    'GET',
    `/trackers/${arr.publicId}/values?companyPublicId=${company.publicId}&status=suggested&limit=100`,
  );
  expect(res.status, res.text).toBe(200);
  return res.body.items;
}

describe('POST /emails', () => {
  it('takes an investor update: company, touchpoint and a suggested value citing the email', async () => {
    const raw = await compose({
      from: `Jane Founder <jane@${company.domain}>`,
      to: 'ada@demo.example',
      subject: 'October 2026 investor update',
      date: new Date('2026-11-04T09:00:00Z'),
      messageId: `<oct-update-${company.domain}>`,
      text: 'Hi all,\n\nARR grew to $2.41M at the end of October, up from $2.2M.\nWe hired a VP of Sales.\n\nBest,\nJane',
    });
    const res = await postEmail(raw);
    expect(res.status, res.text).toBe(202);
    const email = await settled<Email>(`/emails/${String(res.body.publicId)}`);
    expect(email).toMatchObject({
      publicId: res.body.publicId,
      messageId: `oct-update-${company.domain}`,
      subject: 'October 2026 investor update',
      from: { name: 'Jane Founder', email: `jane@${company.domain}` },
      to: [{ name: null, email: 'ada@demo.example' }],
      occurredAt: '2026-11-04T09:00:00.000Z',
      companyPublicId: company.publicId,
      files: [],
      processing: { state: 'done', error: null },
    });
    expect(email.touchpointPublicIds).toHaveLength(1);

    const values = await suggestions();
    const value = values.find((v) => v.value === 2_410_000);
    expect(value, JSON.stringify(values)).toMatchObject({
      value: 2_410_000,
      effectiveAt: '2026-10-31',
      status: 'suggested',
      origin: 'system',
      note: 'ARR grew to $2.41M at the end of October, up from $2.2M.',
    });
    expect(value?.citations).toEqual([
      expect.objectContaining({ type: 'email', publicId: email.publicId, subject: 'October 2026 investor update' }),
    ]);
  });

  it('reads a table in an HTML-only update cell by cell, each value citing its metric, month and cell', async () => {
    const cells = (row: string[]) => `<tr>${row.map((c) => `<td>${c}</td>`).join('')}</tr>`;
    const raw = await compose({
      from: `Jane Founder <jane@${company.domain}>`,
      to: 'ada@demo.example',
      subject: 'Q2 2026 investor update',
      date: new Date('2026-07-06T09:00:00Z'),
      messageId: `<q2-html-${company.domain}>`,
      html: `<p>Hi all, our numbers for the quarter:</p><table>${cells(['Metric', 'Apr 2026', 'May 2026', 'Jun 2026'])}${cells(['ARR', '$1.71M', '$1.76M', '$1.82M'])}</table><p>Best,<br>Jane</p>`,
    });
    const res = await postEmail(raw);
    expect(res.status, res.text).toBe(202);
    const email = await settled<Email>(`/emails/${String(res.body.publicId)}`);
    expect(email.processing.state).toBe('done');
    const found = (await suggestions())
      .filter((v) => ['2026-04-30', '2026-05-31', '2026-06-30'].includes(v.effectiveAt))
      .map((v) => [v.effectiveAt, v.value, v.note])
      .sort();
    expect(found).toEqual([
      ['2026-04-30', 1_710_000, 'ARR · Apr 2026 · $1.71M'],
      ['2026-05-31', 1_760_000, 'ARR · May 2026 · $1.76M'],
      ['2026-06-30', 1_820_000, 'ARR · Jun 2026 · $1.82M'],
    ]);
  });

  it('answers 200 with the first email for a Message-ID it already took, processing nothing again', async () => {
    const mail = {
      from: `cfo@${company.domain}`,
      to: 'ada@demo.example',
      subject: 'Same message twice',
      messageId: `<twice-${company.domain}>`,
      text: 'Hello.',
    };
    const first = await postEmail(await compose(mail));
    expect(first.status, first.text).toBe(202);
    const again = await postEmail(await compose({ ...mail, text: 'A different body, same id.' }));
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual({ publicId: first.body.publicId });
  });

  it('keeps an email of no known company with companyPublicId null and no touchpoint', async () => {
    const raw = await compose({
      from: 'someone@unknown-sender-domain.example',
      to: 'ada@demo.example',
      subject: 'Hello from nowhere',
      text: 'ARR is $9M.',
    });
    const res = await postEmail(raw);
    expect(res.status, res.text).toBe(202);
    const email = await settled<Email>(`/emails/${String(res.body.publicId)}`);
    expect(email.companyPublicId).toBeNull();
    expect(email.touchpointPublicIds).toEqual([]);
    expect(email.processing.state).toBe('done');
  });

  it('stores attachments as files with elements; a corrupt one fails with its reason, the rest is derived', async () => {
    const raw = await compose({
      from: `jane@${company.domain}`,
      to: 'ada@demo.example',
      subject: 'Board pack',
      date: new Date('2026-10-02T10:00:00Z'),
      text: 'Attached the KPIs and the deck.',
      attachments: [
        { filename: 'kpis.csv', contentType: 'text/csv', content: 'Metric,Sep 2026\nARR,1.95M\n' },
        { filename: 'deck.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7 this is not a pdf') },
      ],
    });
    const res = await postEmail(raw);
    expect(res.status, res.text).toBe(202);
    const email = await settled<Email>(`/emails/${String(res.body.publicId)}`);
    expect(email.processing).toMatchObject({ state: 'done', error: null });
    expect(email.files.map((f) => [f.name, f.mediaType])).toEqual([
      ['kpis.csv', 'text/csv'],
      ['deck.pdf', 'application/pdf'],
    ]);
    const [csv, pdf] = email.files.map((f) => f.publicId);
    const csvFile = await settled<FileItem>(`/files/${String(csv)}`);
    expect(csvFile).toMatchObject({
      name: 'kpis.csv',
      companyPublicId: company.publicId,
      processing: { state: 'done' },
    });
    expect(csvFile.elements).toEqual([expect.objectContaining({ label: 'kpis.csv', index: 0 })]);
    const pdfFile = await settled<FileItem>(`/files/${String(pdf)}`);
    expect(pdfFile.processing.state).toBe('failed');
    expect(pdfFile.processing.error).toMatch(/PDF/);
    const values = await suggestions();
    expect(values.find((v) => v.value === 1_950_000)).toMatchObject({ effectiveAt: '2026-09-30' });
  });
});

describe('POST /emails refuses what is not a message', () => {
  it('400 for bytes that are not a message', async () => {
    const res = await postEmail('this is just text, no headers at all');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'invalid_request',
      error: expect.stringMatching(/not an RFC 5322 message/),
      issues: [{ path: '', message: expect.stringMatching(/not an RFC 5322 message/) }],
    });
  });

  it('400 for a message without a From address', async () => {
    const res = await postEmail('Subject: no sender\r\n\r\nbody');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/no From address/);
  });

  it('415 for another content type', async () => {
    const res = await postEmail('{"a":1}', 'application/json');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      code: 'unsupported_media_type',
      error: 'Content-Type must be message/rfc822 (one raw RFC 5322 message)',
    });
  });

  it('413 above 25 MB', async () => {
    const big = Buffer.alloc(25 * 1024 * 1024 + 1, 0x61);
    const res = await postEmail(Buffer.concat([Buffer.from('From: a@b.example\r\n\r\n'), big]));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('404 for an email that does not exist', async () => {
    const res = await api('GET', '/emails/AAAAAAAAAAAAAAAAAAAAA');
    expect(res.status).toBe(404);
  });
});
