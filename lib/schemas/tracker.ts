import { z } from 'zod';
import { DateTimeSchema, PublicIdSchema } from './common';
import { CitationSchema } from './touchpoint';

export const TRACKER_KINDS = ['money', 'number', 'percent', 'boolean', 'text', 'score'] as const;
export const TrackerKindSchema = z.enum(TRACKER_KINDS).meta({ id: 'TrackerKind' });
export type TrackerKind = z.infer<typeof TrackerKindSchema>;

export const WINDOW_UNITS = ['day', 'week', 'month', 'quarter', 'year'] as const;
export const CADENCE_UNITS = ['month', 'quarter', 'year'] as const;

const windowOf = <U extends readonly [string, ...string[]]>(units: U) =>
  z.object({ unit: z.enum(units), length: z.number().int().min(1) });

export const WindowSchema = windowOf(WINDOW_UNITS).meta({ id: 'Window' });
export const CadenceSchema = windowOf(CADENCE_UNITS).meta({ id: 'Cadence' });
export type Window = z.infer<typeof WindowSchema>;

const choice = <T extends z.ZodType>(item: T) =>
  z.object({ allowed: z.array(item).nullable().meta({ description: 'null means any' }), preferred: item.optional() });

export const PointInTimePolicySchema = z
  .object({
    kind: z.literal('point_in_time'),
    observationWindow: choice(WindowSchema).optional(),
    underlyingCadence: choice(CadenceSchema).optional(),
    denomination: choice(z.enum(['month', 'year'])).optional(),
  })
  .meta({ id: 'PointInTimePolicy' });

export const PeriodTotalPolicySchema = z
  .object({ kind: z.literal('period_total'), cadence: choice(CadenceSchema) })
  .meta({ id: 'PeriodTotalPolicy' });

export const ScorePolicySchema = z
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

export const VALUE_STATUSES = ['suggested', 'confirmed', 'rejected'] as const;
export const ValueStatusSchema = z.enum(VALUE_STATUSES).meta({ id: 'TrackerValueStatus' });
export type ValueStatus = z.infer<typeof ValueStatusSchema>;

export const TrackerValueSchema = z
  .object({
    publicId: PublicIdSchema,
    companyPublicId: PublicIdSchema,
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

export const TRACKER_VALUE_SORTS = ['effectiveAt', 'updatedAt'] as const;
