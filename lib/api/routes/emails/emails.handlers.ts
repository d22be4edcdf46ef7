import type { RouteHandler } from '@hono/zod-openapi';
import { acceptEmail } from '../../../intake/emails';
import { NotAMessageError } from '../../../intake/parse-email';
import { getEmail } from '../../../queries/intake';
import { badRequest, notFound } from '../../../errors';
import type { AppEnv } from '../../core/types';
import type * as routes from './emails.routes';

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  const raw = c.var.rawBody ?? Buffer.alloc(0);
  try {
    const { publicId, created } = await acceptEmail(c.var.deps.db, {
      workspaceId: c.var.actor.workspaceId,
      memberId: c.var.actor.memberId,
      raw,
      audited: true,
    });
    return c.json({ publicId }, created ? 202 : 200);
  } catch (err) {
    if (err instanceof NotAMessageError) throw badRequest(err.message);
    throw err;
  }
};

export const get: RouteHandler<typeof routes.get, AppEnv> = async (c) => {
  const { emailPublicId } = c.req.valid('param');
  const email = await getEmail(c.var.deps.db, c.var.actor.workspaceId, emailPublicId);
  if (!email) throw notFound(`email ${emailPublicId} not found`);
  return c.json(email, 200);
};
