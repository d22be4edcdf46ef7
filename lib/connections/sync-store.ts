import { and, asc, eq, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { connections } from '../db/schema';
import type { SyncErrorCode } from './imap';
import { IMAP_PROVIDER, type ImapCursor } from './imap-settings';

// The statements of the sync loop. Every timestamp comes from the database's
// clock, so servers with skewed clocks still agree on what is due.

/** How long a claim keeps other servers off a connection; a crashed server's claim lapses after it. */
const LEASE = sql`interval '15 minutes'`;
/** Authentication failures in a row that disable a connection: a wrong password must not lock the account. */
const AUTH_FAILURES_TO_DISABLE = 3;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

export interface Claimed {
  id: number;
  publicId: string;
  workspaceId: number;
  ownerMemberId: number | null;
  settings: Record<string, unknown> | null;
  secret: string | null;
  cursor: Record<string, unknown> | null;
}

const live = and(
  eq(connections.provider, IMAP_PROVIDER),
  isNull(connections.deletedAt),
  isNull(connections.disabledAt),
);

/**
 * Takes one due IMAP connection and pushes its next_sync_at a lease ahead.
 * FOR UPDATE SKIP LOCKED: servers claiming at the same moment on one
 * PostgreSQL each get a different row, never the same one.
 */
export async function claimDue(db: Db, exclude: number[]): Promise<Claimed | undefined> {
  const due = db
    .select({ id: connections.id })
    .from(connections)
    .where(
      and(
        live,
        or(isNull(connections.nextSyncAt), lte(connections.nextSyncAt, sql`now()`)),
        exclude.length > 0 ? notInArray(connections.id, exclude) : undefined,
      ),
    )
    .orderBy(sql`${connections.nextSyncAt} asc nulls first`, asc(connections.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(connections)
    .set({ nextSyncAt: sql`now() + ${LEASE}` })
    .where(eq(connections.id, sql`(${due})`))
    .returning({
      id: connections.id,
      publicId: connections.publicId,
      workspaceId: connections.workspaceId,
      ownerMemberId: connections.ownerMemberId,
      settings: connections.settings,
      secret: connections.secret,
      cursor: connections.cursor,
    });
  return row;
}

/** Milliseconds until the next live connection not polled here falls due (0 when one is due now), or undefined. */
export async function msUntilNextDue(db: Db, exclude: number[]): Promise<number | undefined> {
  const [row] = await db
    .select({
      ms: sql<string | null>`extract(epoch from (min(coalesce(${connections.nextSyncAt}, now())) - now())) * 1000`,
    })
    .from(connections)
    .where(and(live, exclude.length > 0 ? notInArray(connections.id, exclude) : undefined));
  return row?.ms === null || row?.ms === undefined ? undefined : Math.max(0, Number(row.ms));
}

/**
 * The next poll's time, unless "sync now" moved it to the past while this
 * poll ran (the claim had put it a lease ahead): then that request stands.
 */
const nextSync = (delayMs: number) =>
  sql`case when ${connections.nextSyncAt} <= now() then ${connections.nextSyncAt}
      else now() + ${delayMs}::float8 * interval '1 millisecond' end`;

/** Stores the cursor, never moving it backwards should two polls of one connection overlap. */
export async function saveCursor(db: Db, id: number, cursor: ImapCursor): Promise<void> {
  await db
    .update(connections)
    .set({ cursor: { ...cursor } })
    .where(
      and(
        eq(connections.id, id),
        sql`(${connections.cursor} is null
          or ${connections.cursor}->>'uidValidity' is distinct from ${cursor.uidValidity}
          or coalesce((${connections.cursor}->>'lastUid')::bigint, -1) < ${cursor.lastUid})`,
      ),
    );
}

/** A poll that worked: synced_at moves, the failure run ends; error_at stays as history. */
export async function recordSuccess(db: Db, id: number, delayMs: number): Promise<void> {
  await db
    .update(connections)
    .set({ syncedAt: sql`now()`, failureCount: 0, errorId: null, nextSyncAt: nextSync(delayMs) })
    .where(eq(connections.id, id));
}

/**
 * A poll that failed: error_at and error_id say when and what. failure_count
 * is the length of the current run of the same error, so "3 authentication
 * failures in a row" is exact; the third disables the connection. The next
 * poll backs off: interval × 2^run, at most an hour (or the interval, if longer).
 */
export async function recordFailure(
  db: Db,
  id: number,
  code: SyncErrorCode,
  intervalMs: number,
): Promise<{ failureCount: number; disabled: boolean }> {
  const run = sql`(case when ${connections.errorId} = ${code} then ${connections.failureCount} + 1 else 1 end)`;
  const cap = Math.max(intervalMs, MAX_BACKOFF_MS);
  const backoff = sql`least(${cap}::float8, ${intervalMs}::float8 * power(2, least(${run}, 30)))`;
  const [row] = await db
    .update(connections)
    .set({
      errorAt: sql`now()`,
      errorId: code,
      failureCount: run,
      disabledAt:
        code === 'auth_failed'
          ? sql`case when ${run} >= ${AUTH_FAILURES_TO_DISABLE} then coalesce(${connections.disabledAt}, now()) else ${connections.disabledAt} end`
          : undefined,
      nextSyncAt: sql`case when ${connections.nextSyncAt} <= now() then ${connections.nextSyncAt}
        else now() + ${backoff} * interval '1 millisecond' end`,
    })
    .where(eq(connections.id, id))
    .returning({ failureCount: connections.failureCount, disabledAt: connections.disabledAt });
  return { failureCount: row?.failureCount ?? 0, disabled: Boolean(row?.disabledAt) };
}

/** Gives a claim back untouched (shutdown, or a failure of our own): the connection is due again at once. */
export async function releaseClaim(db: Db, id: number, delayMs = 0): Promise<void> {
  await db
    .update(connections)
    .set({ nextSyncAt: nextSync(delayMs) })
    .where(eq(connections.id, id));
}

/** "Sync now": due at once, unless removed or disabled. True when the connection is live IMAP. */
export async function markDue(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(connections)
    .set({ nextSyncAt: sql`now()` })
    .where(and(eq(connections.id, id), live))
    .returning({ id: connections.id });
  return rows.length > 0;
}
