import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import { expect } from 'vitest';
import type { Email, FileItem } from '../../lib/schemas/intake';
import type { Touchpoint } from '../../lib/schemas/touchpoint';
import type { Tracker, TrackerValue } from '../../lib/schemas/tracker';
import { baseUrl, client, keys, unique, type ApiResponse, type List, type Loose } from './api';
import { uniqueDomain } from './fixtures';

/** A raw RFC 5322 message, built by nodemailer's composer. */
export function compose(mail: Mail.Options): Promise<Buffer> {
  return new MailComposer(mail).compile().build();
}

export async function postEmail(raw: Buffer | string, contentType = 'message/rfc822', key = keys().ada) {
  const res = await fetch(`${baseUrl()}/api/v1/emails`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': contentType },
    body: typeof raw === 'string' ? raw : new Uint8Array(raw),
  });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : undefined) as Loose };
}

export async function uploadFile(companyPublicId: string, name: string, bytes: Uint8Array, type = '') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${baseUrl()}/api/v1/companies/${companyPublicId}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${keys().ada}` },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : undefined) as Loose };
}

/** Polls an item until derivation settles (done, failed, or skipped: a part not read): waits on state, never on time. */
export async function settled<T extends Email | FileItem>(
  path: string,
  timeoutMs = 60_000,
  api = client(keys().ada),
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res: ApiResponse<T> = await api<T>('GET', path);
    expect(res.status, res.text).toBe(200);
    if (['done', 'failed', 'skipped'].includes(res.body.processing.state)) return res.body;
    if (Date.now() > deadline) throw new Error(`${path} still ${res.body.processing.state} after ${timeoutMs} ms`);
    // Poll again shortly: the state, not the clock, ends the wait.
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Posts a message, waits until it is derived (done), and returns it with the touchpoints it is on. */
export async function derivedEmail(
  raw: Buffer,
  companyPublicId: string,
): Promise<{ email: Email; touchpoints: Touchpoint[] }> {
  const res = await postEmail(raw);
  expect(res.status, res.text).toBe(202);
  const email = await settled<Email>(`/emails/${String(res.body.publicId)}`);
  expect(email.processing.state).toBe('done');
  const tps = await client(keys().ada)<List<Touchpoint>>('GET', `/companies/${companyPublicId}/touchpoints?limit=100`);
  expect(tps.status, tps.text).toBe(200);
  return { email, touchpoints: tps.body.items.filter((t) => email.touchpointPublicIds.includes(t.publicId)) };
}

/** A company of the test's own, on a domain no other test uses; deleted by `remove`. */
export async function ownCompany(label: string) {
  const api = client(keys().ada);
  const domain = uniqueDomain(label);
  const name = unique(label);
  const res = await api('POST', '/companies', { body: { name, primaryDomain: domain } });
  expect(res.status, res.text).toBe(201);
  const publicId = String(res.body.publicId);
  return {
    publicId,
    name,
    domain,
    remove: async () => {
      await api('DELETE', `/companies/${publicId}`);
    },
  };
}

/** The demo's ARR tracker: ingestion on, scope all, so every new company gets its suggestions. */
export async function arrTracker(): Promise<Tracker> {
  const trackers = await client(keys().ada)<List<Tracker>>('GET', '/trackers?limit=100');
  const found = trackers.body.items.find((t) => t.name === 'ARR');
  if (!found) throw new Error('the demo has no ARR tracker');
  return found;
}

/** The values waiting for review on one tracker for one company (the first page of 100). */
export async function suggestedValues(trackerPublicId: string, companyPublicId: string): Promise<TrackerValue[]> {
  const res = await client(keys().ada)<List<TrackerValue>>(
    'GET',
    `/trackers/${trackerPublicId}/values?companyPublicId=${companyPublicId}&status=suggested&limit=100`,
  );
  expect(res.status, res.text).toBe(200);
  return res.body.items;
}

/**
 * A company of the test's own that sent a Q3 update, derived: ARR suggestions of $3.1M (end of September)
 * and $2.9M (August). `tag` keeps its Message-ID apart from other files'.
 */
export async function companyWithQ3Update(label: string, tag: string) {
  const company = await ownCompany(label);
  const raw = await compose({
    from: `Jane Founder <jane@${company.domain}>`,
    to: 'ada@demo.example',
    subject: 'Q3 2026 investor update',
    date: new Date('2026-10-06T09:00:00Z'),
    messageId: `<q3-${tag}-${company.domain}>`,
    text: 'Hi all,\n\nARR grew to $3.1M at the end of September, up from $2.9M in August.\n\nBest,\nJane',
  });
  const res = await postEmail(raw);
  expect(res.status, res.text).toBe(202);
  await settled<Email>(`/emails/${String(res.body.publicId)}`);
  return company;
}
