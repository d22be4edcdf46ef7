import type { RouteHandler } from '@hono/zod-openapi';
import { badRequest } from '../../../errors';
import { bindingOf, DEFAULT_LIMIT } from '../../../queries/pagination';
import type { AppEnv } from '../../core/types';
import * as q from '../../../queries/notes';
import type * as routes from './notes.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const { workspaceId } = c.var.actor;
  const { limit = DEFAULT_LIMIT, pageToken, companyPublicId, personPublicId } = c.req.valid('query');
  if ((companyPublicId === undefined) === (personPublicId === undefined)) {
    throw badRequest('exactly one of companyPublicId and personPublicId is required');
  }
  const parent = await q.resolveParent(db, workspaceId, { companyPublicId, personPublicId });
  const binding = bindingOf(['notes', companyPublicId ?? null, personPublicId ?? null]);
  const after = pageToken ? c.var.deps.pages.decode(pageToken, binding, q.NOTE_ORDER) : undefined;
  const rows = await q.listNotes(db, workspaceId, parent, { limit, after });
  const page = c.var.deps.pages.toPage(rows, limit, binding, q.noteCursor, (r) => r);
  return c.json({ ...page, items: await q.toNotes(db, workspaceId, page.items) }, 200);
};

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  const publicId = await q.createNote(c.var.deps.db, c.var.actor, c.req.valid('json'));
  return c.json({ publicId }, 201);
};

export const get: RouteHandler<typeof routes.get, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const row = await q.findNote(db, c.var.actor.workspaceId, c.req.valid('param').notePublicId);
  return c.json(await q.toNote(db, c.var.actor.workspaceId, row), 200);
};

export const update: RouteHandler<typeof routes.update, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const { notePublicId } = c.req.valid('param');
  const row = await q.updateNote(db, c.var.actor, notePublicId, c.req.valid('json'));
  return c.json(await q.toNote(db, c.var.actor.workspaceId, row), 200);
};

export const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  await q.deleteNote(c.var.deps.db, c.var.actor, c.req.valid('param').notePublicId);
  return c.body(null, 204);
};
