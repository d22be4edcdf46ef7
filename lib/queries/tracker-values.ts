import { and, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { companies, fundCompanies, trackers, trackerValues } from '../db/schema';
import type { TrackerValueCounts, ValueStatus } from '../schemas/tracker';
import { keysetAfter, keysetOrder, type KeyValue } from './pagination';
import { companyNotDeleted } from './companies';
import { trackerVisible } from './trackers';
import {
  liveCompanyOfValue,
  VALUE_ORDER,
  valueColumns,
  visibleValues,
  type ValueFilters,
  type ValueRow,
} from './tracker-value-rows';

export interface WorkspaceValueFilters extends Omit<ValueFilters, 'statuses' | 'updatedAfter'> {
  status: ValueStatus;
  trackerIds?: number[];
  fundId?: number;
}

type WorkspaceValueRow = ValueRow & { trackerPublicId: string; trackerName: string; trackerKind: string };

/** Values of the trackers the member may see, under the values list's own visibility rule. */
function visibleAcrossTrackers(workspaceId: number, memberId: number) {
  return and(eq(trackers.id, trackerValues.trackerId), trackerVisible(workspaceId, memberId));
}

/** Whether the value's company is now in the fund. */
const inFund = (db: DbOrTx, fundId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(fundCompanies)
      .where(
        and(
          eq(fundCompanies.fundId, fundId),
          eq(fundCompanies.companyId, trackerValues.companyId),
          isNull(fundCompanies.removedAt),
        ),
      ),
  );

/** A page of values across trackers, newest first, over the tracker_values_review_* indexes. */
export async function listWorkspaceValues(
  db: DbOrTx,
  workspaceId: number,
  memberId: number,
  q: WorkspaceValueFilters & { limit: number; after?: KeyValue[] },
): Promise<WorkspaceValueRow[]> {
  const order = VALUE_ORDER[q.sort];
  return db
    .select({
      ...valueColumns,
      trackerPublicId: trackers.publicId,
      trackerName: trackers.name,
      trackerKind: trackers.kind,
    })
    .from(trackerValues)
    .innerJoin(companies, liveCompanyOfValue)
    .innerJoin(trackers, visibleAcrossTrackers(workspaceId, memberId))
    .where(
      and(
        visibleValues(workspaceId, undefined, { ...q, statuses: [q.status] }),
        q.trackerIds === undefined ? undefined : inArray(trackerValues.trackerId, q.trackerIds),
        q.fundId === undefined ? undefined : inFund(db, q.fundId),
        keysetAfter(order, q.after),
      ),
    )
    .orderBy(...keysetOrder(order))
    .limit(q.limit + 1);
}

/** How many values of the status each visible tracker holds, counted by the list's rule (liveCompanyOfValue as an anti-join). */
export async function countWorkspaceValues(
  db: DbOrTx,
  workspaceId: number,
  memberId: number,
  status: ValueStatus,
): Promise<TrackerValueCounts> {
  const rows = await db
    .select({ trackerPublicId: trackers.publicId, name: trackers.name, count: sql<number>`count(*)::int` })
    .from(trackerValues)
    .innerJoin(trackers, visibleAcrossTrackers(workspaceId, memberId))
    .where(
      and(visibleValues(workspaceId, undefined, { statuses: [status] }), companyNotDeleted(trackerValues.companyId)),
    )
    .groupBy(trackers.id, trackers.publicId, trackers.name)
    .orderBy(trackers.name, trackers.publicId);
  return { total: rows.reduce((sum, r) => sum + r.count, 0), trackers: rows };
}
