import type { RouteHandler } from '@hono/zod-openapi';
import { invalidField, notFound } from '../../../errors';
import type { AppEnv } from '../../core/types';
import { clearVisit, latestChange, lastVisitOf, markVisit } from '../../../queries/changes';
import { getMember } from '../../../queries/members';
import type * as routes from './me.routes';

/** A client clock a little ahead of ours is not an error; a mark in the future is. */
const CLOCK_SKEW_MS = 60_000;

export const get: RouteHandler<typeof routes.get, AppEnv> = async (c) => {
  const member = await getMember(c.var.deps.db, c.var.actor.workspaceId, c.var.actor.memberId);
  if (!member) throw notFound('member not found');
  return c.json(member, 200);
};

export const getLastVisit: RouteHandler<typeof routes.getLastVisit, AppEnv> = async (c) => {
  const at = await lastVisitOf(c.var.deps.db, c.var.actor.workspaceId, c.var.actor.memberId);
  return c.json({ lastVisitAt: at?.toISOString() ?? null }, 200);
};

export const markLastVisit: RouteHandler<typeof routes.markLastVisit, AppEnv> = async (c) => {
  const { at } = c.req.valid('json');
  const ms = Date.parse(at);
  if (ms > Date.now() + CLOCK_SKEW_MS) throw invalidField('at', 'must not be in the future');
  const marked = await markVisit(c.var.deps.db, c.var.actor.workspaceId, c.var.actor.memberId, new Date(ms));
  return c.json({ lastVisitAt: marked?.toISOString() ?? null }, 200);
};

export const clearLastVisit: RouteHandler<typeof routes.clearLastVisit, AppEnv> = async (c) => {
  await clearVisit(c.var.deps.db, c.var.actor.workspaceId, c.var.actor.memberId);
  return c.json({ lastVisitAt: null }, 200);
};

export const getChanges: RouteHandler<typeof routes.getChanges, AppEnv> = async (c) => {
  const at = await latestChange(c.var.deps.db, c.var.actor.workspaceId, c.var.actor.memberId);
  return c.json({ changedAt: at?.toISOString() ?? null }, 200);
};
