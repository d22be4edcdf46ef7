import { and, asc, eq } from 'drizzle-orm';
import { touchpointVisible } from '../queries/touchpoints';
import type { DbOrTx } from '../db/client';
import { companies, touchpointItems, touchpoints } from '../db/schema';

export { isPublicId, isSourceType, type SourceType } from './types';

export interface CompanyRef {
  publicId: string;
  name: string;
}

export interface TouchpointRef {
  publicId: string;
  headline: string | null;
  occurredAt: string;
  company: CompanyRef;
}

export const iso = (d: Date): string => d.toISOString();
export const isoOrNull = (d: Date | null): string | null => (d === null ? null : d.toISOString());

/** Blank titles are as good as none. */
export const present = (s: string | null): string | null => (s !== null && s.trim() !== '' ? s : null);

/** Left-joined company columns as a reference; undefined when the item has no (live) company. */
export function companyRef(publicId: string | null, name: string | null): CompanyRef | undefined {
  return publicId !== null && name !== null ? { publicId, name } : undefined;
}

type ItemColumn = 'emailId' | 'fileId' | 'meetingId' | 'noteId';

/**
 * Live touchpoints (of live companies) that group an item, oldest first:
 * where an item sits in its company's history, and for meetings, which have
 * no company of their own, the only way to reach one.
 */
export async function groupingTouchpoints(
  db: DbOrTx,
  workspaceId: number,
  column: ItemColumn,
  itemId: number,
): Promise<TouchpointRef[]> {
  const rows = await db
    .selectDistinct({
      publicId: touchpoints.publicId,
      headline: touchpoints.headline,
      occurredAt: touchpoints.occurredAt,
      companyPublicId: companies.publicId,
      companyName: companies.name,
    })
    .from(touchpointItems)
    .innerJoin(touchpoints, eq(touchpoints.id, touchpointItems.touchpointId))
    .innerJoin(companies, eq(companies.id, touchpoints.companyId))
    .where(
      and(
        eq(touchpointItems.workspaceId, workspaceId),
        touchpointVisible(workspaceId),
        eq(touchpointItems[column], itemId),
      ),
    )
    .orderBy(asc(touchpoints.occurredAt), asc(touchpoints.publicId));
  return rows.map((r) => ({
    publicId: r.publicId,
    headline: r.headline,
    occurredAt: iso(r.occurredAt),
    company: { publicId: r.companyPublicId, name: r.companyName },
  }));
}
