import { z } from 'zod';
import { DateTimeSchema, PublicIdSchema } from './common';
import { TouchpointSchema } from './touchpoint';

/** A touchpoint of any company, for "what changed": the touchpoint, its company, and when it began. */
export const RecentTouchpointSchema = TouchpointSchema.extend({
  companyPublicId: PublicIdSchema.meta({ description: 'The company the touchpoint belongs to' }),
  companyName: z.string().meta({ description: "The company's name" }),
  createdAt: DateTimeSchema.meta({
    description: 'When the touchpoint was first derived; updatedAt later than this means it was re-derived',
  }),
}).meta({ id: 'RecentTouchpoint' });
export type RecentTouchpoint = z.infer<typeof RecentTouchpointSchema>;
