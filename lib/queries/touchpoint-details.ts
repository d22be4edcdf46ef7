import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { emails, files, insights, meetings, notes, touchpointItems } from '../db/schema';
import { INSIGHT_CATEGORIES, TOPICS, type InsightCategory, type Topic } from '../schemas/common';
import type { Insight, Touchpoint } from '../schemas/touchpoint';
import { resolveCitations } from './citations';
import { emailVisible, fileVisible } from './intake';
import { meetingVisible } from './meetings';
import { noteVisible } from './notes';
import type { TouchpointRow } from './touchpoints';

// A page of touchpoints as the API shows them: item counts, insights and their citations. Apart from
// touchpoints.ts because citations ask touchpoints' visibility rule: one direction, no circle.

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
