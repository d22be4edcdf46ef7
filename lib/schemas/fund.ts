import { z } from 'zod';
import { PublicIdSchema } from './common';
import { CompanySchema } from './company';
import { FUND_STATUSES } from './values';

export { FUND_STATUSES };
export const FundStatusSchema = z.enum(FUND_STATUSES).meta({ id: 'FundCompanyStatus' });
export type FundStatus = z.infer<typeof FundStatusSchema>;

export const FundSchema = z.object({ publicId: PublicIdSchema, name: z.string() }).meta({ id: 'Fund' });
export type Fund = z.infer<typeof FundSchema>;

export const FundCompanySchema = CompanySchema.extend({
  status: FundStatusSchema.meta({ description: "The company's status in this fund (extension)" }),
}).meta({ id: 'FundCompany' });
export type FundCompany = z.infer<typeof FundCompanySchema>;

export const FundCompaniesRemoveSchema = z
  .strictObject({
    companyPublicIds: z
      .array(z.string().min(1).max(64))
      .min(1)
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, { error: 'must not repeat an id' })
      .meta({ uniqueItems: true }),
  })
  .meta({ id: 'FundCompaniesRemove' });
export type FundCompaniesRemove = z.infer<typeof FundCompaniesRemoveSchema>;

export const FundStatusUpdateSchema = z.strictObject({ status: FundStatusSchema }).meta({ id: 'FundStatusUpdate' });
export type FundStatusUpdate = z.infer<typeof FundStatusUpdateSchema>;

/** POST /funds/{fundPublicId}/companies (extension). */
export const FundCompanyAddSchema = z
  .strictObject({
    companyPublicId: z.string().max(64).meta({ description: 'A live company of the workspace' }),
    status: FundStatusSchema,
  })
  .meta({ id: 'FundCompanyAdd' });
export type FundCompanyAdd = z.infer<typeof FundCompanyAddSchema>;

export const FundStatusResultSchema = z
  .object({ fundPublicId: PublicIdSchema, companyPublicId: PublicIdSchema, status: FundStatusSchema })
  .meta({ id: 'FundStatusResult' });
