import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../core/types';
import { requireCompany } from '../../../queries/companies';
import type * as routes from './company-funds.routes';
import { listCompanyFunds } from '../../../queries/funds';

export const companyFunds: RouteHandler<typeof routes.companyFunds, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const { workspaceId } = c.var.actor;
  // 404 for a company the workspace cannot see, rather than an empty list.
  const company = await requireCompany(db, workspaceId, c.req.valid('param').companyPublicId);
  return c.json({ items: await listCompanyFunds(db, workspaceId, company.id) }, 200);
};
