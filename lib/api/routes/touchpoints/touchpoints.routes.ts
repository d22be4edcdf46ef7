import { createRoute, z } from '@hono/zod-openapi';
import { InsightCategorySchema, listSchema, paginationQuery, repeatable, TopicSchema } from '../../../schemas/common';
import { TOUCHPOINT_SORTS, TouchpointSchema } from '../../../schemas/touchpoint';
import { errors, json } from '../../core/openapi';
import { CompanyParams } from '../companies/companies.routes';
import { operation } from '../../../schemas/operations';

export const list = createRoute({
  ...operation('listCompanyTouchpoints'),
  tags: ['Touchpoints'],
  summary: "List a company's touchpoints",
  description:
    'A touchpoint groups the activity around one company event (an investor update, a board meeting, an announcement) ' +
    'and carries the insights extracted from it, each with citations to the source material. Newest first: by the ' +
    'sort key descending, then publicId descending. The counts are those of the live emails, notes, meetings and ' +
    'files grouped in the touchpoint; insights are ordered by occurredAt descending, then publicId. ' +
    'A pageToken is valid only for the company, sort, topic and category it was issued under.',
  request: {
    params: CompanyParams,
    query: z.strictObject({
      ...paginationQuery,
      topic: repeatable(TopicSchema).meta({
        description: 'Only touchpoints with at least one of these topics. Repeat the parameter to pass several.',
      }),
      category: repeatable(InsightCategorySchema).meta({
        description:
          'Only touchpoints with at least one insight in these categories; their insights are narrowed to those ' +
          'categories. Repeat the parameter to pass several.',
      }),
      sort: z.enum(TOUCHPOINT_SORTS).optional().meta({
        description:
          'occurredAt: when the activity happened; updatedAt: when the touchpoint last changed. Both newest first.',
        default: 'occurredAt',
      }),
    }),
  },
  responses: {
    200: json(listSchema(TouchpointSchema, 'TouchpointList'), 'Touchpoints, newest first'),
    ...errors(400, 404),
  },
});
