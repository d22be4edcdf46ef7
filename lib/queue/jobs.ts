import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { derivationJobs, type ItemType, type ProcessingState } from '../db/schema';

/**
 * Queues (or re-queues) an item for derivation, in the caller's transaction,
 * so the write and its work commit together (call `wakeWorkers` after the
 * commit). A row already queued or being
 * processed gets a new version: the worker finishing the old one leaves it
 * queued, and the newest write is derived.
 */
export async function enqueue(tx: DbOrTx, workspaceId: number, itemType: ItemType, itemId: number): Promise<void> {
  await tx
    .insert(derivationJobs)
    // Stamped when written, not when the transaction began: open consoles poll for the latest stamp (changes.ts).
    .values({ workspaceId, itemType, itemId, updatedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: [derivationJobs.itemType, derivationJobs.itemId],
      set: {
        // A job being processed stays claimed; finishing its older version re-queues it.
        state: sql`case when ${derivationJobs.state} = 'processing' then 'processing' else 'queued' end`,
        version: sql`${derivationJobs.version} + 1`,
        attempts: sql`case when ${derivationJobs.state} = 'processing' then ${derivationJobs.attempts} else 0 end`,
        runAt: sql`now()`,
        error: null,
        updatedAt: sql`clock_timestamp()`,
      },
    });
}

export interface Processing {
  state: ProcessingState;
  error: string | null;
  updatedAt: string;
}

/** The processing state of one item, as the API shows it; undefined when it was never queued. */
export async function processingOf(db: DbOrTx, itemType: ItemType, itemId: number): Promise<Processing | undefined> {
  const [row] = await db
    .select({ state: derivationJobs.state, error: derivationJobs.error, updatedAt: derivationJobs.updatedAt })
    .from(derivationJobs)
    .where(and(eq(derivationJobs.itemType, itemType), eq(derivationJobs.itemId, itemId)));
  if (!row) return undefined;
  return { state: row.state as ProcessingState, error: row.error, updatedAt: row.updatedAt.toISOString() };
}

// Workers in this process wake at once on new work; other servers find it on their next poll.
const listeners = new Set<() => void>();
export function onQueued(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
/** After a commit that queued work: workers of this process start on it at once. */
export function wakeWorkers(): void {
  for (const fn of listeners) queueMicrotask(fn);
}
