import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { subquery } from '../db/conditions';
import { auditEvents, members, users, type AuditChanges } from '../db/schema';
import { newPublicId } from '../ids';
import { REDACTED, type AuditAction, type AuditEntityType } from '../schemas/audit-event';

/** Who writes through the API: the key's member, in the key's workspace. */
export interface Who {
  workspaceId: number;
  memberId: number;
}

export interface AuditEntry {
  action: AuditAction;
  entityType: AuditEntityType;
  entityPublicId: string;
  fundPublicId?: string;
  changes: AuditChanges;
}

/** A record of an entity's fields, as the API shows them (ISO date-times, public ids). */
type Snapshot = Record<string, unknown>;

/** Absent, null and empty lists all read as "no value". */
const valueOf = (v: unknown): unknown => (v === undefined || (Array.isArray(v) && v.length === 0) ? null : v);

/** How a field is written into the trail, when it should not be copied as it is. */
type Shown = Readonly<Record<string, (value: unknown) => unknown>>;

/** For bodies (a note's content, a meeting's notes): the trail says that they changed, never what they say. */
export const redacted = (): string => REDACTED;

/**
 * The fields that differ between two snapshots, as [before, after]; a create
 * passes null before, a delete null after. Fields are compared in full, then
 * written through `shown` where it names them (bodies become the REDACTED
 * marker), so the trail stays small and holds no text of a note or meeting.
 */
export function changesOf(before: Snapshot | null, after: Snapshot | null, shown: Shown = {}): AuditChanges {
  const out: AuditChanges = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const b = valueOf(before?.[field]);
    const a = valueOf(after?.[field]);
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    const show = shown[field];
    const write = (v: unknown) => (v === null || show === undefined ? v : show(v));
    out[field] = [write(b), write(a)];
  }
  return out;
}

export const hasChanges = (changes: AuditChanges): boolean => Object.keys(changes).length > 0;

/**
 * Records API writes; call it inside the write's transaction so the trail and
 * the data commit together. The actor's name and email are copied from the
 * member in the same statement.
 */
export async function recordAudit(tx: DbOrTx, who: Who, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  // Embedded selects are parenthesised by drizzle: each is a scalar subquery.
  const actor = (value: SQL) =>
    sql<string>`${subquery
      .select({ value })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(and(eq(members.id, who.memberId), eq(members.workspaceId, who.workspaceId)))}`;
  const actorName = actor(sql`trim(${users.firstName} || ' ' || ${users.lastName})`);
  const actorEmail = actor(sql`${users.email}`);
  await tx.insert(auditEvents).values(
    entries.map((e) => ({
      workspaceId: who.workspaceId,
      publicId: newPublicId(),
      actorMemberId: who.memberId,
      actorName,
      actorEmail,
      action: e.action,
      entityType: e.entityType,
      entityPublicId: e.entityPublicId,
      fundPublicId: e.fundPublicId ?? null,
      changes: e.changes,
    })),
  );
}
