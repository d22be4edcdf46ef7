import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, keys } from '../helpers/api';
import { ownCompany, uploadFile } from '../helpers/intake';
import { startOwnServer, type OwnServer } from '../helpers/own-server';

/*
 * A file downloaded through the console's proxy keeps the API's safety
 * headers: a stored file is whatever its sender made it, so the browser must
 * get it as a sandboxed, unsniffed attachment, exactly as the API serves it.
 * Both ways the proxy reaches an API: this server's own, in-process, and
 * another deployment over HTTP (PI_API_BASE_URL).
 */

const NAME = 'Board pack — draft.txt';
const BYTES = '<script>alert(document.cookie)</script>\nRunway: 14 months\n';
const SANDBOX = "sandbox; default-src 'none'";
const DISPOSITION = `attachment; filename="Board pack _ draft.txt"; filename*=UTF-8''Board%20pack%20%E2%80%94%20draft.txt`;

let company: Awaited<ReturnType<typeof ownCompany>>;
let fileId = '';

beforeAll(async () => {
  company = await ownCompany('Proxy Download Co');
  const upload = await uploadFile(company.publicId, NAME, Buffer.from(BYTES), 'text/plain');
  expect(upload.status, upload.text).toBe(202);
  fileId = String(upload.body?.publicId);
});
afterAll(async () => {
  await company.remove();
});

async function expectSafeDownload(consoleUrl: string): Promise<void> {
  const res = await fetch(`${consoleUrl}/api/console/files/${fileId}/content`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-security-policy')).toBe(SANDBOX);
  expect(res.headers.get('content-disposition')).toBe(DISPOSITION);
  expect(res.headers.get('content-type')).toBe('text/plain');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('cache-control')).toContain('no-store');
  expect(await res.text()).toBe(BYTES);
}

describe('console proxy: file downloads', () => {
  it("keep the API's sandbox CSP and attachment headers from this server's own API", async () => {
    await expectSafeDownload(baseUrl());
  });

  describe('from another deployment over HTTP', () => {
    let console_: OwnServer;

    beforeAll(async () => {
      console_ = await startOwnServer(
        'downloads',
        { PI_API_BASE_URL: `${baseUrl()}/api/v1`, PI_API_KEY: keys().ada },
        [],
      );
    }, 600_000);
    afterAll(() => console_?.dispose());

    it("keep the API's sandbox CSP and attachment headers", async () => {
      await expectSafeDownload(console_.url);
    });
  });

  it('leave the console page policy on JSON answers, which carry no CSP of their own', async () => {
    const res = await fetch(`${baseUrl()}/api/console/files/${fileId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
