import { z } from 'zod';
import { PublicIdSchema } from './common';
import { ValueStatusSchema } from './tracker';

/** A chart needs one request; beyond this many points the caller must narrow the dates. */
export const MAX_SERIES_POINTS = 10_000;

export const TrackerSeriesPointSchema = z
  .object({
    publicId: PublicIdSchema,
    effectiveAt: z.string().meta({ format: 'date', description: 'The date the value is valid for' }),
    value: z.union([z.boolean(), z.string(), z.number()]).meta({ description: 'The JSON type of the tracker’s kind' }),
    unit: z.string().optional(),
    status: ValueStatusSchema,
    citationCount: z.number().int().min(0).meta({ description: 'How many citations the value has in the values list' }),
  })
  .meta({ id: 'TrackerSeriesPoint' });

export const TrackerSeriesSchema = z
  .object({
    items: z.array(TrackerSeriesPointSchema).max(MAX_SERIES_POINTS),
  })
  .meta({ id: 'TrackerSeries' });

export type TrackerSeriesPoint = z.infer<typeof TrackerSeriesPointSchema>;
export type TrackerSeries = z.infer<typeof TrackerSeriesSchema>;
