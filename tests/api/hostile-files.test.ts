import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Email, FileItem } from '../../lib/schemas/intake';
import { bigDocx } from '../fixtures/hostile-files';
import { compose } from '../helpers/intake';
import { startOwnServer, type OwnServer } from '../helpers/own-server';

/**
 * Issue 19: one DOCX holding tens of megabytes of paragraphs took every server down with heap
 * out of memory. Readers now run in worker threads with a heap of their own; this server's is
 * small, so a file of a few megabytes breaks it in seconds rather than minutes.
 */
const HEAP_MB = 128;
let own: OwnServer;
let companyPublicId = '';

async function call<T>(method: string, path: string, body?: BodyInit, type?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${String(own.keys['ada@demo.example'])}` };
  if (type) headers['content-type'] = type;
  const res = await fetch(`${own.url}/api/v1${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : undefined) as T };
}

/**
 * Polls an item until derivation settles; every poll also asks for `/me`, which must be answered
 * while the file is read. Answers the item and how many `/me` requests were answered.
 */
async function settledWhileServing<T extends Email | FileItem>(path: string): Promise<{ item: T; served: number }> {
  let served = 0;
  for (;;) {
    const [item, me] = await Promise.all([call<T>('GET', path), call('GET', '/me')]);
    expect(me.status, me.text).toBe(200);
    served++;
    expect(item.status, item.text).toBe(200);
    const { state } = item.body.processing;
    if (state === 'done' || state === 'failed') return { item: item.body, served };
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  // Memory must be what stops the reads: on a loaded machine the low-priority parse threads can take longer
  // than the default minute to fill the heap, and the file would fail on time instead.
  own = await startOwnServer('hostilefiles', { PI_PARSE_HEAP_MB: String(HEAP_MB), PI_PARSE_TIMEOUT_SECONDS: '900' });
  const made = await call<{ publicId: string }>(
    'POST',
    '/companies',
    JSON.stringify({ name: 'Poison Docs Co', primaryDomain: 'poison-docs.example' }),
    'application/json',
  );
  expect(made.status, made.text).toBe(201);
  companyPublicId = made.body.publicId;
});

afterAll(async () => {
  await own?.dispose();
});

async function upload(name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return call<{ publicId: string }>('POST', `/companies/${companyPublicId}/files`, form);
}

const NEEDS_MORE = `The file poison.docx needs more than ${HEAP_MB} MB of memory to read, the most one may use.`;

it('an uploaded DOCX too big for a reader ends failed with the reason; the server serves on', async () => {
  const poison = bigDocx(24);
  expect(poison.length).toBeLessThan(4 * 1024 * 1024);
  const res = await upload('poison.docx', poison);
  expect(res.status, res.text).toBe(202);
  const { item } = await settledWhileServing<FileItem>(`/files/${res.body.publicId}`);
  expect(item.processing).toMatchObject({ state: 'failed', error: NEEDS_MORE });
  expect(item.elements).toEqual([]);
  expect(own.child.exitCode).toBeNull();

  // The next file is read as usual, by a new worker.
  const good = await upload('kpis.csv', new TextEncoder().encode('Metric,Jul 2026\nARR,2.1M\n'));
  expect(good.status, good.text).toBe(202);
  const { item: read } = await settledWhileServing<FileItem>(`/files/${good.body.publicId}`);
  expect(read.processing).toMatchObject({ state: 'done', error: null });
  expect(read.elements).toHaveLength(1);
}, 240_000);

it('the same DOCX attached to an email: the email is derived, its attachment failed with the reason', async () => {
  const raw = await compose({
    from: 'ceo@poison-docs.example',
    to: 'ada@demo.example',
    subject: 'Board pack',
    messageId: '<board-pack@poison-docs.example>',
    text: 'The board pack is attached.',
    attachments: [{ filename: 'poison.docx', content: Buffer.from(bigDocx(24)) }],
  });
  const posted = await call<{ publicId: string }>('POST', '/emails', new Uint8Array(raw), 'message/rfc822');
  expect(posted.status, posted.text).toBe(202);
  const { item: email } = await settledWhileServing<Email>(`/emails/${posted.body.publicId}`);
  expect(email.processing.state).toBe('done');
  expect(email.companyPublicId).toBe(companyPublicId);
  expect(email.files).toHaveLength(1);
  const file = await call<FileItem>('GET', `/files/${String(email.files[0]?.publicId)}`);
  expect(file.body.processing).toMatchObject({ state: 'failed', error: NEEDS_MORE });
  expect(own.child.exitCode).toBeNull();
}, 240_000);
