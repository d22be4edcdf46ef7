import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../core/types';
import { forbidden } from '../../../errors';
import * as q from '../../../queries/api-keys';
import type * as routes from './api-keys.routes';

async function requireAdmin(c: Context<AppEnv>) {
  if (!(await q.isAdmin(c.var.deps.db, c.var.actor))) throw forbidden('only workspace admins manage API keys');
}

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  await requireAdmin(c);
  return c.json({ items: await q.listWorkspaceKeys(c.var.deps.db, c.var.actor.workspaceId) }, 200);
};

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  await requireAdmin(c);
  return c.json(await q.createWorkspaceKey(c.var.deps.db, c.var.actor, c.req.valid('json')), 201);
};

export const revoke: RouteHandler<typeof routes.revoke, AppEnv> = async (c) => {
  await requireAdmin(c);
  const { apiKeyPublicId } = c.req.valid('param');
  return c.json(await q.revokeWorkspaceKey(c.var.deps.db, c.var.actor, apiKeyPublicId), 200);
};
