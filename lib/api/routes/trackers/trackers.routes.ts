import { createRoute, z } from '@hono/zod-openapi';
import {
  DateInputSchema,
  DateTimeInputSchema,
  listSchema,
  paginationQuery,
  PublicIdResponseSchema,
  repeatable,
} from '../../../schemas/common';
import {
  StaleValueErrorSchema,
  TRACKER_VALUE_SORTS,
  TrackerSchema,
  TrackerValueCreateSchema,
  TrackerValueReviewSchema,
  TrackerValueSchema,
  ValueStatusSchema,
} from '../../../schemas/tracker';
import { bodyErrors, errors, json, jsonBody, noQuery } from '../../core/openapi';
import { operation } from '../../../schemas/operations';

const tags = ['Trackers'];

export const TrackerParams = z.strictObject({
  trackerPublicId: z.string().meta({ param: { name: 'trackerPublicId', in: 'path' } }),
});

const companyFilter = z.string().min(1).optional();

export const list = createRoute({
  ...operation('listTrackers'),
  tags,
  summary: 'List trackers',
  description:
    'The trackers visible to the acting member: team-wide ones and the member’s own private ones. ' +
    'Ordered by name ascending (byte-wise), then publicId ascending.',
  request: {
    query: z.strictObject({
      ...paginationQuery,
      companyPublicId: companyFilter.meta({
        description: 'Only trackers whose scope covers this company (an unknown company answers 404)',
      }),
    }),
  },
  responses: {
    200: json(listSchema(TrackerSchema, 'TrackerList'), 'Trackers by name, then publicId'),
    ...errors(400, 404),
  },
});

export const get = createRoute({
  ...operation('getTracker'),
  tags,
  summary: 'Get a tracker',
  description: "A tracker visible to the acting member; another member's private tracker answers 404.",
  request: { query: noQuery, params: TrackerParams },
  responses: { 200: json(TrackerSchema, 'The tracker'), ...errors(404) },
});

export const values = createRoute({
  ...operation('listTrackerValues'),
  tags,
  summary: "List a tracker's values",
  description:
    'Values across all portfolio companies, newest first: by the sort key descending, then publicId descending. ' +
    'Values of deleted companies are hidden; values of companies outside the tracker’s current scope remain, since ' +
    'scope changes do not alter history. A pageToken is valid only for the tracker, sort and filters it was issued under.',
  request: {
    params: TrackerParams,
    query: z
      .strictObject({
        ...paginationQuery,
        companyPublicId: companyFilter.meta({
          description: "Only this company's values (an unknown company answers 404)",
        }),
        status: repeatable(ValueStatusSchema).meta({
          description:
            'Review statuses to include. Repeat the parameter to pass several. Default: suggested and confirmed.',
        }),
        effectiveFrom: DateInputSchema.optional().meta({ description: 'Only values effective on or after this date' }),
        effectiveTo: DateInputSchema.optional().meta({ description: 'Only values effective on or before this date' }),
        updatedAfter: DateTimeInputSchema.optional().meta({
          description: 'Only values changed (content or review status) at or after this instant',
        }),
        sort: z.enum(TRACKER_VALUE_SORTS).optional().meta({
          description: 'effectiveAt: the date the value is valid for; updatedAt: its last change. Both newest first.',
          default: 'effectiveAt',
        }),
      })
      // Dates as YYYY-MM-DD compare correctly as strings.
      .refine((v) => !(v.effectiveFrom && v.effectiveTo && v.effectiveFrom > v.effectiveTo), {
        path: ['effectiveFrom'],
        error: 'must not be after effectiveTo',
      }),
  },
  responses: {
    200: json(listSchema(TrackerValueSchema, 'TrackerValueList'), 'Tracker values, newest first'),
    ...errors(400, 404),
  },
});

export const createValue = createRoute({
  ...operation('createTrackerValue'),
  tags,
  summary: 'Enter a value by hand (extension)',
  description:
    'The value is stored with origin "manual", status "confirmed", reportedAt now and the tracker’s preferredUnit. ' +
    '`value` must have the JSON type of the tracker’s kind (a score within its policy’s min..max). `period`, when ' +
    'given, must agree with the tracker’s valuePolicy: the same kind, and a window, cadence or denomination the ' +
    'policy allows; trackers without period semantics (valuePolicy null or score) take none. A company outside ' +
    'the tracker’s scope answers 400; an unknown or deleted company 404.',
  request: { query: noQuery, params: TrackerParams, body: jsonBody(TrackerValueCreateSchema) },
  responses: {
    201: json(PublicIdResponseSchema, 'Created'),
    ...errors(...bodyErrors, 404),
  },
});

export const reviewValue = createRoute({
  ...operation('reviewTrackerValue'),
  tags,
  summary: 'Review a value: confirm or reject it, optionally correcting its value or note (extension)',
  description:
    'Sets the status; a `value` given replaces the value (checked against the tracker’s kind as on entry) and ' +
    'keeps its origin; `note` replaces the note, null clears it. statusUpdatedAt and updatedAt move to now on ' +
    'every review. A value of another tracker, of a deleted company, or an invisible tracker answers 404. ' +
    'With If-Match, a value another reviewer changed meanwhile answers 412 with the value as it is now.',
  request: {
    query: noQuery,
    params: z.strictObject({
      trackerPublicId: TrackerParams.shape.trackerPublicId,
      valuePublicId: z.string().meta({ param: { name: 'valuePublicId', in: 'path' } }),
    }),
    headers: z.object({
      'if-match': z
        .string()
        .regex(/^\s*(\*|"[^"]+")\s*$/, {
          error: 'must be an ETag this API gave (the value’s updatedAt in double quotes) or *',
        })
        .optional()
        .meta({
          param: { in: 'header' },
          description:
            'The version the reviewer saw: the value’s ETag, which is its updatedAt in double quotes ' +
            '(`"2026-11-04T09:03:00.000Z"`), or `*`. A value changed since answers 412 and changes nothing.',
        }),
    }),
    body: jsonBody(TrackerValueReviewSchema),
  },
  responses: {
    200: {
      ...json(TrackerValueSchema, 'The reviewed value'),
      headers: { ETag: { description: 'The reviewed value’s new version', schema: { type: 'string' } } },
    },
    412: json(StaleValueErrorSchema, 'If-Match named another version: someone changed the value meanwhile'),
    ...errors(...bodyErrors, 404),
  },
});
