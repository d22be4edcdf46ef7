import { z } from 'zod';
import { DateTimeSchema, PublicIdSchema } from './common';

/** Longest label; `pi keys create --label` allows the same. */
export const API_KEY_LABEL_MAX = 200;

export const ApiKeySchema = z
  .object({
    publicId: PublicIdSchema,
    prefix: z.string().meta({ description: 'First characters of the key, to tell keys apart' }),
    label: z.string().nullable(),
    member: z.object({
      publicId: PublicIdSchema,
      email: z.string(),
      name: z.string(),
    }),
    console: z.boolean().meta({
      description:
        "The console's sign-in key for this member. Revoking it signs the member out of the console; " +
        'their next sign-in makes a new one.',
    }),
    createdAt: DateTimeSchema,
    revokedAt: DateTimeSchema.nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** The one answer that carries the key itself: it is never shown again. */
export const CreatedApiKeySchema = ApiKeySchema.extend({
  key: z.string().meta({ description: 'The key itself, shown only in this answer' }),
}).meta({ id: 'CreatedApiKey' });

/** Drives the API's validation, its document and the console's create form. */
export const ApiKeyCreateSchema = z
  .strictObject({
    memberEmail: z.email().optional().meta({ description: 'The member the key acts as, by email' }),
    memberPublicId: PublicIdSchema.optional().meta({ description: 'The member the key acts as, by id' }),
    label: z.string().trim().max(API_KEY_LABEL_MAX).optional(),
  })
  .refine((v) => (v.memberEmail === undefined) !== (v.memberPublicId === undefined), {
    error: 'give exactly one of memberEmail and memberPublicId',
    path: ['memberEmail'],
  })
  .meta({ id: 'ApiKeyCreate' });
export type ApiKeyCreate = z.infer<typeof ApiKeyCreateSchema>;
