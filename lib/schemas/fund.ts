import { z } from 'zod';
import { DateTimeSchema, PublicIdSchema } from './common';
import { CompanySchema } from './company';
import { FUND_STATUSES } from './values';

export const FundStatusSchema = z.enum(FUND_STATUSES).meta({ id: 'FundCompanyStatus' });
export type FundStatus = z.infer<typeof FundStatusSchema>;

/** Live memberships of live companies, by status: what GET /funds/{id}/companies lists without a filter. */
export const FundStatusCountsSchema = z
  .object({ active: z.number().int().min(0), exited: z.number().int().min(0), dissolved: z.number().int().min(0) })
  .meta({ id: 'FundStatusCounts', description: "How many of the fund's companies have each status (extension)" });
export type FundStatusCounts = z.infer<typeof FundStatusCountsSchema>;

export const FundSchema = z
  .object({
    publicId: PublicIdSchema,
    name: z.string(),
    createdAt: DateTimeSchema.meta({ description: 'When the fund was set up (extension)' }),
    companyCount: z.number().int().min(0).meta({
      description:
        'How many companies the fund holds: the sum of statusCounts, and the number of items GET …/companies lists without filters (extension)',
    }),
    statusCounts: FundStatusCountsSchema,
  })
  .meta({ id: 'Fund' });
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

export const FundStatusUpdateSchema = z.strictObject({ status: FundStatusSchema }).meta({ id: 'FundStatusUpdate' });

/** POST /funds/{fundPublicId}/companies (extension). */
export const FundCompanyAddSchema = z
  .strictObject({
    companyPublicId: z.string().max(64).meta({ description: 'A live company of the workspace' }),
    status: FundStatusSchema,
  })
  .meta({ id: 'FundCompanyAdd' });

export const FundStatusResultSchema = z
  .object({ fundPublicId: PublicIdSchema, companyPublicId: PublicIdSchema, status: FundStatusSchema })
  .meta({ id: 'FundStatusResult' });

/** A fund a company is in, with the company's status there (GET /companies/{companyPublicId}/funds, extension). */
export const CompanyFundSchema = z
  .object({
    publicId: PublicIdSchema,
    name: z.string(),
    status: FundStatusSchema.meta({ description: "The company's status in this fund" }),
  })
  .meta({ id: 'CompanyFund' });
export type CompanyFund = z.infer<typeof CompanyFundSchema>;

export const CompanyFundListSchema = z
  .object({
    items: z.array(CompanyFundSchema).meta({ description: 'Every fund the company is in: not paginated' }),
  })
  .meta({ id: 'CompanyFundList' });
export type CompanyFundList = z.infer<typeof CompanyFundListSchema>;
