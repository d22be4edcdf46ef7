import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileItem } from '../../lib/schemas/intake';
import type { Tracker, TrackerValue } from '../../lib/schemas/tracker';
import { ada, baseUrl, keys, type List } from '../helpers/api';
import { arrTracker, ownCompany, settled, uploadFile } from '../helpers/intake';

const api = ada();
let company: Awaited<ReturnType<typeof ownCompany>>;
let arr: Tracker;

beforeAll(async () => {
  company = await ownCompany('Upload Co');
  arr = await arrTracker();
});
afterAll(async () => {
  await company.remove();
});

const CSV = 'Metric,Jul 2026,Aug 2026,Sep 2026\nARR,2.1M,2.3M,2.41M\nHeadcount,31,33,34\n';

describe('POST /companies/{id}/files', () => {
  it('reads a CSV into a sheet element, suggests its values and serves its bytes back', async () => {
    const res = await uploadFile(company.publicId, 'kpis-q3.csv', new TextEncoder().encode(CSV), 'text/csv');
    expect(res.status, res.text).toBe(202);
    const file = await settled<FileItem>(`/files/${String(res.body.publicId)}`);
    expect(file).toMatchObject({
      publicId: res.body.publicId,
      name: 'kpis-q3.csv',
      mediaType: 'text/csv',
      size: CSV.length,
      companyPublicId: company.publicId,
      processing: { state: 'done', error: null },
    });
    expect(file.elements).toEqual([{ publicId: expect.any(String), label: 'kpis-q3.csv', index: 0 }]);

    const values = await api<List<TrackerValue>>(
      'GET',
      `/trackers/${arr.publicId}/values?companyPublicId=${company.publicId}&status=suggested&limit=100`,
    );
    const byDate = Object.fromEntries(values.body.items.map((v) => [v.effectiveAt, v.value]));
    expect(byDate).toEqual({ '2026-07-31': 2_100_000, '2026-08-31': 2_300_000, '2026-09-30': 2_410_000 });

    const download = await fetch(`${baseUrl()}/api/v1/files/${file.publicId}/content`, {
      headers: { authorization: `Bearer ${keys().ada}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/csv');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="kpis-q3.csv"; filename*=UTF-8''kpis-q3.csv`,
    );
    expect(await download.text()).toBe(CSV);
  });

  it('415 for a file type intake does not read', async () => {
    const res = await uploadFile(company.publicId, 'photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'image/png');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      code: 'unsupported_media_type',
      error: 'photo.png is not a file type intake reads: send pdf, xlsx, csv, docx, pptx, txt, md',
    });
  });

  it('415 when the request is not multipart/form-data', async () => {
    const res = await fetch(`${baseUrl()}/api/v1/companies/${company.publicId}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${keys().ada}`, 'content-type': 'text/csv' },
      body: CSV,
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      code: 'unsupported_media_type',
      error: 'Content-Type must be multipart/form-data with one part named "file"',
    });
  });

  it('400 without a file part', async () => {
    const form = new FormData();
    form.append('other', 'x');
    const res = await fetch(`${baseUrl()}/api/v1/companies/${company.publicId}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${keys().ada}` },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('invalid_request');
  });

  it('serves a 3 MB file back byte for byte, and reads it', async () => {
    // Past 64 KB, embedded PGlite takes the bytes as a file rather than a parameter: every byte must survive.
    const lines = ['Metric,Amount'];
    for (let i = 0, size = 0; size < 3 * 1024 * 1024; i++) {
      const line = `Row ${i} é,${(i * 7919) % 100_003}`;
      lines.push(line);
      size += line.length + 1;
    }
    const bytes = new TextEncoder().encode(`${lines.join('\n')}\n`);
    const res = await uploadFile(company.publicId, 'big.csv', bytes, 'text/csv');
    expect(res.status, res.text).toBe(202);
    const file = await settled<FileItem>(`/files/${String(res.body.publicId)}`);
    expect(file.processing.state).toBe('done');
    expect(file.size).toBe(bytes.length);
    const download = await fetch(`${baseUrl()}/api/v1/files/${file.publicId}/content`, {
      headers: { authorization: `Bearer ${keys().ada}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it('keeps bytes whole at the edge of a stored part (256 KB) and one past it', async () => {
    for (const size of [256 * 1024, 256 * 1024 + 1]) {
      // A line of text repeated, with the byte at each end marked, so a part lost or doubled shows.
      const bytes = new TextEncoder().encode('<'.padEnd(size - 1, 'abcdefghij\n') + '>');
      expect(bytes.length).toBe(size);
      const res = await uploadFile(company.publicId, `edge-${size}.txt`, bytes, 'text/plain');
      expect(res.status, res.text).toBe(202);
      const download = await fetch(`${baseUrl()}/api/v1/files/${String(res.body.publicId)}/content`, {
        headers: { authorization: `Bearer ${keys().ada}` },
      });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    }
  });

  it('400 for a multipart body that breaks off, and for a file sent as a text field', async () => {
    const post = (body: string, boundary = 'b0undary') =>
      fetch(`${baseUrl()}/api/v1/companies/${company.publicId}/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${keys().ada}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
    const cut = await post('--b0undary\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\na,b\n1,2\n');
    expect(cut.status).toBe(400);
    expect(await cut.json()).toMatchObject({ code: 'invalid_request', error: expect.stringMatching(/multipart/) });
    const text = await post('--b0undary\r\nContent-Disposition: form-data; name="file"\r\n\r\na,b\n--b0undary--\r\n');
    expect(text.status).toBe(400);
    expect(((await text.json()) as { code: string }).code).toBe('invalid_request');
  });

  it('404 for an unknown company, and for an unknown file', async () => {
    const res = await uploadFile('AAAAAAAAAAAAAAAAAAAAA', 'a.csv', new TextEncoder().encode('a,b\n1,2\n'), 'text/csv');
    expect(res.status).toBe(404);
    expect((await api('GET', '/files/AAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await api('GET', '/files/AAAAAAAAAAAAAAAAAAAAA/content')).status).toBe(404);
  });
});
