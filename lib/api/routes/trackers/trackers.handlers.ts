import type { RouteHandler } from '@hono/zod-openapi';
import { badRequest } from '../../../errors';
import type { AppEnv } from '../../core/types';
import { bindingOf, DEFAULT_LIMIT } from '../../../queries/pagination';
import { resolveCitations } from '../../../queries/citations';
import { requireCompany } from '../../../queries/companies';
import * as q from '../../../queries/trackers';
import * as v from '../../../queries/tracker-value-rows';
import * as w from './value-writes';
import type * as routes from './trackers.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { limit = DEFAULT_LIMIT, pageToken, companyPublicId } = c.req.valid('query');
  const { db } = c.var.deps;
  const { workspaceId, memberId } = c.var.actor;
  const company = companyPublicId === undefined ? undefined : await requireCompany(db, workspaceId, companyPublicId);
  const binding = bindingOf(['trackers', company?.id ?? null]);
  const after = pageToken ? c.var.deps.pages.decode(pageToken, binding, q.TRACKER_ORDER) : undefined;
  const rows = await q.listTrackers(db, workspaceId, memberId, { companyId: company?.id, limit, after });
  return c.json(
    c.var.deps.pages.toPage(rows, limit, binding, q.trackerCursor, (r) => r.map(q.toTracker)),
    200,
  );
};

export const get: RouteHandler<typeof routes.get, AppEnv> = async (c) => {
  const { workspaceId, memberId } = c.var.actor;
  const row = await q.requireTracker(c.var.deps.db, workspaceId, memberId, c.req.valid('param').trackerPublicId);
  return c.json(q.toTracker(row), 200);
};

export const values: RouteHandler<typeof routes.values, AppEnv> = async (c) => {
  const query = c.req.valid('query');
  const { limit = DEFAULT_LIMIT, pageToken, sort = 'effectiveAt' } = query;
  const { db, appBaseUrl } = c.var.deps;
  const { workspaceId, memberId } = c.var.actor;
  const tracker = await q.requireTracker(db, workspaceId, memberId, c.req.valid('param').trackerPublicId);
  const company =
    query.companyPublicId === undefined ? undefined : await requireCompany(db, workspaceId, query.companyPublicId);
  const filters: v.ValueFilters = {
    sort,
    statuses: v.statusesOf(query.status),
    companyId: company?.id,
    effectiveFrom: query.effectiveFrom,
    effectiveTo: query.effectiveTo,
    updatedAfter: query.updatedAfter,
  };
  const binding = bindingOf([
    'trackerValues',
    tracker.id,
    filters.sort,
    filters.statuses,
    filters.companyId ?? null,
    filters.effectiveFrom ?? null,
    filters.effectiveTo ?? null,
    filters.updatedAfter ?? null,
  ]);
  const after = pageToken ? c.var.deps.pages.decode(pageToken, binding, v.VALUE_ORDER[sort]) : undefined;
  const rows = await v.listValues(db, workspaceId, tracker.id, { ...filters, limit, after });
  const pageRows = rows.slice(0, limit);
  const citations = await resolveCitations(db, workspaceId, { trackerValueIds: pageRows.map((r) => r.id) }, appBaseUrl);
  const kind = q.kindOf(tracker);
  const page = c.var.deps.pages.toPage(rows, limit, binding, v.valueCursor(sort), (r) =>
    r.map((row) => v.toTrackerValue(row, kind, citations.get(row.id) ?? [])),
  );
  return c.json(page, 200);
};

export const createValue: RouteHandler<typeof routes.createValue, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const { workspaceId, memberId } = c.var.actor;
  const tracker = await q.requireTracker(db, workspaceId, memberId, c.req.valid('param').trackerPublicId);
  const publicId = await w.createValue(db, c.var.actor, tracker, c.req.valid('json'));
  return c.json({ publicId }, 201);
};

export const reviewValue: RouteHandler<typeof routes.reviewValue, AppEnv> = async (c) => {
  const { db, appBaseUrl } = c.var.deps;
  const { workspaceId, memberId } = c.var.actor;
  const { trackerPublicId, valuePublicId } = c.req.valid('param');
  const tracker = await q.requireTracker(db, workspaceId, memberId, trackerPublicId);
  const version = versionOf(c.req.valid('header')['if-match']);
  const { row, stale } = await w.reviewValue(db, c.var.actor, tracker, valuePublicId, c.req.valid('json'), version);
  const citations = await resolveCitations(db, workspaceId, { trackerValueIds: [row.id] }, appBaseUrl);
  const value = v.toTrackerValue(row, q.kindOf(tracker), citations.get(row.id) ?? []);
  c.header('ETag', `"${value.updatedAt}"`);
  if (stale) {
    const error = `value ${valuePublicId} was changed by someone else (now ${value.status}); review it again`;
    return c.json({ error, code: 'precondition_failed' as const, current: value }, 412);
  }
  return c.json(value, 200);
};

/**
 * The version an If-Match names: the quoted updatedAt of an ETag, or none for
 * `*` and for no header. Anything else is not an ETag this API gave.
 */
function versionOf(ifMatch: string | undefined): string | undefined {
  if (ifMatch === undefined || ifMatch.trim() === '*') return undefined;
  const m = /^\s*"([^"]+)"\s*$/.exec(ifMatch);
  if (!m?.[1]) throw badRequest('If-Match must be an ETag this API gave: the value’s updatedAt in double quotes');
  return m[1];
}
