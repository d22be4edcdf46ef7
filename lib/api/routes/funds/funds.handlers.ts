import type { RouteHandler } from '@hono/zod-openapi';
import { notFound } from '../../core/errors';
import { bindingOf, DEFAULT_LIMIT } from '../../core/pagination';
import type { AppEnv } from '../../core/types';
import * as q from './funds.queries';
import type * as routes from './funds.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { limit = DEFAULT_LIMIT, pageToken } = c.req.valid('query');
  const binding = bindingOf(['funds']);
  const after = pageToken ? c.var.deps.pages.decode(pageToken, binding, q.FUND_ORDER) : undefined;
  const rows = await q.listFunds(c.var.deps.db, c.var.actor.workspaceId, { limit, after });
  return c.json(
    c.var.deps.pages.toPage(rows, limit, binding, q.fundCursor, (r) => r.map(q.toFund)),
    200,
  );
};

export const companies: RouteHandler<typeof routes.companies, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const fund = await q.requireFund(db, c.var.actor.workspaceId, c.req.valid('param').fundPublicId);
  const { limit = DEFAULT_LIMIT, pageToken, status } = c.req.valid('query');
  const statuses = status ? [...new Set(status)].sort() : undefined;
  const binding = bindingOf(['fund-companies', fund.publicId, statuses ?? null]);
  const after = pageToken ? c.var.deps.pages.decode(pageToken, binding, q.FUND_COMPANY_ORDER) : undefined;
  const rows = await q.listFundCompanies(db, fund.id, { statuses, limit, after });
  return c.json(
    c.var.deps.pages.toPage(rows, limit, binding, q.fundCompanyCursor, (r) => r.map(q.toFundCompany)),
    200,
  );
};

export const addCompany: RouteHandler<typeof routes.addCompany, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const { workspaceId } = c.var.actor;
  const fund = await q.requireFund(db, workspaceId, c.req.valid('param').fundPublicId);
  const { companyPublicId, status } = c.req.valid('json');
  const { created } = await q.addFundCompany(db, workspaceId, fund.id, companyPublicId, status);
  const body = { fundPublicId: fund.publicId, companyPublicId, status };
  return created ? c.json(body, 201) : c.json(body, 200);
};

export const removeCompanies: RouteHandler<typeof routes.removeCompanies, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const fund = await q.requireFund(db, c.var.actor.workspaceId, c.req.valid('param').fundPublicId);
  await q.removeFundCompanies(db, fund.id, c.req.valid('json').companyPublicIds);
  return c.body(null, 204);
};

export const setStatus: RouteHandler<typeof routes.setStatus, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const { fundPublicId, organizationPublicId } = c.req.valid('param');
  const fund = await q.requireFund(db, c.var.actor.workspaceId, fundPublicId);
  const { status } = c.req.valid('json');
  if (!(await q.setFundCompanyStatus(db, fund.id, organizationPublicId, status))) {
    throw notFound(`company ${organizationPublicId} is not in fund ${fundPublicId}`);
  }
  return c.json({ fundPublicId: fund.publicId, companyPublicId: organizationPublicId, status }, 200);
};
