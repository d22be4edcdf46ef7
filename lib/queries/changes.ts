import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { subquery } from '../db/conditions';
import { connections, derivationJobs, members } from '../db/schema';
import { latestVisibleAuditAt } from './audit-events';

/**
 * When anything an open console shows last changed for this member: derivation (mail, files, meetings and notes
 * arriving, queued, read, failed), a change the member may see in the audit trail (reviews, fund statuses,
 * edits), or a connection's state. Each part is one index probe, so a console can ask every few seconds.
 *
 * A job's final update is its transaction's last statement and is stamped with clock_timestamp() (lib/queue),
 * so a change committed after a poll is not hidden behind an earlier, larger stamp.
 */
export async function latestChange(db: DbOrTx, workspaceId: number, memberId: number): Promise<Date | null> {
  const job = subquery
    .select({ at: derivationJobs.updatedAt })
    .from(derivationJobs)
    .where(eq(derivationJobs.workspaceId, workspaceId))
    .orderBy(sql`${derivationJobs.updatedAt} desc`)
    .limit(1);
  const connection = subquery
    .select({
      at: sql`max(greatest(${connections.createdAt}, ${connections.syncedAt}, ${connections.errorAt}, ${connections.disabledAt}, ${connections.deletedAt}))`,
    })
    .from(connections)
    .where(eq(connections.workspaceId, workspaceId));
  const res = await db.execute(
    sql`select greatest((${job}), ${latestVisibleAuditAt(workspaceId, memberId)}, (${connection})) as at`,
  );
  // Both drivers answer { rows }; a timestamptz comes back as text or a Date depending on the driver.
  const at = (res as unknown as { rows: { at: string | Date | null }[] }).rows[0]?.at;
  return at ? new Date(at) : null;
}

/** The member's last visit, as marked (null until the first mark). */
export async function lastVisitOf(db: DbOrTx, workspaceId: number, memberId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: members.lastVisitAt })
    .from(members)
    .where(and(eq(members.workspaceId, workspaceId), eq(members.id, memberId)));
  return row?.at ?? null;
}

/** Moves the member's last visit to `at`; never backwards, so a stale tab's mark cannot undo a newer one. */
export async function markVisit(db: DbOrTx, workspaceId: number, memberId: number, at: Date): Promise<Date | null> {
  await db
    .update(members)
    .set({ lastVisitAt: sql`greatest(${members.lastVisitAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(members.workspaceId, workspaceId), eq(members.id, memberId)));
  return lastVisitOf(db, workspaceId, memberId);
}

/** Forgets the member's last visit: Home starts over with its first-visit window. */
export async function clearVisit(db: DbOrTx, workspaceId: number, memberId: number): Promise<void> {
  await db
    .update(members)
    .set({ lastVisitAt: null })
    .where(and(eq(members.workspaceId, workspaceId), eq(members.id, memberId)));
}
