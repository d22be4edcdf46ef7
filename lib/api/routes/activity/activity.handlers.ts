import type { RouteHandler } from '@hono/zod-openapi';
import { bindingOf, DEFAULT_LIMIT } from '../../../queries/pagination';
import type { AppEnv } from '../../core/types';
import { loadTouchpointDetails } from '../../../queries/touchpoint-details';
import * as q from '../../../queries/activity';
import type * as routes from './activity.routes';

export const recentTouchpoints: RouteHandler<typeof routes.recentTouchpoints, AppEnv> = async (c) => {
  const { limit = DEFAULT_LIMIT, pageToken, updatedAfter } = c.req.valid('query');
  const { db, appBaseUrl, pages } = c.var.deps;
  const { workspaceId } = c.var.actor;
  const binding = bindingOf(['recent-touchpoints', updatedAfter ?? null]);
  const after = pageToken ? pages.decode(pageToken, binding, q.RECENT_ORDER) : undefined;
  const rows = await q.listRecentTouchpoints(db, workspaceId, { updatedAfter, limit, after });
  const details = await loadTouchpointDetails(db, workspaceId, rows.slice(0, limit), [], appBaseUrl);
  return c.json(
    pages.toPage(rows, limit, binding, q.recentCursor, (r) => r.map((row) => q.toRecentTouchpoint(row, details))),
    200,
  );
};
