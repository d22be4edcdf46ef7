import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../core/types';
import { requireCompany } from '../../../queries/companies';
import { importMeeting } from '../../../queries/meetings';
import * as reads from '../../../queries/meeting-reads';
import { bindingOf, DEFAULT_LIMIT } from '../../../queries/pagination';
import type * as routes from './meetings.routes';

export const importOne: RouteHandler<typeof routes.importMeeting, AppEnv> = async (c) => {
  const { publicId, created, attendeeCompany } = await importMeeting(c.var.deps.db, c.var.actor, c.req.valid('json'));
  const body = { publicId, attendeeCompany };
  return created ? c.json(body, 201) : c.json(body, 200);
};

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { db, appBaseUrl, pages } = c.var.deps;
  const { workspaceId } = c.var.actor;
  const { limit = DEFAULT_LIMIT, pageToken, companyPublicId, from, to } = c.req.valid('query');
  const company = companyPublicId === undefined ? undefined : await requireCompany(db, workspaceId, companyPublicId);
  const binding = bindingOf(['meetings', companyPublicId ?? null, from ?? null, to ?? null]);
  const after = pageToken ? pages.decode(pageToken, binding, reads.MEETING_ORDER) : undefined;
  const rows = await reads.listMeetings(db, workspaceId, { companyId: company?.id, from, to, limit, after });
  const page = pages.toPage(rows, limit, binding, reads.meetingCursor, (r) => r);
  return c.json({ ...page, items: await reads.toMeetingSummaries(db, workspaceId, page.items, appBaseUrl) }, 200);
};

export const get: RouteHandler<typeof routes.get, AppEnv> = async (c) => {
  const { db, appBaseUrl } = c.var.deps;
  const meeting = await reads.getMeeting(db, c.var.actor.workspaceId, c.req.valid('param').meetingPublicId, appBaseUrl);
  return c.json(meeting, 200);
};
