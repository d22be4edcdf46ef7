import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '../db/client';
import type { ItemType } from '../db/schema';
import { onQueued } from './jobs';

export interface Job {
  id: number;
  workspaceId: number;
  itemType: ItemType;
  itemId: number;
  version: number;
  attempts: number;
}

/**
 * Derivation in two steps: `prepare` reads and does the slow work (parsing
 * files) outside any transaction, so an embedded database is not held while
 * a PDF is read; `write` stores the result in the transaction that marks the
 * job done, so `done` always means "written and visible".
 */
export interface Deriver {
  /** The write answers a notice for a job done with a part left out (shown as the item's processing `error`). */
  prepare(db: Db, job: Job): Promise<(tx: Tx) => Promise<string | void>>;
}

interface WorkerOptions {
  db: Db;
  log: Logger;
  deriver: Deriver;
  /** Jobs in flight in this process; 0 runs none. */
  concurrency: number;
  /** How often an idle worker looks for work queued by another server. */
  pollMs?: number;
  /** A claim lapses this long after its last heartbeat, so a crashed worker's job is taken again. */
  lockMs?: number;
  /** Attempts before a job ends `failed` with its error. */
  maxAttempts?: number;
  /**
   * Vacuum the queue after this many finished jobs. Embedded PGlite has no autovacuum: each job leaves dead
   * versions in the queue's index, and every claim walked them all (1.7 ms a claim after 1,000 jobs).
   */
  vacuumEvery?: number;
}

interface Worker {
  stop(): Promise<void>;
}

const BACKOFF_CAP_MS = 5 * 60_000;

/** Retry after 2, 4, 8 … seconds, capped. */
const backoffMs = (attempts: number) => Math.min(BACKOFF_CAP_MS, 1_000 * 2 ** attempts);

/**
 * Takes the next due job. A claim that lapsed means its server stopped mid-job (a crash, a kill):
 * such a job is taken again only while it has attempts left, so a job that takes its server down
 * is not handed from server to server forever (`quarantine` marks it failed).
 */
async function claim(db: Db, lockMs: number, maxAttempts: number): Promise<Job | undefined> {
  // SKIP LOCKED: servers sharing one PostgreSQL never take the same job.
  const res = await db.execute(sql`
    update derivation_jobs set state = 'processing', attempts = attempts + 1,
      locked_until = now() + ${`${lockMs} milliseconds`}::interval, updated_at = now()
    where id = (
      select id from derivation_jobs
      where state in ('queued', 'processing') and run_at <= now()
        and (state = 'queued' or (locked_until < now() and attempts < ${maxAttempts}))
      order by run_at, id
      for update skip locked
      limit 1)
    returning id, workspace_id, item_type, item_id, version, attempts`);
  const row = (res as unknown as { rows: Record<string, unknown>[] }).rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    workspaceId: Number(row.workspace_id),
    itemType: row.item_type as ItemType,
    itemId: Number(row.item_id),
    version: Number(row.version),
    attempts: Number(row.attempts),
  };
}

/** Done, unless the item was written again meanwhile: then it goes back to the queue. */
async function complete(tx: Tx, job: Job, notice: string | null): Promise<void> {
  await tx.execute(sql`
    update derivation_jobs set
      state = case when version = ${job.version} then 'done' else 'queued' end,
      attempts = case when version = ${job.version} then attempts else 0 end,
      error = ${notice}, locked_until = null, run_at = now(), updated_at = clock_timestamp()
    where id = ${job.id}`);
}

async function fail(db: Db, job: Job, error: string, maxAttempts: number): Promise<'failed' | 'retry'> {
  const final = job.attempts >= maxAttempts;
  await db.execute(sql`
    update derivation_jobs set
      state = case when version <> ${job.version} then 'queued' when ${final} then 'failed' else 'queued' end,
      error = ${error.slice(0, 2_000)}, locked_until = null, updated_at = now(),
      run_at = now() + ${`${backoffMs(job.attempts)} milliseconds`}::interval
    where id = ${job.id}`);
  return final ? 'failed' : 'retry';
}

/**
 * Ends as failed every job whose claim lapsed with no attempt left: each server that took it
 * stopped before finishing. Answers the jobs it stopped, for the log.
 */
