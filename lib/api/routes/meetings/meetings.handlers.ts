import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../core/types';
import { importMeeting } from '../../../queries/meetings';
import type * as routes from './meetings.routes';

export const importOne: RouteHandler<typeof routes.importMeeting, AppEnv> = async (c) => {
  const { publicId, created } = await importMeeting(c.var.deps.db, c.var.actor, c.req.valid('json'));
  return created ? c.json({ publicId }, 201) : c.json({ publicId }, 200);
};
