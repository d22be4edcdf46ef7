import { and, eq, exists, gte, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Who } from '../../../audit/record';
import type { Db, DbOrTx } from '../../../db/client';
import { companies, trackers, trackerScopeCompanies, trackerValues } from '../../../db/schema';
import { newPublicId } from '../../../ids';
import type { Citation } from '../../../schemas/touchpoint';
import {
  MAX_NOTE_LENGTH,
  PeriodSchema,
  TrackerKindSchema,
  ValuePolicySchema,
  VALUE_STATUSES,
  ValueStatusSchema,
  type PeriodInput,
  type Tracker,
  type TrackerKind,
  type TrackerValueCreate,
  type TrackerValueReview,
  type TRACKER_VALUE_SORTS,
  type TrackerValue,
  type ValuePolicy,
  type ValueStatus,
} from '../../../schemas/tracker';
import { invalidField, notFound } from '../../core/errors';
import { requireCompany } from '../companies/companies.queries';
import { keyset, keysetAfter, keysetOrder, type Keyset, type KeyValue } from '../../core/pagination';
import { auditEntry, auditReview } from './value-audit';

export type TrackerRow = typeof trackers.$inferSelect;
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

export const trackerCursor = (row: TrackerRow): KeyValue[] => [row.name, row.publicId];

