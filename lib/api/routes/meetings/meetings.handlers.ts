import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../core/types';
import { importMeeting } from '../../../queries/meetings';
import type * as routes from './meetings.routes';

export const importOne: RouteHandler<typeof routes.importMeeting, AppEnv> = async (c) => {
  const { publicId, created, attendeeCompany } = await importMeeting(c.var.deps.db, c.var.actor, c.req.valid('json'));
  const body = { publicId, attendeeCompany };
  return created ? c.json(body, 201) : c.json(body, 200);
};
