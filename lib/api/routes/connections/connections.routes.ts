import { createRoute, z } from '@hono/zod-openapi';
import { listSchema, paginationQuery, PublicIdResponseSchema } from '../../../schemas/common';
import { ConnectionSchema } from '../../../schemas/connection';
import { errors, json, noQuery } from '../../core/openapi';

export const list = createRoute({
  method: 'get',
  operationId: 'listConnections',
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

export const sync = createRoute({
  method: 'post',
  operationId: 'syncConnection',
  path: '/connections/{connectionPublicId}/sync',
  tags: ['Connections'],
  summary: "Start the connection's next poll at once (extension)",
  description:
    'Accepted: the poll runs in the background; `syncedAt`, or `errorAt` and `errorId`, on the connection tell how it went. ' +
    'No request body (or `{}`). 409 for a connection that is not polled (such as `upload`) and for a disabled one.',
  request: {
    query: noQuery,
    params: z.strictObject({
      connectionPublicId: z.string().meta({ param: { name: 'connectionPublicId', in: 'path' } }),
    }),
    // Nothing to send; a client that always sends JSON may send `{}`, anything more is an unknown field.
    body: { required: false, content: { 'application/json': { schema: z.strictObject({}) } } },
  },
  responses: { 202: json(PublicIdResponseSchema, 'The poll is due now'), ...errors(404, 409) },
});
