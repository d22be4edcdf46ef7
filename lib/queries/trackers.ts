import { and, eq, exists, isNull, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { trackers, trackerScopeCompanies } from '../db/schema';
import { TrackerKindSchema, ValuePolicySchema, type Tracker, type TrackerKind } from '../schemas/tracker';
import { notFound } from '../errors';
import { keyset, keysetAfter, keysetOrder, type KeyValue } from './pagination';

/* Trackers themselves: who sees them and which companies their scope covers. Their values are in values.queries.ts. */

export type TrackerRow = typeof trackers.$inferSelect;

export const kindOf = (row: TrackerRow): TrackerKind => TrackerKindSchema.parse(row.kind);

/**
 * Stored JSON and enums are parsed on the way out rather than cast: a row that
 * does not fit the published schema fails loudly instead of leaking through.
 */
export function toTracker(row: TrackerRow): Tracker {
  const out: Tracker = {
    publicId: row.publicId,
    name: row.name,
    kind: kindOf(row),
    ingestionEnabled: row.ingestionEnabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    valuePolicy: row.valuePolicy === null ? null : ValuePolicySchema.parse(row.valuePolicy),
  };
  if (row.preferredUnit !== null) out.preferredUnit = row.preferredUnit;
  if (row.description !== null) out.description = row.description;
  return out;
}

export const TRACKER_ORDER = keyset(
  'asc',
  { column: trackers.name, kind: 'string' },
  { column: trackers.publicId, kind: 'string' },
);

export const trackerCursor = (row: TrackerRow): KeyValue[] => [row.name, row.publicId];

/**
 * Whom a tracker is open to, live or not: team-wide ones to every member,
 * private ones to their owner. The audit trail asks this for the events of a
 * tracker's values, which outlive the tracker as a deleted company's do.
 */
export function trackerOpenTo(memberId: number) {
  return or(
    eq(trackers.visibility, 'team'),
    and(eq(trackers.visibility, 'private'), eq(trackers.ownerMemberId, memberId)),
  );
}

/** Live trackers the member may see: team-wide ones and the member's own private ones. */
export function trackerVisible(workspaceId: number, memberId: number) {
  return and(eq(trackers.workspaceId, workspaceId), isNull(trackers.deletedAt), trackerOpenTo(memberId));
}

/** Whether a tracker's scope covers the company: all, all but the listed, or only the listed ones. */
function covers(db: DbOrTx, companyId: number) {
  const listed = db
    .select({ one: sql`1` })
    .from(trackerScopeCompanies)
    .where(and(eq(trackerScopeCompanies.trackerId, trackers.id), eq(trackerScopeCompanies.companyId, companyId)));
  return or(
    eq(trackers.scope, 'all'),
    and(eq(trackers.scope, 'all_except'), notExists(listed)),
    and(eq(trackers.scope, 'selected'), exists(listed)),
  );
}

export async function listTrackers(
  db: DbOrTx,
  workspaceId: number,
  memberId: number,
  q: { companyId?: number; limit: number; after?: KeyValue[] },
): Promise<TrackerRow[]> {
  return db
    .select()
    .from(trackers)
    .where(
      and(
        trackerVisible(workspaceId, memberId),
        q.companyId === undefined ? undefined : covers(db, q.companyId),
        keysetAfter(TRACKER_ORDER, q.after),
      ),
    )
    .orderBy(...keysetOrder(TRACKER_ORDER))
    .limit(q.limit + 1);
}

/** A tracker the member may see; unknown, deleted, foreign and others' private trackers are all 404. */
export async function requireTracker(
  db: DbOrTx,
  workspaceId: number,
  memberId: number,
  publicId: string,
): Promise<TrackerRow> {
  const [row] = await db
    .select()
    .from(trackers)
    .where(and(trackerVisible(workspaceId, memberId), eq(trackers.publicId, publicId)))
    .limit(1);
  if (!row) throw notFound(`tracker ${publicId} not found`);
  return row;
}

/** Whether the tracker's current scope covers the company. */
export async function trackerCovers(db: DbOrTx, trackerId: number, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: trackers.id })
    .from(trackers)
    .where(and(eq(trackers.id, trackerId), covers(db, companyId)))
    .limit(1);
  return row !== undefined;
}
