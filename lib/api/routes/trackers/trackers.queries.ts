import { and, eq, exists, gte, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { companies, trackers, trackerScopeCompanies, trackerValues } from '../../../db/schema';
import type { Citation } from '../../../schemas/touchpoint';
import {
  PeriodSchema,
  TrackerKindSchema,
  ValuePolicySchema,
  ValueStatusSchema,
  type Tracker,
  type TrackerKind,
  type TRACKER_VALUE_SORTS,
  type TrackerValue,
  type ValueStatus,
} from '../../../schemas/tracker';
import { notFound } from '../../core/errors';
import { keyset, keysetAfter, keysetOrder, type Keyset, type KeyValue } from '../../core/pagination';

type TrackerRow = typeof trackers.$inferSelect;
export type ValueSort = (typeof TRACKER_VALUE_SORTS)[number];

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

export const VALUE_ORDER: Record<ValueSort, Keyset> = {
  effectiveAt: keyset(
    'desc',
    { column: trackerValues.effectiveAt, kind: 'date' },
    { column: trackerValues.publicId, kind: 'string' },
  ),
  updatedAt: keyset(
    'desc',
    { column: trackerValues.updatedAt, kind: 'timestamp' },
    { column: trackerValues.publicId, kind: 'string' },
  ),
};

export const trackerKeys = (row: TrackerRow): KeyValue[] => [row.name, row.publicId];

/** Live trackers the member may see: team-wide ones and the member's own private ones. */
function visible(workspaceId: number, memberId: number) {
  return and(
    eq(trackers.workspaceId, workspaceId),
    isNull(trackers.deletedAt),
    or(eq(trackers.visibility, 'team'), and(eq(trackers.visibility, 'private'), eq(trackers.ownerMemberId, memberId))),
  );
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
        visible(workspaceId, memberId),
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
    .where(and(visible(workspaceId, memberId), eq(trackers.publicId, publicId)))
    .limit(1);
  if (!row) throw notFound(`tracker ${publicId} not found`);
  return row;
}

const valueColumns = {
  id: trackerValues.id,
  publicId: trackerValues.publicId,
  companyPublicId: companies.publicId,
  value: trackerValues.value,
  unit: trackerValues.unit,
  period: trackerValues.period,
  note: trackerValues.note,
  origin: trackerValues.origin,
  status: trackerValues.status,
  effectiveAt: trackerValues.effectiveAt,
  reportedAt: trackerValues.reportedAt,
  createdAt: trackerValues.createdAt,
  updatedAt: trackerValues.updatedAt,
  statusUpdatedAt: trackerValues.statusUpdatedAt,
};

export interface ValueRow {
  id: number;
  publicId: string;
  companyPublicId: string;
  value: unknown;
  unit: string | null;
  period: unknown;
  note: string | null;
  origin: string;
  status: string;
  effectiveAt: string;
  reportedAt: Date;
  createdAt: Date;
  updatedAt: Date;
  statusUpdatedAt: Date;
}

export interface ValueFilters {
  sort: ValueSort;
  statuses: ValueStatus[];
  companyId?: number;
  effectiveFrom?: string;
  effectiveTo?: string;
  updatedAfter?: string;
}

export const valueKeys =
  (sort: ValueSort) =>
  (row: ValueRow): KeyValue[] =>
    sort === 'effectiveAt' ? [row.effectiveAt, row.publicId] : [row.updatedAt.toISOString(), row.publicId];

/**
 * A page of a tracker's values, newest first, over the tracker_values_*
 * indexes. Only the company's liveness is checked, not the tracker's current
 * scope: values recorded under an earlier scope remain history.
 */
export async function listValues(
  db: DbOrTx,
  workspaceId: number,
  trackerId: number,
  q: ValueFilters & { limit: number; after?: KeyValue[] },
): Promise<ValueRow[]> {
  return db
    .select(valueColumns)
    .from(trackerValues)
    .innerJoin(companies, and(eq(companies.id, trackerValues.companyId), isNull(companies.deletedAt)))
    .where(
      and(
        eq(trackerValues.workspaceId, workspaceId),
        eq(trackerValues.trackerId, trackerId),
        isNull(trackerValues.deletedAt),
        inArray(trackerValues.status, q.statuses),
        q.companyId === undefined ? undefined : eq(trackerValues.companyId, q.companyId),
        q.effectiveFrom === undefined ? undefined : gte(trackerValues.effectiveAt, q.effectiveFrom),
        q.effectiveTo === undefined ? undefined : lte(trackerValues.effectiveAt, q.effectiveTo),
        // Compared in the database so sub-millisecond input keeps its exact meaning.
        q.updatedAfter === undefined ? undefined : sql`${trackerValues.updatedAt} >= ${q.updatedAfter}::timestamptz`,
        keysetAfter(VALUE_ORDER[q.sort], q.after),
      ),
    )
    .orderBy(...keysetOrder(VALUE_ORDER[q.sort]))
    .limit(q.limit + 1);
}

/** The stored JSON value; anything that is not a JSON scalar is passed on as its JSON text. */
function scalar(value: unknown): boolean | string | number {
  if (typeof value === 'boolean' || typeof value === 'string' || typeof value === 'number') return value;
  return JSON.stringify(value);
}

export function toTrackerValue(row: ValueRow, kind: TrackerKind, citations: Citation[]): TrackerValue {
  const out: TrackerValue = {
    publicId: row.publicId,
    companyPublicId: row.companyPublicId,
    kind,
    value: scalar(row.value),
    origin: row.origin,
    status: ValueStatusSchema.parse(row.status),
    citations,
    effectiveAt: row.effectiveAt,
    reportedAt: row.reportedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    statusUpdatedAt: row.statusUpdatedAt.toISOString(),
  };
  if (row.unit !== null) out.unit = row.unit;
  if (row.period !== null) out.period = PeriodSchema.parse(row.period);
  if (row.note !== null) out.note = row.note;
  return out;
}
