import { createRoute } from '@hono/zod-openapi';
import { MemberSchema } from '../../../schemas/member';
import { errors, json, noQuery } from '../../core/openapi';

export const get = createRoute({
  method: 'get',
  operationId: 'getMe',
  path: '/me',
  tags: ['Members'],
  summary: 'The member who owns the API key',
  request: { query: noQuery },
  responses: { 200: json(MemberSchema, 'The acting member'), ...errors() },
});
