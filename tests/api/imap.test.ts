import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { open, secretKey } from '../../lib/connections/secret-box';
import { openDatabase } from '../../lib/db/client';
import { connections } from '../../lib/db/schema';
import { dataDir, parseEnv } from '../../lib/env';
import type { Connection } from '../../lib/schemas/connection';
import { composeMessage, startDovecot, type Dovecot } from '../helpers/dovecot';
import { startOwnServer, type OwnServer, type PiRunner } from '../helpers/own-server';

// IMAP connections against real Dovecot servers: `main` holds the mailbox that
// is synced and a wrong password for it; `flaky` is stopped and started again.
const PASSWORD = 'correct horse battery staple';
const WRONG = 'not the password';
const ADA = 'ada@demo.example';
const PI = path.resolve(import.meta.dirname, '../../bin/pi.mjs');

let main: Dovecot;
let flaky: Dovecot;
let server: OwnServer;
const ids = { good: '', wrong: '', flaky: '' };
const firstMessage: { raw: Buffer; subject: string } = {
  raw: Buffer.alloc(0),
  subject: `Quarterly update ${Date.now()}`,
};

const message = (subject: string) =>
  composeMessage({
    subject,
    from: 'Founder <founder@imap-test.example>',
    to: ADA,
    text: `${subject}\n\nRevenue grew this quarter.`,
    messageId: `<${subject.replace(/\W+/g, '.')}.${process.pid}@imap-test.example>`,
  });

function addImap(pi: PiRunner, dovecot: Dovecot, user: string, password: string, label: string): string {
  const args = ['connections', 'add', 'imap', '--workspace', 'demo', '--member', ADA, '--host', dovecot.host];
  args.push('--port', String(dovecot.port), '--no-tls', '--user', user, '--label', label, '--password-stdin');
  return pi(args, `${password}\n`);
}

beforeAll(async () => {
  [main, flaky] = await Promise.all([startDovecot({ alice: PASSWORD }), startDovecot({ bob: PASSWORD })]);
  // Waiting in the mailbox before the first poll.
  firstMessage.raw = await message(firstMessage.subject);
  await main.append('alice', firstMessage.raw);
  server = await startOwnServer('imap', { PI_IMAP_POLL_SECONDS: '1' }, [ADA], (pi) => {
    ids.good = addImap(pi, main, 'alice', PASSWORD, 'Alice inbox');
    ids.wrong = addImap(pi, main, 'alice', WRONG, 'Alice, mistyped');
    ids.flaky = addImap(pi, flaky, 'bob', PASSWORD, 'Bob inbox');
  });
});

afterAll(async () => {
  await server?.dispose();
  await Promise.all([main?.dispose(), flaky?.dispose()]);
});

async function api(method: string, path: string, body?: { raw: Buffer; type: string }) {
  const headers: Record<string, string> = { authorization: `Bearer ${server.keys[ADA]}` };
  if (body) headers['content-type'] = body.type;
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers,
    body: body ? new Uint8Array(body.raw) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> };
}

async function connection(publicId: string): Promise<Connection> {
  const res = await api('GET', '/connections?limit=100');
  const found = (res.body.items as Connection[]).find((c) => c.publicId === publicId);
  if (!found) throw new Error(`connection ${publicId} is not listed`);
  return found;
}