async function quarantine(db: Db, maxAttempts: number): Promise<{ id: number; attempts: number }[]> {
  const res = await db.execute(sql`
    update derivation_jobs set state = 'failed', locked_until = null, updated_at = now(),
      error = 'Stopped after ' || attempts || ' attempts: each time, the server working on it stopped before it finished.'
    where state = 'processing' and locked_until < now() and attempts >= ${maxAttempts}
    returning id, attempts`);
  const rows = (res as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({ id: Number(r.id), attempts: Number(r.attempts) }));
}

/** How often a server looks for lapsed jobs to quarantine; claim already skips them meanwhile. */
const QUARANTINE_EVERY_MS = 5_000;

/** Runs queued derivation jobs until stopped; wakes at once on work queued in this process. */
export function startWorker(opts: WorkerOptions): Worker {
  const { db, log, deriver } = opts;
  const pollMs = opts.pollMs ?? 1_000;
  const lockMs = opts.lockMs ?? 60_000;
  const maxAttempts = opts.maxAttempts ?? 5;
  let stopping = false;
  const sleepers = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of sleepers) wake();
  };
  const unsubscribe = onQueued(wakeAll);

  async function runOne(job: Job): Promise<void> {
    // Keeps the claim alive while the job runs; a server that dies stops renewing it.
    const heartbeat = setInterval(() => {
      db.execute(
        sql`update derivation_jobs set locked_until = now() + ${`${lockMs} milliseconds`}::interval
            where id = ${job.id} and state = 'processing'`,
      ).catch(() => {});
    }, lockMs / 3);
    heartbeat.unref();
    try {
      const write = await deriver.prepare(db, job);
      await db.transaction(async (tx) => {
        const notice = await write(tx);
        await complete(tx, job, notice ?? null);
      });
    } catch (err) {
      // A failed query's own message holds its SQL; the database's reason is in its cause.
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
      const message = cause instanceof Error ? cause.message : String(cause);
      const outcome = await fail(db, job, message, maxAttempts);
      // The item's type and id only: never its content.
      log.warn(
        { job: job.id, item: `${job.itemType}:${job.itemId}`, attempt: job.attempts, outcome },
        'derivation failed',
      );
    }
  }

  let sinceVacuum = 0;
  async function vacuumDue(): Promise<void> {
    if (!opts.vacuumEvery || ++sinceVacuum < opts.vacuumEvery) return;
    sinceVacuum = 0;
    await db.execute(sql`vacuum derivation_jobs`);
  }

  let lastQuarantine = 0;
  async function quarantineDue(): Promise<void> {
    if (Date.now() - lastQuarantine < QUARANTINE_EVERY_MS) return;
    lastQuarantine = Date.now();
    for (const job of await quarantine(db, maxAttempts)) {
      log.error({ job: job.id, attempts: job.attempts }, 'derivation job quarantined: its server stopped each attempt');
    }
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      let job: Job | undefined;
      try {
        await quarantineDue();
        job = await claim(db, lockMs, maxAttempts);
      } catch (err) {
        log.error({ err: err instanceof Error ? err.message : String(err) }, 'derivation queue unavailable');
      }
      if (job) {
        await runOne(job);
        await vacuumDue().catch((err: unknown) =>
          log.warn({ err: err instanceof Error ? err.message : String(err) }, 'vacuuming the queue failed'),
        );
        continue;
      }
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          sleepers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, pollMs);
        timer.unref();
        sleepers.add(wake);
      });
    }
  }

  // None: this server queues work for others (or for its own next start) and derives nothing.
  const loops = Array.from({ length: opts.concurrency }, () => loop());
  return {
    stop: async () => {
      stopping = true;
      unsubscribe();
      wakeAll();
      await Promise.all(loops);
    },
  };
}

/**
 * Embedded PGlite has one process: at start, any job still marked processing was claimed by a
 * process that died. Its claim lapses at once, so it is taken again now, or quarantined if that
 * process was its last attempt.
 */
export async function releaseOrphanedClaims(db: Db): Promise<void> {
  // updated_at stays: it tells when a server last claimed the job.
  await db.execute(sql`update derivation_jobs set locked_until = now() - interval '1 second', run_at = now()
    where state = 'processing'`);
}
