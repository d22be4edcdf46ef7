import { createRoute, z } from '@hono/zod-openapi';
import { listSchema, paginationQuery } from '../../../schemas/common';
import { ConnectionSchema } from '../../../schemas/connection';
import { errors, json } from '../../core/openapi';

export const list = createRoute({
  method: 'get',
  path: '/connections',
  tags: ['Connections'],
  summary: 'List data connections',
  description:
    "The workspace's data connections (mailboxes, drives, uploads), newest first: createdAt descending, then publicId descending.",
  request: { query: z.strictObject({ ...paginationQuery }) },
  responses: {
    200: json(listSchema(ConnectionSchema, 'ConnectionList'), 'Connections, newest first'),
    ...errors(400),
  },
});
