import type { RouteHandler } from '@hono/zod-openapi';
import { notFound } from '../../../errors';
import { bindingOf, DEFAULT_LIMIT } from '../../../queries/pagination';
import type { AppEnv } from '../../core/types';
import * as q from '../../../queries/funds';
import type * as routes from './funds.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { limit = DEFAULT_LIMIT, pageToken } = c.req.valid('query');
  const binding = bindingOf(['funds']);
  const after = pageToken ? c.var.deps.pages.decode(pageToken, binding, q.FUND_ORDER) : undefined;
  const { db } = c.var.deps;
  const rows = await q.listFunds(db, c.var.actor.workspaceId, { limit, after });
  // The extra row toPage looks ahead with is counted too; one grouped query either way.
  const counts = await q.countFundCompanies(
    db,
    rows.map((r) => r.id),
  );
  return c.json(
    c.var.deps.pages.toPage(rows, limit, binding, q.fundCursor, (r) => r.map((row) => q.toFund(row, counts))),
    200,
  );
};

export const get: RouteHandler<typeof routes.get, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const fund = await q.requireFund(db, c.var.actor.workspaceId, c.req.valid('param').fundPublicId);
  return c.json(q.toFund(fund, await q.countFundCompanies(db, [fund.id])), 200);
};

export const companies: RouteHandler<typeof routes.companies, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const fund = await q.requireFund(db, c.var.actor.workspaceId, c.req.valid('param').fundPublicId);
  const { limit = DEFAULT_LIMIT, pageToken, status, search } = c.req.valid('query');
  const statuses = status ? [...new Set(status)].sort() : undefined;
  // `search` joins the binding only when given, so tokens issued before it existed stay valid.
  const binding = bindingOf(['fund-companies', fund.publicId, statuses ?? null, ...(search ? [search] : [])]);
  const after = pageToken ? c.var.deps.pages.decode(pageToken, binding, q.FUND_COMPANY_ORDER) : undefined;
  const rows = await q.listFundCompanies(db, fund.id, { statuses, search, limit, after });
  return c.json(
    c.var.deps.pages.toPage(rows, limit, binding, q.fundCompanyCursor, (r) => r.map(q.toFundCompany)),
    200,
  );
};

export const addCompany: RouteHandler<typeof routes.addCompany, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const fund = await q.requireFund(db, c.var.actor.workspaceId, c.req.valid('param').fundPublicId);
  const { companyPublicId, status } = c.req.valid('json');
  const { created } = await q.addFundCompany(db, c.var.actor, fund, companyPublicId, status);
  const body = { fundPublicId: fund.publicId, companyPublicId, status };
  return created ? c.json(body, 201) : c.json(body, 200);
};

export const removeCompanies: RouteHandler<typeof routes.removeCompanies, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const fund = await q.requireFund(db, c.var.actor.workspaceId, c.req.valid('param').fundPublicId);
  await q.removeFundCompanies(db, c.var.actor, fund, c.req.valid('json').companyPublicIds);
  return c.body(null, 204);
};

export const setStatus: RouteHandler<typeof routes.setStatus, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const { fundPublicId, organizationPublicId } = c.req.valid('param');
  const fund = await q.requireFund(db, c.var.actor.workspaceId, fundPublicId);
  const { status } = c.req.valid('json');
  if (!(await q.setFundCompanyStatus(db, c.var.actor, fund, organizationPublicId, status))) {
    throw notFound(`company ${organizationPublicId} is not in fund ${fundPublicId}`);
  }
  return c.json({ fundPublicId: fund.publicId, companyPublicId: organizationPublicId, status }, 200);
};