/** Live trackers the member may see: team-wide ones and the member's own private ones. */
export function trackerVisible(workspaceId: number, memberId: number) {
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

export const valueColumns = {
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

/** Rejected values are only listed on request. */
export const DEFAULT_VALUE_STATUSES: ValueStatus[] = ['confirmed', 'suggested'];

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

const policyOf = (row: TrackerRow): ValuePolicy | null =>
  row.valuePolicy === null ? null : ValuePolicySchema.parse(row.valuePolicy);

const JSON_TYPE: Record<TrackerKind, 'number' | 'boolean' | 'string'> = {
  money: 'number',
  number: 'number',
  percent: 'number',
  score: 'number',
  boolean: 'boolean',
  text: 'string',
};

/** A value has the JSON type of the tracker's kind; a score lies within its policy's bounds. */
function checkValue(tracker: TrackerRow, value: boolean | string | number): void {
  const kind = kindOf(tracker);
  const expected = JSON_TYPE[kind];
  if (typeof value !== expected) {
    throw invalidField(
      'value',
      `must be ${expected === 'boolean' ? 'a boolean' : `a ${expected}`} for ${kind} tracker ${tracker.name}`,
    );
  }
  const policy = policyOf(tracker);
  if (typeof value === 'number' && policy?.kind === 'score' && (value < policy.min || value > policy.max)) {
    throw invalidField('value', `must be from ${policy.min} to ${policy.max} for score tracker ${tracker.name}`);
  }
  if (typeof value === 'string') {
    if (value.trim() === '') throw invalidField('value', 'must not be blank');
    if (value.length > MAX_NOTE_LENGTH) throw invalidField('value', `must be at most ${MAX_NOTE_LENGTH} characters`);
  }
}

type Choice<T> = { allowed: T[] | null } | undefined;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** One facet of a period against the policy's choice for it: absent from the policy, or not among `allowed`, is a 400. */
function checkFacet<T>(tracker: TrackerRow, field: string, choice: Choice<T>, given: T | undefined): void {
  if (given === undefined) return;
  if (choice === undefined) {
    throw invalidField(field, `is not allowed: the valuePolicy of tracker ${tracker.name} defines none`);
  }
  if (choice.allowed !== null && !choice.allowed.some((a) => same(a, given))) {
    const allowed = choice.allowed.map((a) => JSON.stringify(a)).join(', ');
    throw invalidField(field, `must be one of ${allowed}, as the valuePolicy of tracker ${tracker.name} allows`);
  }
}

/**
 * A period agrees with the tracker's valuePolicy: the same kind, and each
 * window, cadence or denomination among those the policy allows. Trackers
 * without period semantics (valuePolicy null, or a score policy) take none.
 */
function checkPeriod(tracker: TrackerRow, period: PeriodInput | undefined): void {
  if (period === undefined) return;
  const policy = policyOf(tracker);
  if (policy === null || policy.kind === 'score') {
    throw invalidField('period', `is not allowed: ${kindOf(tracker)} tracker ${tracker.name} takes no period`);
  }
  if (period.kind !== policy.kind) {
    throw invalidField(
      'period.kind',
      `must be "${policy.kind}", as the valuePolicy of tracker ${tracker.name} requires`,
    );
  }
  if (period.kind === 'period_total' && policy.kind === 'period_total') {
    checkFacet(tracker, 'period.cadence', policy.cadence, period.cadence);
  }
  if (period.kind === 'point_in_time' && policy.kind === 'point_in_time') {
    checkFacet(tracker, 'period.observationWindow', policy.observationWindow, period.observationWindow);
    checkFacet(tracker, 'period.underlyingCadence', policy.underlyingCadence, period.underlyingCadence);
    checkFacet(tracker, 'period.denomination', policy.denomination, period.denomination);
  }
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

/**
 * A manual value: confirmed at once, reported now, in the tracker's preferred
 * unit. Body checks (400) come before the company lookup (404), and the scope
 * check (400) after it. The insert and its audit event share a transaction.
 */
export async function createValue(db: Db, who: Who, tracker: TrackerRow, input: TrackerValueCreate): Promise<string> {
  const { workspaceId } = who;
  checkValue(tracker, input.value);
  checkPeriod(tracker, input.period);
  const company = await requireCompany(db, workspaceId, input.companyPublicId);
  if (!(await trackerCovers(db, tracker.id, company.id))) {
    const predicate = `company ${input.companyPublicId} is outside the scope of tracker ${tracker.name}`;
    throw invalidField('companyPublicId', predicate, `companyPublicId: ${predicate}`);
  }
  const publicId = newPublicId();
  const now = sql`now()`;
  const fields = {
    value: input.value,
    unit: tracker.preferredUnit,
    period: input.period ?? null,
    note: input.note ?? null,
    status: 'confirmed',
    effectiveAt: input.effectiveAt,
  };
  await db.transaction(async (tx) => {
    await tx.insert(trackerValues).values({
      workspaceId,
      publicId,
      trackerId: tracker.id,
      companyId: company.id,
      ...fields,
      origin: 'manual',
      reportedAt: now,
      createdAt: now,
      updatedAt: now,
      statusUpdatedAt: now,
    });
    await auditEntry(tx, who, publicId, { companyPublicId: company.publicId, ...fields });
  });
  return publicId;
}

/**
 * Reviews one of the tracker's live values (of a live company): sets its
 * status, and its value or note when given, keeping its origin. Both
 * timestamps move to the database's now(). The row is locked and read first,
 * for the audit event's "before"; the update returns it as the list shows it.
 */
export async function reviewValue(
  db: Db,
  who: Who,
  tracker: TrackerRow,
  valuePublicId: string,
  input: TrackerValueReview,
  /** The version (updatedAt, as the API shows it) the reviewer saw; another one means someone changed it. */
  ifVersion?: string,
): Promise<{ row: ValueRow; stale: boolean }> {
  if (input.value !== undefined) checkValue(tracker, input.value);
  const { workspaceId } = who;
  const now = sql`now()`;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        status: trackerValues.status,
        value: trackerValues.value,
        note: trackerValues.note,
        updatedAt: trackerValues.updatedAt,
      })
      .from(trackerValues)
      .where(
        and(
          eq(trackerValues.workspaceId, workspaceId),
          eq(trackerValues.trackerId, tracker.id),
          eq(trackerValues.publicId, valuePublicId),
        ),
      )
      .for('update')
      .limit(1);
    if (before && ifVersion !== undefined && before.updatedAt.toISOString() !== ifVersion) {
      // Read under the row lock, so the answer is the state this review lost to.
      const [current] = await liveValue(tx, workspaceId, tracker.id, valuePublicId);
      if (current) return { row: current, stale: true };
    }
    const [row] = await tx
      .update(trackerValues)
      .set({
        status: input.status,
        ...(input.value !== undefined ? { value: input.value } : {}),
        ...(input.note !== undefined ? { note: input.note } : {}),
        updatedAt: now,
        statusUpdatedAt: now,
      })
      .from(companies)
      .where(
        and(
          eq(trackerValues.workspaceId, workspaceId),
          eq(trackerValues.trackerId, tracker.id),
          eq(trackerValues.publicId, valuePublicId),
          isNull(trackerValues.deletedAt),
          eq(companies.id, trackerValues.companyId),
          isNull(companies.deletedAt),
        ),
      )
      .returning(valueColumns);
    if (!row || !before) throw notFound(`value ${valuePublicId} of tracker ${tracker.publicId} not found`);
    await auditReview(tx, who, row.publicId, before, row);
    return { row, stale: false };
  });
}

/** One live value of the tracker, of a live company, as the list shows it. */
function liveValue(db: DbOrTx, workspaceId: number, trackerId: number, valuePublicId: string) {
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
