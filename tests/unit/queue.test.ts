import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../lib/db/client';
import { enqueue, processingOf, wakeWorkers } from '../../lib/queue/jobs';
import { startWorker, type Deriver, type Job } from '../../lib/queue/worker';
import { freshPostgresDatabase } from '../helpers/own-server';

let database: Database;
let dataDir = '';
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-queue-'));
  let databaseUrl: string | undefined;
  if (inject('database') === 'postgres') {
    const fresh = await freshPostgresDatabase('queue');
    databaseUrl = fresh.url;
    drop = fresh.drop;
  }
  database = await openDatabase({ databaseUrl, dataDir, holder: 'queue test' });
  await database.migrate();
  await database.db.execute(sql`insert into workspaces (id, public_id, slug, name) values (1, 'w1', 'w1', 'W')`);
}, 120_000);

afterAll(async () => {
  await database?.close();
  await drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 20));
}

it('a poisoned job ends failed with its error after its attempts, and never blocks the jobs behind it', async () => {
  const done: number[] = [];
  const deriver: Deriver = {
    prepare: async (_db, job: Job) => {
      if (job.itemId === 13) throw new Error('cannot derive item 13');
      return async () => {
        done.push(job.itemId);
      };
    },
  };
  const log = pino({ level: 'silent' });
  await database.db.transaction(async (tx) => {
    for (const id of [11, 13, 15]) await enqueue(tx, 1, 'note', id);
  });
  const worker = startWorker({ db: database.db, log, deriver, concurrency: 1, maxAttempts: 2, pollMs: 20 });
  wakeWorkers();
  try {
    await until(async () => (await processingOf(database.db, 'note', 15))?.state === 'done');
    expect(done).toContain(11);
    await until(async () => (await processingOf(database.db, 'note', 13))?.state === 'failed');
    expect(await processingOf(database.db, 'note', 13)).toMatchObject({
      state: 'failed',
      error: 'cannot derive item 13',
    });
    expect(done).not.toContain(13);
  } finally {
    await worker.stop();
  }
}, 60_000);

it('a write during processing re-queues the item, so the newest version is derived', async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const seen: number[] = [];
  const deriver: Deriver = {
    prepare: async (_db, job) => {
      seen.push(job.version);
      if (job.version === 1) await gate;
      return async () => {};
    },
  };
  await database.db.transaction((tx) => enqueue(tx, 1, 'note', 21));
  const worker = startWorker({ db: database.db, log: pino({ level: 'silent' }), deriver, concurrency: 1, pollMs: 20 });
  wakeWorkers();
  try {
    await until(async () => seen.length === 1);
    expect((await processingOf(database.db, 'note', 21))?.state).toBe('processing');
    await database.db.transaction((tx) => enqueue(tx, 1, 'note', 21));
    release();
    await until(async () => (await processingOf(database.db, 'note', 21))?.state === 'done');
    expect(seen).toEqual([1, 2]);
  } finally {
    await worker.stop();
  }
}, 60_000);
