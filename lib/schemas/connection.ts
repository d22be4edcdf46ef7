import { z } from 'zod';
import { DateTimeSchema, PublicIdSchema } from './common';

export const ConnectionSchema = z
  .object({
    publicId: PublicIdSchema,
    provider: z.string().meta({ description: 'upload, imap, gmail, outlook, google_drive, dropbox, …' }),
    createdAt: DateTimeSchema,
    errorId: z.string().optional(),
    errorAt: DateTimeSchema.optional(),
    syncedAt: DateTimeSchema.optional(),
    disabledAt: DateTimeSchema.optional(),
    label: z.string().optional(),
    followLinks: z.boolean(),
    followDocsend: z.boolean(),
  })
  .meta({ id: 'Connection' });
export type Connection = z.infer<typeof ConnectionSchema>;