/** Polls the API until `check` holds; the test's own timeout bounds the wait. */
async function until(publicId: string, check: (c: Connection) => boolean): Promise<Connection> {
  for (;;) {
    const c = await connection(publicId);
    if (check(c)) return c;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits for two more completed polls: the second began after the first ended, so after the call. */
async function twoMorePolls(publicId: string): Promise<void> {
  let last = (await connection(publicId)).syncedAt;
  for (let i = 0; i < 2; i++) {
    const seen = last;
    last = (await until(publicId, (c) => c.syncedAt !== undefined && c.syncedAt !== seen)).syncedAt;
  }
}

const postEmail = (raw: Buffer) => api('POST', '/emails', { raw, type: 'message/rfc822' });

describe('IMAP connections', () => {
  it('takes the messages waiting in the mailbox on the first poll', async () => {
    const synced = await until(ids.good, (c) => c.syncedAt !== undefined);
    expect(synced).toMatchObject({ provider: 'imap', label: 'Alice inbox' });
    expect(synced.errorAt).toBeUndefined();
    const again = await postEmail(firstMessage.raw);
    expect(again.status).toBe(200);
    const email = await api('GET', `/emails/${String(again.body.publicId)}`);
    expect(email.status).toBe(200);
    expect(email.body.subject).toBe(firstMessage.subject);
  });

  it('takes new messages on the next poll', async () => {
    await until(ids.good, (c) => c.syncedAt !== undefined);
    const subject = `Board meeting notes ${Date.now()}`;
    const raw = await message(subject);
    await main.append('alice', raw);
    await twoMorePolls(ids.good);
    const again = await postEmail(raw);
    expect(again.status).toBe(200);
    expect((await api('GET', `/emails/${String(again.body.publicId)}`)).body.subject).toBe(subject);
  });

  it('records a wrong password and disables the connection after three failures in a row', async () => {
    const failed = await until(ids.wrong, (c) => c.errorAt !== undefined);
    expect(failed.errorId).toBe('auth_failed');
    expect(failed.syncedAt).toBeUndefined();
    const disabled = await until(ids.wrong, (c) => c.disabledAt !== undefined);
    expect(disabled.errorId).toBe('auth_failed');
    const refused = await api('POST', `/connections/${ids.wrong}/sync`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/disabled/);
  });

  it('records an unreachable server, then recovers when it is back', async () => {
    const before = await until(ids.flaky, (c) => c.syncedAt !== undefined);
    await flaky.stop();
    expect((await api('POST', `/connections/${ids.flaky}/sync`)).status).toBe(202);
    const down = await until(ids.flaky, (c) => c.errorId !== undefined);
    expect(down.errorId).toBe('connect_failed');
    expect(down.errorAt).toBeDefined();
    expect(down.disabledAt).toBeUndefined();
    await flaky.start();
    expect((await api('POST', `/connections/${ids.flaky}/sync`)).status).toBe(202);
    const back = await until(ids.flaky, (c) => c.errorId === undefined);
    expect(String(back.syncedAt) > String(before.syncedAt)).toBe(true);
    // The last error stays as history (a retry may have moved it); only its id is cleared.
    expect(String(back.errorAt) >= String(down.errorAt)).toBe(true);
    expect(String(back.syncedAt) > String(back.errorAt)).toBe(true);
  });

  it('starts a poll on request: 202, 409 for an upload connection, 404 for an unknown one', async () => {
    const seen = (await until(ids.good, (c) => c.syncedAt !== undefined)).syncedAt;
    const res = await api('POST', `/connections/${ids.good}/sync`);
    expect(res).toEqual({ status: 202, body: { publicId: ids.good } });
    await until(ids.good, (c) => c.syncedAt !== seen);

    const all = (await api('GET', '/connections?limit=100')).body.items as Connection[];
    const upload = all.find((c) => c.provider === 'upload');
    if (!upload) throw new Error('the demo workspace has no upload connection');
    const conflict = await api('POST', `/connections/${upload.publicId}/sync`);
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('conflict');
    expect((await api('POST', '/connections/aaaaaaaaaaaaaaaaaaaaa/sync')).status).toBe(404);
    expect((await api('POST', '/connections/not-an-id/sync')).status).toBe(404);
  });
});

describe('IMAP credentials at rest', () => {
  it('stores the password sealed, never in clear, and removing a connection erases it', async () => {
    // The embedded database admits one process: stop the server first.
    await server.stop();
    const pi = (...args: string[]) => spawnSync(process.execPath, [PI, ...args], { env: server.env, encoding: 'utf8' });
    const removed = pi('connections', 'remove', ids.flaky);
    expect(removed.status, removed.stderr).toBe(0);
    const listed = pi('connections', 'list', '--workspace', 'demo', '--json');
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).not.toContain(PASSWORD);
    const publicIds = (JSON.parse(listed.stdout) as { publicId: string }[]).map((c) => c.publicId);
    expect(publicIds).toContain(ids.good);
    expect(publicIds).not.toContain(ids.flaky);

    const e = parseEnv(server.env);
    const database = await openDatabase({ databaseUrl: e.DATABASE_URL, dataDir: dataDir(e), holder: 'imap test' });
    try {
      const rows = await database.db
        .select({ publicId: connections.publicId, secret: connections.secret })
        .from(connections)
        .where(inArray(connections.publicId, [ids.good, ids.flaky]));
      const secret = (id: string) => rows.find((r) => r.publicId === id)?.secret;
      expect(secret(ids.good)).toMatch(/^v1:/);
      expect(secret(ids.good)).not.toContain(PASSWORD);
      expect(open(secret(ids.good) ?? '', secretKey(e), ids.good)).toBe(PASSWORD);
      expect(secret(ids.flaky)).toBeNull();
    } finally {
      await database.close();
    }
    // Two `pi` runs and a database opened afresh: slower than a request.
  }, 120_000);
});
