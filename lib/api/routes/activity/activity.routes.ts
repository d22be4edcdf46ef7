import { createRoute, z } from '@hono/zod-openapi';
import { RecentTouchpointSchema } from '../../../schemas/activity';
import { DateTimeInputSchema, listSchema, paginationQuery } from '../../../schemas/common';
import { errors, json } from '../../core/openapi';
import { operation } from '../../../schemas/operations';

export const recentTouchpoints = createRoute({
  ...operation('listRecentTouchpoints'),
  tags: ['Touchpoints'],
  summary: 'List touchpoints of every company by when they last changed (extension)',
  description:
    "The workspace's touchpoints across all companies, newest change first: updatedAt descending, then publicId " +
    'descending. Each is a Touchpoint plus its company (companyPublicId, companyName) and createdAt, so a client ' +
    'can tell a new touchpoint (createdAt at or after the instant it last looked) from a re-derived one. ' +
    'A pageToken is valid only for the updatedAfter it was issued under.',
  request: {
    query: z.strictObject({
      ...paginationQuery,
      updatedAfter: DateTimeInputSchema.optional().meta({
        description: 'Only touchpoints created or re-derived at or after this instant',
      }),
    }),
  },
  responses: {
    200: json(listSchema(RecentTouchpointSchema, 'RecentTouchpointList'), 'Touchpoints, newest change first'),
    ...errors(400),
  },
});
