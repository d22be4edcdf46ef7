import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../core/types';
import { badRequest } from '../../../errors';
import { requireCompany } from '../../../queries/companies';
import { citationCounts, seriesRows, toSeriesPoint } from '../../../queries/tracker-series';
import { MAX_SERIES_POINTS } from '../../../schemas/tracker-series';
import type { getTrackerSeries } from './series.routes';
import { requireTracker } from '../../../queries/trackers';
import { statusesOf } from '../../../queries/tracker-value-rows';

export const series: RouteHandler<typeof getTrackerSeries, AppEnv> = async (c) => {
  const query = c.req.valid('query');
  const { db, appBaseUrl } = c.var.deps;
  const { workspaceId, memberId } = c.var.actor;
  const tracker = await requireTracker(db, workspaceId, memberId, c.req.valid('param').trackerPublicId);
  const company = await requireCompany(db, workspaceId, query.companyPublicId);
  // One row more than allowed tells "too many" apart from "exactly the cap".
  const rows = await seriesRows(db, workspaceId, tracker.id, {
    companyId: company.id,
    statuses: statusesOf(query.status),
    effectiveFrom: query.effectiveFrom,
    effectiveTo: query.effectiveTo,
    limit: MAX_SERIES_POINTS + 1,
  });
  if (rows.length > MAX_SERIES_POINTS) {
    throw badRequest(
      `the series of tracker ${tracker.name} for company ${query.companyPublicId} has more than ` +
        `${MAX_SERIES_POINTS.toLocaleString('en-US')} values; narrow it with effectiveFrom and effectiveTo`,
    );
  }
  const counts = await citationCounts(
    db,
    workspaceId,
    rows.map((r) => r.id),
    appBaseUrl,
  );
  return c.json({ items: rows.map((r) => toSeriesPoint(r, counts.get(r.id) ?? 0)) }, 200);
};
