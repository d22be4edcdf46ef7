import { and, asc, desc, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { allOf, subquery } from '../../../db/conditions';
import { companies, emails, files, insights, meetings, notes, touchpointItems, touchpoints } from '../../../db/schema';
import { emailVisible, fileVisible } from '../../../intake/queries';
import { INSIGHT_CATEGORIES, TOPICS, type InsightCategory, type Topic } from '../../../schemas/common';
import type { Insight, Touchpoint, TOUCHPOINT_SORTS } from '../../../schemas/touchpoint';
import { keyset, keysetAfter, keysetOrder, type Keyset, type KeyValue } from '../../core/pagination';
import { resolveCitations } from '../citations/citations.queries';
import { companyVisible } from '../companies/companies.queries';
import { meetingVisible } from '../meetings/meetings.queries';
import { noteVisible } from '../notes/notes.queries';

export type TouchpointSort = (typeof TOUCHPOINT_SORTS)[number];

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

interface TouchpointRow {
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

interface Counts {
  emailCount: number;
  noteCount: number;
  meetingCount: number;
  fileCount: number;
}

const NO_ITEMS: Counts = { emailCount: 0, noteCount: 0, meetingCount: 0, fileCount: 0 };

/** Visible grouped items per touchpoint, each kind by its own rule: a hidden item no longer counts. */
async function countItems(db: DbOrTx, workspaceId: number, touchpointIds: number[]): Promise<Map<number, Counts>> {
  const rows = await db
    .select({
      touchpointId: touchpointItems.touchpointId,
      emailCount: sql<number>`count(${emails.id})::int`.mapWith(Number),
      noteCount: sql<number>`count(${notes.id})::int`.mapWith(Number),
      meetingCount: sql<number>`count(${meetings.id})::int`.mapWith(Number),
      fileCount: sql<number>`count(${files.id})::int`.mapWith(Number),
    })
    .from(touchpointItems)
    .leftJoin(emails, and(eq(emails.id, touchpointItems.emailId), emailVisible(workspaceId)))
    .leftJoin(notes, and(eq(notes.id, touchpointItems.noteId), noteVisible(workspaceId)))
    .leftJoin(meetings, and(eq(meetings.id, touchpointItems.meetingId), meetingVisible(workspaceId)))
    .leftJoin(files, and(eq(files.id, touchpointItems.fileId), fileVisible(workspaceId)))
    .where(and(eq(touchpointItems.workspaceId, workspaceId), inArray(touchpointItems.touchpointId, touchpointIds)))
    .groupBy(touchpointItems.touchpointId);
  return new Map(rows.map(({ touchpointId, ...counts }) => [touchpointId, counts]));
}

function listInsights(db: DbOrTx, workspaceId: number, touchpointIds: number[], categories: InsightCategory[]) {
  return db
    .select({
      id: insights.id,
      publicId: insights.publicId,
      touchpointId: insights.touchpointId,
      category: insights.category,
      content: insights.content,
      occurredAt: insights.occurredAt,
    })
    .from(insights)
    .where(
      and(
        eq(insights.workspaceId, workspaceId),
        inArray(insights.touchpointId, touchpointIds),
        categories.length > 0 ? inArray(insights.category, categories) : undefined,
      ),
    )
    .orderBy(asc(insights.touchpointId), desc(insights.occurredAt), asc(insights.publicId));
}

interface TouchpointDetails {
  counts: Map<number, Counts>;
  insights: Map<number, Insight[]>;
}

const isTopic = (v: string): v is Topic => (TOPICS as readonly string[]).includes(v);
const isCategory = (v: string): v is InsightCategory => (INSIGHT_CATEGORIES as readonly string[]).includes(v);

/**
 * Counts, insights and their citations for a page of touchpoints, in a fixed
 * number of queries whatever the page size. `categories` narrows the insights
 * the same way it filtered the touchpoints.
 */
export async function loadTouchpointDetails(
  db: DbOrTx,
  workspaceId: number,
  rows: TouchpointRow[],
  categories: InsightCategory[],
  appBaseUrl: string,
): Promise<TouchpointDetails> {
  const details: TouchpointDetails = { counts: new Map(), insights: new Map() };
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return details;
  const [counts, insightRows] = await Promise.all([
    countItems(db, workspaceId, ids),
    listInsights(db, workspaceId, ids, categories),
  ]);
  details.counts = counts;
  const citations = await resolveCitations(db, workspaceId, { insightIds: insightRows.map((i) => i.id) }, appBaseUrl);
  for (const row of insightRows) {
    const insight: Insight = {
      publicId: row.publicId,
      // Categories outside the published list fall back to the catch-all rather than break the list.
      category: isCategory(row.category) ? row.category : 'other',
      content: row.content,
      occurredAt: row.occurredAt.toISOString(),
      citations: citations.get(row.id) ?? [],
    };
    const list = details.insights.get(row.touchpointId);
    if (list) list.push(insight);
    else details.insights.set(row.touchpointId, [insight]);
  }
  return details;
}

export function toTouchpoint(row: TouchpointRow, details: TouchpointDetails): Touchpoint {
  return {
    publicId: row.publicId,
    headline: row.headline,
    topics: row.topics === null ? null : row.topics.filter(isTopic),
    occurredAt: row.occurredAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    snippet: row.snippet,
    ...(details.counts.get(row.id) ?? NO_ITEMS),
    insights: details.insights.get(row.id) ?? [],
  };
}
