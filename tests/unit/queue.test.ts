import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../lib/db/client';
import { enqueue, processingOf, wakeWorkers } from '../../lib/queue/jobs';
import { startWorker, type Deriver, type Job } from '../../lib/queue/worker';
import { ownDatabase } from '../helpers/own-server';

let database: Database & { dispose(): Promise<void> };

beforeAll(async () => {
  database = await ownDatabase('queue');
  await database.db.execute(sql`insert into workspaces (id, public_id, slug, name) values (1, 'w1', 'w1', 'W')`);
}, 120_000);

afterAll(() => database?.dispose());

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

/** Buffers the claim's search reads with the queue empty: the dead versions of finished jobs it wades through. */
async function claimBuffers(): Promise<number> {
  const res = await database.db.execute(sql`explain (analyze, buffers, format json)
    select id from derivation_jobs where state in ('queued', 'processing') and run_at <= now()
    order by run_at, id limit 1`);
  const [row] = (res as unknown as { rows: { 'QUERY PLAN': [{ Plan: { 'Shared Hit Blocks': number } }] }[] }).rows;
  return row?.['QUERY PLAN'][0].Plan['Shared Hit Blocks'] ?? 0;
}

async function runJobs(ids: number[], vacuumEvery?: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    for (const id of ids) await enqueue(tx, 1, 'note', id);
  });
  const deriver: Deriver = { prepare: async () => async () => {} };
  const log = pino({ level: 'silent' });
  const worker = startWorker({ db: database.db, log, deriver, concurrency: 2, pollMs: 20, vacuumEvery });
  wakeWorkers();
  try {
    const last = ids.at(-1) ?? 0;
    await until(async () => (await processingOf(database.db, 'note', last))?.state === 'done');
    await until(async () => (await processingOf(database.db, 'note', ids[0] ?? 0))?.state === 'done');
  } finally {
    await worker.stop();
  }
}

it('vacuums the queue as jobs finish when asked to, so a claim does not read every finished job', async () => {
  const range = (from: number) => Array.from({ length: 400 }, (_, i) => from + i);
  // PostgreSQL's own autovacuum could clean the first run's leftovers meanwhile (PGlite has none): kept off here.
  await database.db.execute(sql`alter table derivation_jobs set (autovacuum_enabled = false)`);
  await runJobs(range(1_000));
  const unvacuumed = await claimBuffers();
  await runJobs(range(2_000), 50);
  const vacuumed = await claimBuffers();
  expect(vacuumed).toBeLessThan(unvacuumed / 2);
}, 120_000);
