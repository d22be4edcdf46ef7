import { createRoute, z } from '@hono/zod-openapi';
import { DateInputSchema, listSchema, paginationQuery, repeatable } from '../../../schemas/common';
import {
  TRACKER_VALUE_SORTS,
  TrackerValueCountsSchema,
  ValueStatusSchema,
  WorkspaceTrackerValueSchema,
} from '../../../schemas/tracker';
import { errors, json } from '../../core/openapi';
import { operation } from '../../../schemas/operations';

const tags = ['Trackers'];

const statusQuery = ValueStatusSchema.optional().meta({
  description: 'The review status to list (one). Default: suggested, the values waiting for review.',
  default: 'suggested',
});

const TrackerValuesQuerySchema = z
  .strictObject({
    ...paginationQuery,
    status: statusQuery,
    trackerPublicId: repeatable(z.string().min(1)).meta({
      description: 'Only values of these trackers (repeat the parameter for several; an unknown tracker answers 404)',
    }),
    companyPublicId: z
      .string()
      .min(1)
      .optional()
      .meta({ description: "Only this company's values (an unknown company answers 404)" }),
    fundPublicId: z
      .string()
      .min(1)
      .optional()
      .meta({ description: 'Only values of companies now in this fund (an unknown fund answers 404)' }),
    effectiveFrom: DateInputSchema.optional().meta({ description: 'Only values effective on or after this date' }),
    effectiveTo: DateInputSchema.optional().meta({ description: 'Only values effective on or before this date' }),
    sort: z.enum(TRACKER_VALUE_SORTS).optional().meta({
      description: 'effectiveAt: the date the value is valid for; updatedAt: its last change. Both newest first.',
      default: 'effectiveAt',
    }),
  })
  // Dates as YYYY-MM-DD compare correctly as strings.
  .refine((v) => !(v.effectiveFrom && v.effectiveTo && v.effectiveFrom > v.effectiveTo), {
    path: ['effectiveFrom'],
    error: 'must not be after effectiveTo',
  });

export const listAll = createRoute({
  ...operation('listWorkspaceTrackerValues'),
  tags,
  summary: 'List values across trackers: the review queue (extension)',
  description:
    'Values of every tracker the acting member may see, in one status (default suggested), newest first: by ' +
    'the sort key descending, then publicId descending. Each item is a TrackerValue with its tracker. The same ' +
    'values the per-tracker list shows: values of deleted companies are hidden. A pageToken is valid only for the ' +
    'sort and filters it was issued under.',
  request: { query: TrackerValuesQuerySchema },
  responses: {
    200: json(listSchema(WorkspaceTrackerValueSchema, 'WorkspaceTrackerValueList'), 'Values, newest first'),
    ...errors(400, 404),
  },
});

export const counts = createRoute({
  ...operation('countWorkspaceTrackerValues'),
  tags,
  summary: 'How many values wait in one status, per tracker (extension)',
  description:
    'Counts the values `GET /tracker-values` lists for the status (default suggested), in total and per tracker ' +
    'the acting member may see.',
  request: { query: z.strictObject({ status: statusQuery }) },
  responses: {
    200: json(TrackerValueCountsSchema, 'The counts'),
    ...errors(400),
  },
});
