import { and, asc, desc, eq } from 'drizzle-orm';
import { resolveCitations } from '../queries/citations';
import { touchpointColumns, touchpointVisible } from '../queries/touchpoints';
import type { DbOrTx } from '../db/client';
import { companies, insights, touchpoints } from '../db/schema';
import { INSIGHT_CATEGORIES, type InsightCategory } from '../schemas/common';
import type { Citation } from '../schemas/touchpoint';
import { iso, type CompanyRef } from './common';
import { loadTouchpointItems, type TouchpointItems } from './touchpoint-items.queries';

interface SourceInsight {
  publicId: string;
  content: string;
  occurredAt: string;
  /** As the API gives them (each with the passage it quotes), with permalinks relative to this console. */
  citations: Citation[];
}

export interface InsightGroup {
  category: InsightCategory;
  insights: SourceInsight[];
}

export interface TouchpointSource {
  publicId: string;
  headline: string | null;
  snippet: string | null;
  topics: string[];
  occurredAt: string;
  updatedAt: string;
  company: CompanyRef;
  items: TouchpointItems;
  insightGroups: InsightGroup[];
}

const isCategory = (v: string): v is InsightCategory => (INSIGHT_CATEGORIES as readonly string[]).includes(v);

/**
 * Insights in the published category order, newest first within one. The
 * citations come from the API's own resolver, so the page cites exactly what
 * the API does.
 */
async function loadInsightGroups(db: DbOrTx, workspaceId: number, touchpointId: number): Promise<InsightGroup[]> {
  const rows = await db
    .select({
      id: insights.id,
      publicId: insights.publicId,
      category: insights.category,
      content: insights.content,
      occurredAt: insights.occurredAt,
    })
    .from(insights)
    .where(and(eq(insights.workspaceId, workspaceId), eq(insights.touchpointId, touchpointId)))
    .orderBy(desc(insights.occurredAt), asc(insights.publicId));
  const ids = rows.map((r) => r.id);
  const citations = await resolveCitations(db, workspaceId, { insightIds: ids }, '');
  const groups = new Map<InsightCategory, SourceInsight[]>();
  for (const row of rows) {
    // As in the API: a category outside the published list falls back to the catch-all.
    const category = isCategory(row.category) ? row.category : 'other';
    const list = groups.get(category) ?? [];
    list.push({
      publicId: row.publicId,
      content: row.content,
      occurredAt: iso(row.occurredAt),
      citations: citations.get(row.id) ?? [],
    });
    groups.set(category, list);
  }
  return INSIGHT_CATEGORIES.flatMap((category) => {
    const list = groups.get(category);
    return list ? [{ category, insights: list }] : [];
  });
}

/** A touchpoint the API shows (`touchpointVisible`), with what it groups and what was learnt from it. */
export async function getTouchpointSource(
  db: DbOrTx,
  workspaceId: number,
  publicId: string,
): Promise<TouchpointSource | undefined> {
  const [row] = await db
    .select({
      ...touchpointColumns,
      companyPublicId: companies.publicId,
      companyName: companies.name,
    })
    .from(touchpoints)
    .innerJoin(companies, eq(companies.id, touchpoints.companyId))
    .where(and(touchpointVisible(workspaceId), eq(touchpoints.publicId, publicId)))
    .limit(1);
  if (!row) return undefined;
  const [items, insightGroups] = await Promise.all([
    loadTouchpointItems(db, workspaceId, row.id),
    loadInsightGroups(db, workspaceId, row.id),
  ]);
  return {
    publicId: row.publicId,
    headline: row.headline,
    snippet: row.snippet,
    topics: row.topics ?? [],
    occurredAt: iso(row.occurredAt),
    updatedAt: iso(row.updatedAt),
    company: { publicId: row.companyPublicId, name: row.companyName },
    items,
    insightGroups,
  };
}
