import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Connection, RefusedMessage } from '../../lib/schemas/connection';
import type { Email } from '../../lib/schemas/intake';
import { composeMessage, startDovecot, type Dovecot } from '../helpers/dovecot';
import { startOwnServer, type OwnServer } from '../helpers/own-server';

// A mailbox with messages intake cannot take as they are, between good ones,
// against a real Dovecot: what can be stored is stored, what cannot is listed
// with its UID and reason, and the poll goes past both to the messages after.
const PASSWORD = 'correct horse battery staple';
const ADA = 'ada@demo.example';
const run = `${process.pid}.${Date.now()}`;

let dovecot: Dovecot;
let server: OwnServer;
let connectionId = '';

const good = (n: number) =>
  composeMessage({
    subject: `Good news ${n}`,
    from: 'Founder <founder@imap-refused.example>',
    to: ADA,
    text: `Good news ${n}: revenue grew.`,
    messageId: `<good-${n}.${run}@imap-refused.example>`,
  });

/**
 * A database error before it was made storable: NUL in the Subject and a display name, a Date in year
 * 10000 and a 3 KB Message-ID. Encoded (=00): Dovecot itself rewrites a raw NUL byte on delivery.
 */
const poison = Buffer.from(
  [
    'From: "=?UTF-8?Q?Jane=00?=" <jane@imap-refused.example>',
    `To: ${ADA}`,
    `Message-ID: <${'p'.repeat(3000)}.${run}@imap-refused.example>`,
    'Date: Sat, 1 Jan 10000 00:00:00 +0000',
    'Subject: =?UTF-8?Q?Poison=00_pill?=',
    '',
    'Numbers inside.',
    '',
  ].join('\r\n'),
  'utf8',
);
/** Not a message intake can take: it names no sender. */
const senderless = Buffer.from(`Subject: nobody sent this ${run}\r\nMessage-ID: <senderless.${run}@x>\r\n\r\nbody\r\n`);
/** Over the 25 MB a message may be. */
const huge = Buffer.concat([
  Buffer.from(`From: big@imap-refused.example\r\nMessage-ID: <huge.${run}@x>\r\nSubject: huge\r\n\r\n`),
  Buffer.alloc(25 * 1024 * 1024 + 10, 'a'),
]);
const goods: Buffer[] = [];

beforeAll(async () => {
  dovecot = await startDovecot({ carol: PASSWORD });
  const [g1, g2, g3] = [await good(1), await good(2), await good(3)];
  goods.push(g1, g2, g3);
  // UIDs 1–6 in a fresh mailbox, in this order.
  for (const raw of [g1, poison, senderless, g2, huge, g3]) await dovecot.append('carol', raw);
  server = await startOwnServer('imap_refused', { PI_IMAP_POLL_SECONDS: '1' }, [ADA], (pi) => {
    const args = ['connections', 'add', 'imap', '--workspace', 'demo', '--member', ADA, '--host', dovecot.host];
    args.push('--port', String(dovecot.port), '--no-tls', '--user', 'carol', '--label', 'Carol inbox');
    connectionId = pi([...args, '--password-stdin'], `${PASSWORD}\n`);
  });
}, 600_000);

afterAll(async () => {
  await server?.dispose();
  await dovecot?.dispose();
});

async function api<T = Record<string, unknown>>(method: string, path: string, raw?: Buffer) {
  const headers: Record<string, string> = { authorization: `Bearer ${server.keys[ADA]}` };
  if (raw) headers['content-type'] = 'message/rfc822';
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers,
    body: raw ? new Uint8Array(raw) : undefined,
  });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Polls the connection until `check` holds; the test's own timeout bounds the wait. */
