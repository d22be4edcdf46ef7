import fs from 'node:fs';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { removeConnection } from '../../lib/admin/connections';
import { openDatabase } from '../../lib/db/client';
import type { Connection } from '../../lib/schemas/connection';
import { compose } from '../helpers/intake';
import { startServer, type StartedServer } from '../helpers/server';
import { copyTemplate } from '../helpers/template';

/**
 * A server remembers its workspace's upload connection after an arrival commits. `pi connections remove` may
 * remove it from another process meanwhile (PostgreSQL lets both run): arrivals must go on, and land on a live
 * upload connection again.
 */
let server: StartedServer;
let databaseUrl = '';
let dataDir = '';
let drop: () => Promise<void>;
let key = '';

beforeAll(async () => {
  const template = inject('template');
  const database = await copyTemplate(template, 'upload_removed');
  drop = database.dispose;
  databaseUrl = String(database.env.DATABASE_URL);
  dataDir = database.dataDir;
  key = template.keys.ada;
  server = await startServer({ ...process.env, ...database.env, PI_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
});

afterAll(async () => {
  await server?.stop();
  await drop?.();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function call<T>(method: string, path: string, body?: string) {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'message/rfc822' } : {}) },
    body,
  });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : undefined) as T };
}

async function arrive(n: number): Promise<void> {
  const raw = await compose({
    from: 'someone@nowhere.example',
    to: 'ada@demo.example',
    subject: `Arrival ${n}`,
    text: 'Just saying hello.',
    messageId: `<arrival-${n}-${Date.now()}@nowhere.example>`,
  });
  const res = await call('POST', '/emails', raw.toString('utf8'));
  expect(res.status, res.text).toBe(202);
}

const uploads = async () =>
  (await call<{ items: Connection[] }>('GET', '/connections?limit=100')).body.items.filter(
    (c) => c.provider === 'upload',
  );

it('takes arrivals after its upload connection was removed, on a live one again', async () => {
  await arrive(1);
  const [first] = await uploads();
  if (!first) throw new Error('no upload connection after an arrival');

  const { db, close } = await openDatabase({ databaseUrl, dataDir: '', holder: 'test' });
  try {
    expect((await removeConnection(db, first.publicId)).alreadyRemoved).toBe(false);
  } finally {
    await close();
  }
  expect(await uploads()).toEqual([]);

  // The arrival that finds the remembered connection removed is taken; the next one makes a live connection.
  await arrive(2);
  await arrive(3);
  const after = await uploads();
  expect(after).toHaveLength(1);
  expect(after[0]?.publicId).not.toBe(first.publicId);
});
