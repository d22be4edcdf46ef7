import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../helpers/api';
import { ownCompany } from '../helpers/intake';

/*
 * The console's uploads go through its proxy: raw emails (message/rfc822)
 * and multipart files up to 25 MB, with the Idempotency-Key that makes a
 * retry after a dropped connection safe.
 */

const MIB = 1024 * 1024;
let company: Awaited<ReturnType<typeof ownCompany>>;

beforeAll(async () => {
  company = await ownCompany('Proxy Upload Co');
});
afterAll(async () => {
  await company.remove();
});

/** A same-origin change through the proxy, as the browser sends it. */
async function viaProxy(
  path: string,
  contentType: string,
  body: Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${baseUrl()}/api/console${path}`, {
    method: 'POST',
    headers: { origin: baseUrl(), 'content-type': contentType, ...headers },
    body,
  });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : {}) as { publicId?: string; code?: string } };
}

/** One `file` part with a fixed boundary, as the console builds it, so a retry sends the same bytes. */
function multipart(name: string, type: string, content: Uint8Array, boundary = '----PortfolioUploadTest') {
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: new Uint8Array(Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)])),
  };
}

describe('console proxy: uploads', () => {
  it('passes a raw email through as message/rfc822', async () => {
    const raw = [
      `From: Jane Founder <jane@${company.domain}>`,
      'To: ada@demo.example',
      'Subject: Proxy upload check',
      `Message-ID: <proxy-upload-${company.domain}>`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Hello.',
    ].join('\r\n');
    const first = await viaProxy('/emails', 'message/rfc822', new TextEncoder().encode(raw));
    expect(first.status, first.text).toBe(202);
    const again = await viaProxy('/emails', 'message/rfc822', new TextEncoder().encode(raw));
    expect(again).toMatchObject({ status: 200, body: { publicId: first.body.publicId } });
  });

  it('passes the Idempotency-Key on: a retried upload is answered with the first file, not taken twice', async () => {
    const { contentType, body } = multipart('kpis.csv', 'text/csv', Buffer.from('Metric,Sep 2026\nHeadcount,34\n'));
    const key = { 'idempotency-key': `proxy-upload-${company.publicId}` };
    const first = await viaProxy(`/companies/${company.publicId}/files`, contentType, body, key);
    expect(first.status, first.text).toBe(202);
    const retry = await viaProxy(`/companies/${company.publicId}/files`, contentType, body, key);
    expect(retry).toMatchObject({ status: 202, body: { publicId: first.body.publicId } });
  });

  it('passes a 25 MB body through whole, and a larger one comes back refused', async () => {
    // Read to the end by the API, then found not to be a message: nothing 25 MB is stored, which would slow
    // every other test on PGlite.
    const full = await viaProxy('/emails', 'message/rfc822', new Uint8Array(25 * MIB).fill(0x41));
    expect(full.status, full.text).toBe(400);
    expect(full.text).toContain('not an RFC 5322 message');

    const over = multipart('bigger.xlsx', 'application/octet-stream', Buffer.alloc(25 * MIB + 64 * 1024 + 1, 0x41));
    const refused = await viaProxy(`/companies/${company.publicId}/files`, over.contentType, over.body);
    expect(refused).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
  });
});