async function until(check: (c: Connection) => boolean): Promise<Connection> {
  for (;;) {
    const res = await api<{ items: Connection[] }>('GET', '/connections?limit=100');
    expect(res.status, res.text).toBe(200);
    const found = res.body.items.find((c) => c.publicId === connectionId);
    if (!found) throw new Error(`connection ${connectionId} is not listed`);
    if (check(found)) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The email the mailbox delivered: posting the same bytes again names it (200), and stores nothing. */
async function delivered(raw: Buffer): Promise<Email> {
  const again = await api('POST', '/emails', raw);
  expect(again.status, again.text).toBe(200);
  const email = await api<Email>('GET', `/emails/${String(again.body.publicId)}`);
  expect(email.status).toBe(200);
  return email.body;
}

describe('IMAP: a message that cannot be taken is recorded and passed', () => {
  it('takes the good messages after the poison ones, and lists the refused with UID and reason', async () => {
    const settled = await until((c) => c.syncedAt !== undefined || c.errorId !== undefined);
    expect(settled.errorId).toBeUndefined();
    expect(settled.refusedMessages).toBe(2);
    const one = await api<Connection>('GET', `/connections/${connectionId}`);
    expect(one.status, one.text).toBe(200);
    expect(one.body).toMatchObject({ publicId: connectionId, label: 'Carol inbox', refusedMessages: 2 });

    for (const [i, raw] of goods.entries()) expect((await delivered(raw)).subject).toBe(`Good news ${i + 1}`);
    const stored = await delivered(poison);
    expect(stored.subject).toBe('Poison pill');
    expect(stored.occurredAt).toBe('9999-12-31T23:59:59.999Z');
    expect(stored.intakeNotes).toHaveLength(3);

    const refused = await api<{ items: RefusedMessage[] }>('GET', `/connections/${connectionId}/refused-messages`);
    expect(refused.status, refused.text).toBe(200);
    const byUid = [...refused.body.items].sort((a, b) => (a.uid ?? 0) - (b.uid ?? 0));
    expect(byUid).toEqual([
      expect.objectContaining({
        connectionPublicId: connectionId,
        uid: 3,
        messageId: `senderless.${run}@x`,
        size: senderless.length,
        reason: expect.stringMatching(/no From address/),
      }),
      expect.objectContaining({ uid: 5, messageId: `huge.${run}@x`, reason: expect.stringMatching(/25 MB/) }),
    ]);
    for (const r of byUid) {
      expect(r.uidValidity).toMatch(/^\d+$/);
      expect(Date.parse(r.refusedAt)).toBeGreaterThan(Date.parse(settled.createdAt));
    }
  });

  it('404 for the refused messages of a connection that does not exist', async () => {
    expect((await api('GET', '/connections/aaaaaaaaaaaaaaaaaaaaa/refused-messages')).status).toBe(404);
    expect((await api('GET', '/connections/aaaaaaaaaaaaaaaaaaaaa')).status).toBe(404);
  });

  // Only on PostgreSQL can a second client break intake from outside (PGlite is held by the server), so
  // the test exists only there: a skipped test would count as a failure.
  if (inject('database') === 'postgres')
    it('never passes a message when the database, not the message, fails: it waits and is taken after', async () => {
      const db = new pg.Client({ connectionString: server.env.DATABASE_URL });
      await db.connect();
      try {
        const before = (await until((c) => c.syncedAt !== undefined)).syncedAt;
        const late = await good(4);
        await db.query('alter table blobs rename to blobs_away');
        try {
          await dovecot.append('carol', late);
          expect((await api('POST', `/connections/${connectionId}/sync`)).status).toBe(202);
          const failed = await until((c) => c.errorId !== undefined);
          expect(failed.errorId).toBe('intake_failed');
          expect(failed.refusedMessages).toBe(2);
        } finally {
          await db.query('alter table blobs_away rename to blobs');
        }
        expect((await api('POST', `/connections/${connectionId}/sync`)).status).toBe(202);
        const back = await until((c) => c.errorId === undefined && c.syncedAt !== before);
        expect(back.refusedMessages).toBe(2);
        expect((await delivered(late)).subject).toBe('Good news 4');
      } finally {
        await db.end();
      }
    });
});
