import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { companies, trackerValues } from '../db/schema';
import { resolveCitations } from './citations';
import type { TrackerSeriesPoint } from '../schemas/tracker-series';
import { ValueStatusSchema } from '../schemas/tracker';
import { liveCompanyOfValue, scalar, visibleValues, type ValueFilters } from './tracker-value-rows';

interface SeriesRow {
  id: number;
  publicId: string;
  effectiveAt: string;
  value: unknown;
  unit: string | null;
  status: string;
}

/**
 * Up to `limit` of a tracker's values for one company, oldest first, under
 * the values list's own visibility rule (over the tracker_values_company_by_effective index).
 */
export function seriesRows(
  db: DbOrTx,
  workspaceId: number,
  trackerId: number,
  q: Omit<ValueFilters, 'sort' | 'updatedAfter'> & { companyId: number; limit: number },
): Promise<SeriesRow[]> {
  return db
    .select({
      id: trackerValues.id,
      publicId: trackerValues.publicId,
      effectiveAt: trackerValues.effectiveAt,
      value: trackerValues.value,
      unit: trackerValues.unit,
      status: trackerValues.status,
    })
    .from(trackerValues)
    .innerJoin(companies, liveCompanyOfValue)
    .where(visibleValues(workspaceId, trackerId, q))
    .orderBy(asc(trackerValues.effectiveAt), asc(trackerValues.publicId))
    .limit(q.limit);
}

/** Values per citation lookup: keeps every `in (…)` list far below the database's parameter limit. */
const CITATION_CHUNK = 2_000;

/**
 * How many citations each value has, counted the way the values list shows
 * them (citations of deleted sources left out), by resolving them with the same code.
 */
export async function citationCounts(
  db: DbOrTx,
  workspaceId: number,
  valueIds: number[],
  appBaseUrl: string,
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (let i = 0; i < valueIds.length; i += CITATION_CHUNK) {
    const chunk = valueIds.slice(i, i + CITATION_CHUNK);
    const resolved = await resolveCitations(db, workspaceId, { trackerValueIds: chunk }, appBaseUrl);
    for (const [id, list] of resolved) counts.set(id, list.length);
  }
  return counts;
}

/** A row as the series shows it; value and status are read as the values list reads them. */
export function toSeriesPoint(row: SeriesRow, citationCount: number): TrackerSeriesPoint {
  const out: TrackerSeriesPoint = {
    publicId: row.publicId,
    effectiveAt: row.effectiveAt,
    value: scalar(row.value),
    status: ValueStatusSchema.parse(row.status),
    citationCount,
  };
  if (row.unit !== null) out.unit = row.unit;
  return out;
}
