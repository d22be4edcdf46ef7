import { createRoute, z } from '@hono/zod-openapi';
import { listSchema, paginationQuery, PublicIdResponseSchema } from '../../../schemas/common';
import { ConnectionSchema, RefusedMessageSchema } from '../../../schemas/connection';
import { errors, json, noQuery } from '../../core/openapi';
import { operation } from '../../../schemas/operations';

export const list = createRoute({
  ...operation('listConnections'),
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

const ConnectionParams = z.strictObject({
  connectionPublicId: z.string().meta({ param: { name: 'connectionPublicId', in: 'path' } }),
});

export const get = createRoute({
  ...operation('getConnection'),
  tags: ['Connections'],
  summary: 'Read one data connection (extension)',
  request: { query: noQuery, params: ConnectionParams },
  responses: { 200: json(ConnectionSchema, 'The connection'), ...errors(404) },
});

export const refused = createRoute({
  ...operation('listRefusedMessages'),
  tags: ['Connections'],
  summary: 'List the messages a connection could not take (extension)',
  description:
    'Each message a poll found and passed over, with its IMAP UID, its Message-ID when one could be read, and ' +
    'the reason; newest first: refusedAt descending, then publicId descending. A failure that is not the ' +
    "message's (the database or the mail server unreachable) is never listed: the poll stops and takes the " +
    'message again later, and `errorId` on the connection says why.',
  request: { params: ConnectionParams, query: z.strictObject({ ...paginationQuery }) },
  responses: {
    200: json(listSchema(RefusedMessageSchema, 'RefusedMessageList'), 'Refused messages, newest first'),
    ...errors(400, 404),
  },
});

export const sync = createRoute({
  ...operation('syncConnection'),
  tags: ['Connections'],
  summary: "Start the connection's next poll at once (extension)",
  description:
    'Accepted: the poll runs in the background; `syncedAt`, or `errorAt` and `errorId`, on the connection tell how it went. ' +
    'No request body (or `{}`). 409 for a connection that is not polled (such as `upload`) and for a disabled one.',
  request: {
    query: noQuery,
    params: ConnectionParams,
    // Nothing to send; a client that always sends JSON may send `{}`, anything more is an unknown field.
    body: { required: false, content: { 'application/json': { schema: z.strictObject({}) } } },
  },
  responses: { 202: json(PublicIdResponseSchema, 'The poll is due now'), ...errors(404, 409) },
});
