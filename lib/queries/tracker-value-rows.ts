import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { companies, trackerValues } from '../db/schema';
import type { Citation } from '../schemas/touchpoint';
import {
  PeriodSchema,
  VALUE_STATUSES,
  ValueStatusSchema,
  type TRACKER_VALUE_SORTS,
  type TrackerKind,
  type TrackerValue,
  type ValueStatus,
} from '../schemas/tracker';
import { keyset, keysetAfter, keysetOrder, type Keyset, type KeyValue } from './pagination';

/* Reading a tracker's values: the one rule for which values a reader sees, and their shape in the API. */

export type ValueSort = (typeof TRACKER_VALUE_SORTS)[number];

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

export const valueColumns = {
  id: trackerValues.id,
  publicId: trackerValues.publicId,
  companyPublicId: companies.publicId,
  companyName: companies.name,
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
  companyName: string;
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

/** Rejected values are only listed on request. */
const DEFAULT_VALUE_STATUSES: ValueStatus[] = ['confirmed', 'suggested'];

/** The statuses a request asks for, as a sorted set (order and repetition must not change a token binding). */
export const statusesOf = (requested: readonly ValueStatus[] | undefined): ValueStatus[] =>
  requested ? [...new Set(requested)].sort() : DEFAULT_VALUE_STATUSES;

export interface ValueFilters {
  sort: ValueSort;
  statuses: ValueStatus[];
  companyId?: number;
  effectiveFrom?: string;
  effectiveTo?: string;
  updatedAfter?: string;
}

export const valueCursor =
  (sort: ValueSort) =>
  (row: ValueRow): KeyValue[] =>
    sort === 'effectiveAt' ? [row.effectiveAt, row.publicId] : [row.updatedAt.toISOString(), row.publicId];

/** Join condition of every view of values: a deleted company hides its values. */
export const liveCompanyOfValue = and(eq(companies.id, trackerValues.companyId), isNull(companies.deletedAt));

/**
 * Which of a tracker's values a reader sees (or, without a tracker, of every
 * tracker: the caller joins the trackers it may see), by the list's filters: live
 * values of the workspace (their company's liveness comes with
 * `liveCompanyOfValue`). Only the company's liveness is checked, not the
 * tracker's current scope: values recorded under an earlier scope remain history.
 */
export function visibleValues(workspaceId: number, trackerId: number | undefined, q: Omit<ValueFilters, 'sort'>) {
  return and(
    eq(trackerValues.workspaceId, workspaceId),
    trackerId === undefined ? undefined : eq(trackerValues.trackerId, trackerId),
    isNull(trackerValues.deletedAt),
    inArray(trackerValues.status, q.statuses),
    q.companyId === undefined ? undefined : eq(trackerValues.companyId, q.companyId),
    q.effectiveFrom === undefined ? undefined : gte(trackerValues.effectiveAt, q.effectiveFrom),
    q.effectiveTo === undefined ? undefined : lte(trackerValues.effectiveAt, q.effectiveTo),
    // Compared in the database so sub-millisecond input keeps its exact meaning.
    q.updatedAfter === undefined ? undefined : sql`${trackerValues.updatedAt} >= ${q.updatedAfter}::timestamptz`,
  );
}

/** A page of a tracker's values, newest first, over the tracker_values_* indexes. */
export async function listValues(
  db: DbOrTx,
  workspaceId: number,
  trackerId: number,
  q: ValueFilters & { limit: number; after?: KeyValue[] },
): Promise<ValueRow[]> {
  return db
    .select(valueColumns)
    .from(trackerValues)
    .innerJoin(companies, liveCompanyOfValue)
    .where(and(visibleValues(workspaceId, trackerId, q), keysetAfter(VALUE_ORDER[q.sort], q.after)))
    .orderBy(...keysetOrder(VALUE_ORDER[q.sort]))
    .limit(q.limit + 1);
}

/** The stored JSON value; anything that is not a JSON scalar is passed on as its JSON text. */
export function scalar(value: unknown): boolean | string | number {
  if (typeof value === 'boolean' || typeof value === 'string' || typeof value === 'number') return value;
  return JSON.stringify(value);
}

export function toTrackerValue(row: ValueRow, kind: TrackerKind, citations: Citation[]): TrackerValue {
  const out: TrackerValue = {
    publicId: row.publicId,
    companyPublicId: row.companyPublicId,
    companyName: row.companyName,
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

/** One live value of the tracker, of a live company, as the list shows it. */
export function liveValue(db: DbOrTx, workspaceId: number, trackerId: number, valuePublicId: string) {
  return db
    .select(valueColumns)
    .from(trackerValues)
    .innerJoin(companies, liveCompanyOfValue)
    .where(
      and(
        visibleValues(workspaceId, trackerId, { statuses: [...VALUE_STATUSES] }),
        eq(trackerValues.publicId, valuePublicId),
      ),
    )
    .limit(1);
}
