import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../core/types';
import { bindingOf, DEFAULT_LIMIT } from '../../../queries/pagination';
import { notFound } from '../../../errors';
import * as q from '../../../queries/connections';
import type * as routes from './connections.routes';
import * as refusedQ from '../../../queries/refused-messages';

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

export const get: RouteHandler<typeof routes.get, AppEnv> = async (c) => {
  const { connectionPublicId } = c.req.valid('param');
  const row = await q.findConnection(c.var.deps.db, c.var.actor.workspaceId, connectionPublicId);
  if (!row) throw notFound(`connection ${connectionPublicId} not found`);
  return c.json(q.toConnection(row), 200);
};

export const refused: RouteHandler<typeof routes.refused, AppEnv> = async (c) => {
  const { connectionPublicId } = c.req.valid('param');
  const { limit = DEFAULT_LIMIT, pageToken } = c.req.valid('query');
  const { db, pages } = c.var.deps;
  const conn = await q.findConnection(db, c.var.actor.workspaceId, connectionPublicId);
  if (!conn) throw notFound(`connection ${connectionPublicId} not found`);
  const binding = bindingOf(['refused-messages', conn.id]);
  const after = pageToken ? pages.decode(pageToken, binding, refusedQ.REFUSED_ORDER) : undefined;
  const rows = await refusedQ.listRefused(db, c.var.actor.workspaceId, conn.id, { limit, after });
  const toItem = refusedQ.toRefusedMessage(conn.publicId);
  return c.json(
    pages.toPage(rows, limit, binding, refusedQ.refusedCursor, (r) => r.map(toItem)),
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
