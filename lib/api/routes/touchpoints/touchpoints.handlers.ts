import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../core/types';
import { bindingOf, DEFAULT_LIMIT } from '../../../queries/pagination';
import { requireCompany } from '../../../queries/companies';
import * as q from '../../../queries/touchpoints';
import { loadTouchpointDetails, toTouchpoint } from '../../../queries/touchpoint-details';
import type * as routes from './touchpoints.routes';

/** Filters as a set: the order or repetition of query values must not change the token binding. */
const asSet = <T extends string>(values: T[] | undefined): T[] => [...new Set(values ?? [])].sort();

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { limit = DEFAULT_LIMIT, pageToken, topic, category, sort = 'occurredAt' } = c.req.valid('query');
  const { db, appBaseUrl } = c.var.deps;
  const { workspaceId } = c.var.actor;
  const company = await requireCompany(db, workspaceId, c.req.valid('param').companyPublicId);
  const topics = asSet(topic);
  const categories = asSet(category);
  const binding = bindingOf(['touchpoints', company.id, sort, topics, categories]);
  const after = pageToken ? c.var.deps.pages.decode(pageToken, binding, q.TOUCHPOINT_ORDER[sort]) : undefined;
  const rows = await q.listTouchpoints(db, workspaceId, company.id, { sort, topics, categories, limit, after });
  const details = await loadTouchpointDetails(db, workspaceId, rows.slice(0, limit), categories, appBaseUrl);
  const page = c.var.deps.pages.toPage(rows, limit, binding, q.touchpointCursor(sort), (r) =>
    r.map((row) => toTouchpoint(row, details)),
  );
  return c.json(page, 200);
};
