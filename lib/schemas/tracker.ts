import { z } from 'zod';
import { DateInputSchema, DateTimeSchema, PublicIdSchema } from './common';
import { CitationSchema } from './touchpoint';
import { VALUE_STATUSES } from './values';

const TRACKER_KINDS = ['money', 'number', 'percent', 'boolean', 'text', 'score'] as const;
export const TrackerKindSchema = z.enum(TRACKER_KINDS).meta({ id: 'TrackerKind' });
export type TrackerKind = z.infer<typeof TrackerKindSchema>;

const WINDOW_UNITS = ['day', 'week', 'month', 'quarter', 'year'] as const;
const CADENCE_UNITS = ['month', 'quarter', 'year'] as const;

const windowOf = <U extends readonly [string, ...string[]]>(units: U) =>
  z.object({ unit: z.enum(units), length: z.number().int().min(1) });

const WindowSchema = windowOf(WINDOW_UNITS).meta({ id: 'Window' });
const CadenceSchema = windowOf(CADENCE_UNITS).meta({ id: 'Cadence' });

const choice = <T extends z.ZodType>(item: T) =>
  z.object({ allowed: z.array(item).nullable().meta({ description: 'null means any' }), preferred: item.optional() });

const PointInTimePolicySchema = z
  .object({
    kind: z.literal('point_in_time'),
    observationWindow: choice(WindowSchema).optional(),
    underlyingCadence: choice(CadenceSchema).optional(),
    denomination: choice(z.enum(['month', 'year'])).optional(),
  })
  .meta({ id: 'PointInTimePolicy' });

const PeriodTotalPolicySchema = z
  .object({ kind: z.literal('period_total'), cadence: choice(CadenceSchema) })
  .meta({ id: 'PeriodTotalPolicy' });

const ScorePolicySchema = z
  .object({ kind: z.literal('score'), min: z.number(), max: z.number() })
  .meta({ id: 'ScorePolicy' });

export const ValuePolicySchema = z
  .discriminatedUnion('kind', [PointInTimePolicySchema, PeriodTotalPolicySchema, ScorePolicySchema])
  .meta({ id: 'ValuePolicy' });
export type ValuePolicy = z.infer<typeof ValuePolicySchema>;

export const TrackerSchema = z
  .object({
    publicId: PublicIdSchema,
    name: z.string(),
    kind: TrackerKindSchema,
    ingestionEnabled: z.boolean(),
    createdAt: DateTimeSchema,
    updatedAt: DateTimeSchema,
    preferredUnit: z.string().optional(),
    description: z.string().optional(),
    valuePolicy: ValuePolicySchema.nullable(),
  })
  .meta({ id: 'Tracker' });
export type Tracker = z.infer<typeof TrackerSchema>;

export const PeriodSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('point_in_time'),
      observationWindow: WindowSchema.optional(),
      underlyingCadence: CadenceSchema.optional(),
      denomination: z.enum(['month', 'year']).optional(),
    }),
    z.object({ kind: z.literal('period_total'), cadence: CadenceSchema }),
  ])
  .meta({ id: 'Period' });
export type Period = z.infer<typeof PeriodSchema>;

export { VALUE_STATUSES };
export const ValueStatusSchema = z.enum(VALUE_STATUSES).meta({ id: 'TrackerValueStatus' });
export type ValueStatus = z.infer<typeof ValueStatusSchema>;

export const TrackerValueSchema = z
  .object({
    publicId: PublicIdSchema,
    companyPublicId: PublicIdSchema,
    companyName: z.string().meta({ description: "The company's name, so a list needs no lookup per company (extension)" }),
    kind: TrackerKindSchema,
    value: z.union([z.boolean(), z.string(), z.number()]),
    unit: z.string().optional(),
    period: PeriodSchema.optional(),
    note: z.string().optional(),
    origin: z.string().meta({ description: 'system, manual or import' }),
    status: ValueStatusSchema,
    citations: z.array(CitationSchema),
    effectiveAt: z.string().meta({ format: 'date' }),
    reportedAt: DateTimeSchema,
    createdAt: DateTimeSchema,
    updatedAt: DateTimeSchema,
    statusUpdatedAt: DateTimeSchema,
  })
  .meta({ id: 'TrackerValue' });
export type TrackerValue = z.infer<typeof TrackerValueSchema>;

export { TRACKER_VALUE_SORTS } from './values';

/** How long a value's `note`, and a text tracker's `value`, may be. */
export const MAX_NOTE_LENGTH = 10_000;

const strictWindowOf = <U extends readonly [string, ...string[]]>(units: U) =>
  z.strictObject({ unit: z.enum(units), length: z.number().int().min(1) });

