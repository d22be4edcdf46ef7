import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Who } from '../../../audit/record';
import type { Db } from '../../../db/client';
import { companies, trackerValues } from '../../../db/schema';
import { newPublicId } from '../../../ids';
import { periodProblem } from '../../../schemas/period-policy';
import {
  MAX_NOTE_LENGTH,
  PeriodSchema,
  type Period,
  ValuePolicySchema,
  type PeriodInput,
  type TrackerKind,
  type TrackerValueCreate,
  type TrackerValueReview,
  type ValuePolicy,
} from '../../../schemas/tracker';
import { invalidField, notFound } from '../../../errors';
import { requireCompany } from '../../../queries/companies';
import { kindOf, trackerCovers, type TrackerRow } from '../../../queries/trackers';
import { liveValue, valueColumns, type ValueRow } from '../../../queries/tracker-value-rows';
import { auditEntry, auditReview } from './value-audit';

/* Writing values: a manual entry and a review, each checked against the tracker's kind and policy. */

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

/** A period that disagrees with the tracker's valuePolicy is a 400 naming the field (lib/schemas/period-policy.ts). */
function checkPeriod(tracker: TrackerRow, period: PeriodInput | Period | null | undefined): void {
  const problem = periodProblem({ name: tracker.name, kind: kindOf(tracker), policy: policyOf(tracker) }, period);
  if (problem) throw invalidField(problem.field, problem.message);
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
 * status, and its value, note, effective date or period when given, keeping
 * its origin. Both
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
  checkPeriod(tracker, input.period);
  const { workspaceId } = who;
  const now = sql`now()`;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        status: trackerValues.status,
        value: trackerValues.value,
        note: trackerValues.note,
        period: trackerValues.period,
        effectiveAt: trackerValues.effectiveAt,
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
    // A confirmed value is a fact like a manual one: a suggestion whose period the policy refuses (one derived
    // before suggestions obeyed it) cannot be confirmed as it stands. Rejecting it stays possible.
    // A corrected period was checked above, like a manual entry's; the stored one is checked only when kept.
    if (before && input.status === 'confirmed' && input.period === undefined) {
      checkPeriod(tracker, PeriodSchema.nullable().parse(before.period));
    }
    const [row] = await tx
      .update(trackerValues)
      .set({
        status: input.status,
        ...(input.value !== undefined ? { value: input.value } : {}),
        ...(input.note !== undefined ? { note: input.note } : {}),
        ...(input.effectiveAt !== undefined ? { effectiveAt: input.effectiveAt } : {}),
        ...(input.period !== undefined ? { period: input.period } : {}),
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
