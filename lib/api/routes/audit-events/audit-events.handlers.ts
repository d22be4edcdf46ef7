import type { RouteHandler } from '@hono/zod-openapi';
import { bindingOf, DEFAULT_LIMIT } from '../../../queries/pagination';
import type { AppEnv } from '../../core/types';
import * as q from '../../../queries/audit-events';
import type * as routes from './audit-events.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { limit = DEFAULT_LIMIT, pageToken, ...query } = c.req.valid('query');
  const filters: q.AuditFilters = {
    // As sorted sets and in one case, so order, repetition and case do not change a token's binding.
    entityTypes: query.entityType ? [...new Set(query.entityType)].sort() : undefined,
    entityPublicId: query.entityPublicId,
    actorEmail: query.actorEmail?.toLowerCase(),
    since: query.since,
  };
  const binding = bindingOf([
    'audit-events',
    filters.entityTypes ?? null,
    filters.entityPublicId ?? null,
    filters.actorEmail ?? null,
    filters.since ?? null,
  ]);
  const after = pageToken ? c.var.deps.pages.decode(pageToken, binding, q.AUDIT_ORDER) : undefined;
  const { workspaceId, memberId } = c.var.actor;
  const rows = await q.listAuditEvents(c.var.deps.db, workspaceId, memberId, { ...filters, limit, after });
  return c.json(
    c.var.deps.pages.toPage(rows, limit, binding, q.auditCursor, (r) => r.map(q.toAuditEvent)),
    200,
  );
};
