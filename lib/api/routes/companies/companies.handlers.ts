import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../core/types';
import { bindingOf, DEFAULT_LIMIT } from '../../../queries/pagination';
import * as q from '../../../queries/companies';
import type * as routes from './companies.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { limit = DEFAULT_LIMIT, pageToken, search } = c.req.valid('query');
  const binding = bindingOf(['companies', search ?? null]);
  const after = pageToken ? c.var.deps.pages.decode(pageToken, binding, q.COMPANY_ORDER) : undefined;
  const rows = await q.listCompanies(c.var.deps.db, c.var.actor.workspaceId, { search, limit, after });
  return c.json(
    c.var.deps.pages.toPage(rows, limit, binding, q.companyCursor, (r) => r.map(q.toCompany)),
    200,
  );
};

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  const publicId = await q.createCompany(c.var.deps.db, c.var.actor, c.req.valid('json'));
  return c.json({ publicId }, 201);
};

export const get: RouteHandler<typeof routes.get, AppEnv> = async (c) => {
  const row = await q.requireCompany(c.var.deps.db, c.var.actor.workspaceId, c.req.valid('param').companyPublicId);
  return c.json(q.toCompany(row), 200);
};

export const update: RouteHandler<typeof routes.update, AppEnv> = async (c) => {
  const { companyPublicId } = c.req.valid('param');
  const row = await q.updateCompany(c.var.deps.db, c.var.actor, companyPublicId, c.req.valid('json'));
  return c.json(q.toCompany(row), 200);
};

export const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  await q.deleteCompany(c.var.deps.db, c.var.actor, c.req.valid('param').companyPublicId);
  return c.body(null, 204);
};
