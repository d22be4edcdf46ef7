import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { companies, touchpoints } from '../db/schema';
import type { RecentTouchpoint } from '../schemas/activity';
import { keyset, keysetAfter, keysetOrder, type KeyValue } from './pagination';
import { toTouchpoint, type loadTouchpointDetails } from './touchpoint-details';
import { touchpointColumns, touchpointVisible } from './touchpoints';

/** Newest change first, over touchpoints_recent (workspace, updatedAt desc, publicId desc, live rows). */
export const RECENT_ORDER = keyset(
  'desc',
  { column: touchpoints.updatedAt, kind: 'timestamp' },
  { column: touchpoints.publicId, kind: 'string' },
);

interface RecentRow {
  id: number;
  publicId: string;
  headline: string | null;
  snippet: string | null;
  topics: string[] | null;
  occurredAt: Date;
  updatedAt: Date;
  createdAt: Date;
  companyPublicId: string;
  companyName: string;
}

export const recentCursor = (row: RecentRow): KeyValue[] => [row.updatedAt.toISOString(), row.publicId];

/**
 * One page of the workspace's touchpoints by their last change. What is
 * visible is touchpointVisible's rule (a live touchpoint of a live company);
 * the join to the owner, by primary key, only brings its name.
 */
export function listRecentTouchpoints(
  db: DbOrTx,
  workspaceId: number,
  q: { updatedAfter?: string; limit: number; after?: KeyValue[] },
): Promise<RecentRow[]> {
  return db
    .select({
      ...touchpointColumns,
      createdAt: touchpoints.createdAt,
      companyPublicId: companies.publicId,
      companyName: companies.name,
    })
    .from(touchpoints)
    .innerJoin(companies, eq(companies.id, touchpoints.companyId))
    .where(
      and(
        touchpointVisible(workspaceId),
        // Compared in the database so sub-millisecond input keeps its exact meaning.
        q.updatedAfter === undefined ? undefined : sql`${touchpoints.updatedAt} >= ${q.updatedAfter}::timestamptz`,
        keysetAfter(RECENT_ORDER, q.after),
      ),
    )
    .orderBy(...keysetOrder(RECENT_ORDER))
    .limit(q.limit + 1);
}

type Details = Awaited<ReturnType<typeof loadTouchpointDetails>>;

export function toRecentTouchpoint(row: RecentRow, details: Details): RecentTouchpoint {
  return {
    ...toTouchpoint(row, details),
    companyPublicId: row.companyPublicId,
    companyName: row.companyName,
    createdAt: row.createdAt.toISOString(),
  };
}
