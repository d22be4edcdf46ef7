import type { RouteHandler } from '@hono/zod-openapi';
import { TrackerKindSchema } from '../../../schemas/tracker';
import { bindingOf, DEFAULT_LIMIT } from '../../../queries/pagination';
import type { AppEnv } from '../../core/types';
import { resolveCitations } from '../../../queries/citations';
import { requireCompany } from '../../../queries/companies';
import { requireFund } from '../../../queries/funds';
import { requireTracker } from '../../../queries/trackers';
import { toTrackerValue, valueCursor, VALUE_ORDER } from '../../../queries/tracker-value-rows';
import * as q from '../../../queries/tracker-values';
import type * as routes from './tracker-values.routes';

export const listAll: RouteHandler<typeof routes.listAll, AppEnv> = async (c) => {
  const query = c.req.valid('query');
  const { limit = DEFAULT_LIMIT, pageToken, sort = 'effectiveAt', status = 'suggested' } = query;
  const { db, appBaseUrl, pages } = c.var.deps;
  const { workspaceId, memberId } = c.var.actor;
  const trackerPublicIds = query.trackerPublicId ? [...new Set(query.trackerPublicId)].sort() : undefined;
  const trackerRows = trackerPublicIds
    ? await Promise.all(trackerPublicIds.map((id) => requireTracker(db, workspaceId, memberId, id)))
    : undefined;
  const company =
    query.companyPublicId === undefined ? undefined : await requireCompany(db, workspaceId, query.companyPublicId);
  const fund = query.fundPublicId === undefined ? undefined : await requireFund(db, workspaceId, query.fundPublicId);
  const filters: q.WorkspaceValueFilters = {
    sort,
    status,
    trackerIds: trackerRows?.map((t) => t.id),
    companyId: company?.id,
    fundId: fund?.id,
    effectiveFrom: query.effectiveFrom,
    effectiveTo: query.effectiveTo,
  };
  const binding = bindingOf([
    'workspaceTrackerValues',
    sort,
    status,
    filters.trackerIds ?? null,
    filters.companyId ?? null,
    filters.fundId ?? null,
    filters.effectiveFrom ?? null,
    filters.effectiveTo ?? null,
  ]);
  const after = pageToken ? pages.decode(pageToken, binding, VALUE_ORDER[sort]) : undefined;
  const rows = await q.listWorkspaceValues(db, workspaceId, memberId, { ...filters, limit, after });
  const citations = await resolveCitations(
    db,
    workspaceId,
    { trackerValueIds: rows.slice(0, limit).map((r) => r.id) },
    appBaseUrl,
  );
  const page = pages.toPage(rows, limit, binding, valueCursor(sort), (r) =>
    r.map((row) => ({
      ...toTrackerValue(row, TrackerKindSchema.parse(row.trackerKind), citations.get(row.id) ?? []),
      trackerPublicId: row.trackerPublicId,
      trackerName: row.trackerName,
    })),
  );
  return c.json(page, 200);
};

export const counts: RouteHandler<typeof routes.counts, AppEnv> = async (c) => {
  const { status = 'suggested' } = c.req.valid('query');
  const { workspaceId, memberId } = c.var.actor;
  return c.json(await q.countWorkspaceValues(c.var.deps.db, workspaceId, memberId, status), 200);
};
