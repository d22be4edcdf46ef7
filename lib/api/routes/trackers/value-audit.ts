import { changesOf, recordAudit, type Who } from '../../../audit/record';
import type { DbOrTx } from '../../../db/client';

/** The reviewable fields of a value, as stored. */
interface ValueFields {
  status: string;
  value: unknown;
  note: string | null;
  effectiveAt: string;
  period: unknown;
}

/** A correction changes what the value says: the amount, the date it holds for, or its period. */
const CORRECTED: readonly string[] = ['value', 'effectiveAt', 'period'];

/**
 * Records a review (contract §8) in its transaction: `rejected`, else
 * `corrected` when the value, its date or its period changed, else `confirmed`. A review is a
 * decision, so it is recorded even when it changes no field (its
 * statusUpdatedAt moves all the same).
 */
export async function auditReview(
  tx: DbOrTx,
  who: Who,
  publicId: string,
  before: ValueFields,
  after: ValueFields,
): Promise<void> {
  const snapshot = (v: ValueFields) => ({
    status: v.status,
    value: v.value,
    note: v.note,
    effectiveAt: v.effectiveAt,
    period: v.period,
  });
  const changes = changesOf(snapshot(before), snapshot(after));
  const corrected = CORRECTED.some((field) => field in changes);
  const action = after.status === 'rejected' ? 'rejected' : corrected ? 'corrected' : 'confirmed';
  await recordAudit(tx, who, [{ action, entityType: 'tracker_value', entityPublicId: publicId, changes }]);
}

/** Records a value entered by hand: every field it was given. */
export async function auditEntry(tx: DbOrTx, who: Who, publicId: string, fields: Record<string, unknown>) {
  const changes = changesOf(null, fields);
  await recordAudit(tx, who, [{ action: 'entered', entityType: 'tracker_value', entityPublicId: publicId, changes }]);
}