/**
 * A period as a client sends it: the shape of `Period`, with unknown fields
 * refused at every level. Whether it agrees with the tracker's valuePolicy is
 * checked against the tracker.
 */
export const PeriodInputSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.strictObject({
        kind: z.literal('point_in_time'),
        observationWindow: strictWindowOf(WINDOW_UNITS).optional(),
        underlyingCadence: strictWindowOf(CADENCE_UNITS).optional(),
        denomination: z.enum(['month', 'year']).optional(),
      }),
      z.strictObject({ kind: z.literal('period_total'), cadence: strictWindowOf(CADENCE_UNITS) }),
    ],
    {
      error: (issue) =>
        typeof issue.input !== 'object' || issue.input === null || Array.isArray(issue.input)
          ? 'must be an object'
          : 'must be "point_in_time" or "period_total"',
    },
  )
  .meta({
    id: 'PeriodInput',
    description: "As-reported period semantics; must agree with the tracker's valuePolicy",
  });
export type PeriodInput = z.infer<typeof PeriodInputSchema>;

/** The JSON type is checked against the tracker's kind (and a score against its policy's bounds) by the API. */
const ValueInputSchema = z
  .union([z.number(), z.boolean(), z.string()], {
    error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number, a boolean or a string'),
  })
  .meta({
    description:
      "Of the tracker's kind: a number for money, number, percent and score (within the policy's min..max), " +
      `a boolean for boolean, a string of 1 to ${MAX_NOTE_LENGTH} characters for text`,
  });

const NoteInputSchema = z
  .string()
  .max(MAX_NOTE_LENGTH)
  .nullable()
  .optional()
  .meta({
    description: `Supporting text, at most ${MAX_NOTE_LENGTH} characters; null for none (on review: clears it)`,
  });

const REVIEW_STATUSES = ['confirmed', 'rejected'] as const;

// PostgreSQL has no year 0.
const EffectiveAtInputSchema = DateInputSchema.refine((v) => !v.startsWith('0000-'), {
  error: 'must be in year 0001 or later',
});

/** PATCH /trackers/{trackerPublicId}/values/{valuePublicId} (extension). */
export const TrackerValueReviewSchema = z
  .strictObject({
    status: z.enum(REVIEW_STATUSES),
    value: ValueInputSchema.optional().meta({
      description: 'A corrected value; the value keeps its origin and takes the status given',
    }),
    // The same fields, and the same policy check, as a manual entry's.
    effectiveAt: EffectiveAtInputSchema.optional().meta({ description: 'A corrected effective date' }),
    period: PeriodInputSchema.optional(),
    note: NoteInputSchema,
  })
  .meta({ id: 'TrackerValueReview' });
export type TrackerValueReview = z.infer<typeof TrackerValueReviewSchema>;

/** POST /trackers/{trackerPublicId}/values (extension): a manual, confirmed value. */
export const TrackerValueCreateSchema = z
  .strictObject({
    companyPublicId: z.string().max(64).meta({ description: "A company within the tracker's scope" }),
    value: ValueInputSchema,
    effectiveAt: EffectiveAtInputSchema,
    period: PeriodInputSchema.optional(),
    note: NoteInputSchema,
  })
  .meta({ id: 'TrackerValueCreate' });
export type TrackerValueCreate = z.infer<typeof TrackerValueCreateSchema>;

/** A value in the list across trackers (the review queue): the value and the tracker it belongs to. */
export const WorkspaceTrackerValueSchema = TrackerValueSchema.extend({
  trackerPublicId: PublicIdSchema,
  trackerName: z.string(),
}).meta({ id: 'WorkspaceTrackerValue' });
export type WorkspaceTrackerValue = z.infer<typeof WorkspaceTrackerValueSchema>;

export const TrackerValueCountsSchema = z
  .object({
    total: z.number().int().min(0),
    trackers: z
      .array(
        z.object({
          trackerPublicId: PublicIdSchema,
          name: z.string(),
          count: z.number().int().min(1),
        }),
      )
      .meta({ description: 'Trackers holding at least one such value, by name' }),
  })
  .meta({ id: 'TrackerValueCounts' });
export type TrackerValueCounts = z.infer<typeof TrackerValueCountsSchema>;

/** 412 on a review whose If-Match names a version the value no longer has. */
export const StaleValueErrorSchema = z
  .object({
    error: z.string(),
    code: z.literal('precondition_failed'),
    current: TrackerValueSchema.meta({ description: 'The value as it is now, changed by someone else meanwhile' }),
  })
  .meta({ id: 'StaleValueError' });
export type StaleValueError = z.infer<typeof StaleValueErrorSchema>;
