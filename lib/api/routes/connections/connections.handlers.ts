import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../core/types';
import { bindingOf, DEFAULT_LIMIT } from '../../core/pagination';
import * as q from './connections.queries';
import type * as routes from './connections.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { limit = DEFAULT_LIMIT, pageToken } = c.req.valid('query');
  const binding = bindingOf(['connections']);
  const after = pageToken ? c.var.deps.pages.decode(pageToken, binding, q.CONNECTION_ORDER) : undefined;
  const rows = await q.listConnections(c.var.deps.db, c.var.actor.workspaceId, { limit, after });
  return c.json(
    c.var.deps.pages.toPage(rows, limit, binding, q.connectionCursor, (r) => r.map(q.toConnection)),
    200,
  );
};

export const sync: RouteHandler<typeof routes.sync, AppEnv> = async (c) => {
  const { connectionPublicId } = c.req.valid('param');
  const id = await q.requestSync(c.var.deps.db, c.var.actor.workspaceId, connectionPublicId);
  // Wakes this server's loop; without it the loop finds the connection due within an interval.
  c.var.deps.sync?.now(id);
  return c.json({ publicId: connectionPublicId }, 202);
};
