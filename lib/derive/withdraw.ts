import { and, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { citations, fileElements, trackerValues } from '../db/schema';
import { isCorrection } from './rules/corrections';
import type { ValueDraft } from './values';

export interface ItemSources {
  emailIds: number[];
  fileIds: number[];
  meetingIds: number[];
}

/**
 * Soft-deletes the system's suggestions citing these items that derivation no
 * longer finds (the item changed or went away). Reviewed values stay: a
 * person decided on them.
 */
export async function retireSuggestions(tx: Tx, items: ItemSources, keep: number[]): Promise<void> {
  // Only the kinds of item given, each an indexed lookup: an `or` with a subquery, or with empty lists standing in,
  // read every citation of every workspace on each run. The elements' ids are read once (an init plan), so the
  // element lookup uses its index too.
  const cites = [
    items.emailIds.length ? inArray(citations.emailId, items.emailIds) : undefined,
    items.fileIds.length ? inArray(citations.fileId, items.fileIds) : undefined,
    items.meetingIds.length ? inArray(citations.meetingId, items.meetingIds) : undefined,
    items.fileIds.length
      ? sql`${citations.elementId} = any(array(${tx
          .select({ id: fileElements.id })
          .from(fileElements)
          .where(inArray(fileElements.fileId, items.fileIds))}))`
      : undefined,
  ].filter((c) => c !== undefined);
  if (cites.length === 0) return;
  const cited = tx
    .select({ id: citations.trackerValueId })
    .from(citations)
    .where(or(...cites));
  await withdraw(tx, inArray(trackerValues.id, cited), keep.length ? notInArray(trackerValues.id, keep) : undefined);
}

/** Soft-deletes the system's own suggestions that match: what a person reviewed is never withdrawn. */
async function withdraw(tx: Tx, ...where: (SQL | undefined)[]): Promise<void> {
  await tx
    .update(trackerValues)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(trackerValues.origin, 'system'),
        eq(trackerValues.status, 'suggested'),
        isNull(trackerValues.deletedAt),
        ...where,
      ),
    );
}

/**
 * A figure that says it corrects an earlier one ("July net burn was $1.85M, not $1.9M") withdraws the system's
 * earlier suggestions of another amount for the same tracker, company and date, as `retireSuggestions` does:
 * reviewed values stay, a person decided on them.
 */
export async function withdrawCorrected(
  tx: Tx,
  companyId: number,
  drafts: ValueDraft[],
  reportedAt: Date,
  keep: number[],
): Promise<void> {
  const corrections = drafts.filter((d) => isCorrection(d.found.quote));
  if (corrections.length === 0) return;
  await withdraw(
    tx,
    eq(trackerValues.companyId, companyId),
    or(
      ...corrections.map((d) =>
        and(eq(trackerValues.trackerId, d.trackerId), eq(trackerValues.effectiveAt, d.found.effectiveAt)),
      ),
    ),
    sql`${trackerValues.reportedAt} <= ${reportedAt.toISOString()}::timestamptz`,
    notInArray(trackerValues.id, keep),
  );
}
