import { and, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { allOf, subquery } from '../db/conditions';
import { companies, insights, touchpoints } from '../db/schema';
import type { InsightCategory, Topic } from '../schemas/common';
import type { TOUCHPOINT_SORTS } from '../schemas/touchpoint';
import { keyset, keysetAfter, keysetOrder, type Keyset, type KeyValue } from './pagination';
import { companyVisible } from './companies';

type TouchpointSort = (typeof TOUCHPOINT_SORTS)[number];

const owner = alias(companies, 'touchpoint_company');

/**
 * The one rule for which touchpoints a workspace sees: a live touchpoint of
 * a live company (deleting a company hides its touchpoints, contract §2).
 * The API, citations and source pages all ask it; EXISTS needs no join.
 */
export function touchpointVisible(workspaceId: number): SQL {
  return allOf(
    eq(touchpoints.workspaceId, workspaceId),
    isNull(touchpoints.deletedAt),
    exists(
      subquery
        .select({ one: sql`1` })
        .from(owner)
        .where(and(eq(owner.id, touchpoints.companyId), companyVisible(workspaceId, owner))),
    ),
  );
}

export const touchpointColumns = {
  id: touchpoints.id,
  publicId: touchpoints.publicId,
  headline: touchpoints.headline,
  snippet: touchpoints.snippet,
  topics: touchpoints.topics,
  occurredAt: touchpoints.occurredAt,
  updatedAt: touchpoints.updatedAt,
};

export interface TouchpointRow {
  id: number;
  publicId: string;
  headline: string | null;
  snippet: string | null;
  topics: string[] | null;
  occurredAt: Date;
  updatedAt: Date;
}

const byTime = (column: typeof touchpoints.occurredAt | typeof touchpoints.updatedAt) =>
  keyset('desc', { column, kind: 'timestamp' }, { column: touchpoints.publicId, kind: 'string' });

export const TOUCHPOINT_ORDER: Record<TouchpointSort, Keyset> = {
  occurredAt: byTime(touchpoints.occurredAt),
  updatedAt: byTime(touchpoints.updatedAt),
};

export const touchpointCursor =
  (sort: TouchpointSort) =>
  (row: TouchpointRow): KeyValue[] => [row[sort].toISOString(), row.publicId];

/**
 * One page of a company's touchpoints, newest first by the sort key. The
 * company has been checked live by the caller; the keyset follows the
 * touchpoints_by_occurred / touchpoints_by_updated indexes.
 */
export async function listTouchpoints(
  db: DbOrTx,
  workspaceId: number,
  companyId: number,
  q: { sort: TouchpointSort; topics: Topic[]; categories: InsightCategory[]; limit: number; after?: KeyValue[] },
): Promise<TouchpointRow[]> {
  const topicArray = sql.join(
    q.topics.map((t) => sql`${t}`),
    sql`, `,
  );
  return db
    .select(touchpointColumns)
    .from(touchpoints)
    .where(
      and(
        eq(touchpoints.companyId, companyId),
        touchpointVisible(workspaceId),
        q.topics.length > 0 ? sql`${touchpoints.topics} && array[${topicArray}]::text[]` : undefined,
        q.categories.length > 0
          ? exists(
              db
                .select({ one: sql`1` })
                .from(insights)
                .where(and(eq(insights.touchpointId, touchpoints.id), inArray(insights.category, q.categories))),
            )
          : undefined,
        keysetAfter(TOUCHPOINT_ORDER[q.sort], q.after),
      ),
    )
    .orderBy(...keysetOrder(TOUCHPOINT_ORDER[q.sort]))
    .limit(q.limit + 1);
}
