import { z } from 'zod';
import { PublicIdSchema } from './common';

const DOMAIN_PATTERN = /^[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;
const noControl = { error: 'must not contain control characters such as tabs or line breaks' };
/**
 * No control characters: \p{Cc} (U+0000–U+001F, U+007F–U+009F) spelled as a
 * range, because the OpenAPI generator writes a flagged regex as `…$/u`, a
 * pattern no client can use.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL = /^[^\u0000-\u001f\u007f-\u009f]*$/;
const domain = z.string().max(253).regex(DOMAIN_PATTERN, { error: 'must be a domain such as example.com' });

export const CompanySchema = z
  .object({
    publicId: PublicIdSchema,
    name: z.string(),
    primaryDomain: z.string().optional(),
    domains: z.array(z.string()),
    headline: z.string().optional(),
    alternativeNames: z.array(z.string()),
    linkedinSlug: z.string().optional(),
    twitterSlug: z.string().optional(),
    crunchbaseSlug: z.string().optional(),
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof CompanySchema>;

/**
 * The writable fields. `null` clears an optional field on update; `name` can
 * never be null.
 */
const CompanyFieldsSchema = z.strictObject({
  name: z.string().trim().min(1, { error: 'must not be blank' }).max(255).regex(NO_CONTROL, noControl),
  primaryDomain: domain.nullable().optional().meta({ description: 'Main domain, stored lowercase' }),
  domains: z
    .array(domain)
    .max(100)
    .nullable()
    .optional()
    .meta({ description: 'All domains; de-duplicated, stored lowercase, always containing primaryDomain' }),
  alternativeNames: z
    .array(z.string().trim().min(1).max(255).regex(NO_CONTROL, noControl))
    .max(100)
    .nullable()
    .optional(),
  headline: z.string().max(256).nullable().optional(),
  linkedinSlug: z
    .string()
    .max(255)
    .regex(/^[a-zA-Z0-9-]+$/)
    .nullable()
    .optional(),
  twitterSlug: z
    .string()
    .max(255)
    .regex(/^[a-zA-Z0-9_]+$/)
    .nullable()
    .optional(),
  crunchbaseSlug: z
    .string()
    .max(255)
    .regex(/^[a-zA-Z0-9-]+$/)
    .nullable()
    .optional(),
});

export const CompanyCreateSchema = CompanyFieldsSchema.meta({ id: 'CompanyCreate' });
export type CompanyCreate = z.infer<typeof CompanyCreateSchema>;

export const CompanyUpdateSchema = CompanyFieldsSchema.partial().meta({ id: 'CompanyUpdate' });
export type CompanyUpdate = z.infer<typeof CompanyUpdateSchema>;
