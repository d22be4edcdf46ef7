import { createRoute, z } from '@hono/zod-openapi';
import { DateInputSchema, repeatable } from '../../../schemas/common';
import { ValueStatusSchema } from '../../../schemas/tracker';
import { errors, json } from '../../core/openapi';
import { TrackerSeriesSchema } from '../../../schemas/tracker-series';
import { TrackerParams } from './trackers.routes';
import { operation } from '../../../schemas/operations';

const TrackerSeriesQuerySchema = z
  .strictObject({
    companyPublicId: z
      .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a company publicId') })
      .min(1, { error: 'is required' })
      .meta({ description: 'The company whose values make the series (an unknown company answers 404)' }),
    status: repeatable(ValueStatusSchema).meta({
      description:
        'Review statuses to include. Repeat the parameter to pass several. Default: suggested and confirmed.',
    }),
    effectiveFrom: DateInputSchema.optional().meta({ description: 'Only values effective on or after this date' }),
    effectiveTo: DateInputSchema.optional().meta({ description: 'Only values effective on or before this date' }),
  })
  // Dates as YYYY-MM-DD compare correctly as strings.
  .refine((v) => !(v.effectiveFrom && v.effectiveTo && v.effectiveFrom > v.effectiveTo), {
    path: ['effectiveFrom'],
    error: 'must not be after effectiveTo',
  });

export const getTrackerSeries = createRoute({
  ...operation('getTrackerSeries'),
  tags: ['Trackers'],
  summary: "A company's values of a tracker as one chart series (extension)",
  description:
    'Every value the values list shows for the tracker and company, in one unpaginated response: ordered by ' +
    'effectiveAt ascending, then publicId ascending. At most 10,000 points; a series with more answers 400 and ' +
    'asks for effectiveFrom and effectiveTo bounds. An invisible tracker, or an unknown or deleted company, answers 404.',
  request: { params: TrackerParams, query: TrackerSeriesQuerySchema },
  responses: {
    200: json(TrackerSeriesSchema, 'The series, oldest first'),
    ...errors(400, 404),
  },
});
