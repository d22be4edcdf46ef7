import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../core/types';
import { requireCompany } from '../../../queries/companies';
import { requireFund } from '../../../queries/funds';
import { search as searchItems } from '../../../queries/search';
import { SEARCH_DEFAULT_LIMIT } from '../../../schemas/search';
import type * as routes from './search.routes';

export const search: RouteHandler<typeof routes.search, AppEnv> = async (c) => {
  const { db, appBaseUrl, pages } = c.var.deps;
  const { workspaceId } = c.var.actor;
  const {
    q,
    type,
    companyPublicId,
    fundPublicId,
    from,
    to,
    limit = SEARCH_DEFAULT_LIMIT,
    pageToken,
  } = c.req.valid('query');
  const [company, fund] = await Promise.all([
    companyPublicId === undefined ? undefined : requireCompany(db, workspaceId, companyPublicId),
    fundPublicId === undefined ? undefined : requireFund(db, workspaceId, fundPublicId),
  ]);
  const page = await searchItems(
    db,
    workspaceId,
    {
      q,
      types: type,
      companyId: company?.id,
      fundId: fund?.id,
      companyPublicId,
      fundPublicId,
      from,
      to,
      limit,
      pageToken,
    },
    pages,
    appBaseUrl,
  );
  return c.json(page, 200);
};
