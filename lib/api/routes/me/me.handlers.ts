import type { RouteHandler } from '@hono/zod-openapi';
import { notFound } from '../../../errors';
import type { AppEnv } from '../../core/types';
import { getMember } from '../../../queries/members';
import type * as routes from './me.routes';

export const get: RouteHandler<typeof routes.get, AppEnv> = async (c) => {
  const member = await getMember(c.var.deps.db, c.var.actor.workspaceId, c.var.actor.memberId);
  if (!member) throw notFound('member not found');
  return c.json(member, 200);
};
