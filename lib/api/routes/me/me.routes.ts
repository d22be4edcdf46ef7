import { createRoute } from '@hono/zod-openapi';
import { MemberSchema } from '../../../schemas/member';
import { errors, json, noQuery } from '../../core/openapi';
import { operation } from '../../../schemas/operations';

export const get = createRoute({
  ...operation('getMe'),
  tags: ['Members'],
  summary: 'The member who owns the API key',
  request: { query: noQuery },
  responses: { 200: json(MemberSchema, 'The acting member'), ...errors() },
});
