import { createRoute, z } from '@hono/zod-openapi';
import { listSchema, paginationQuery, repeatable } from '../../../schemas/common';
import {
  FundCompanyAddSchema,
  FundCompaniesRemoveSchema,
  FundCompanySchema,
  FundSchema,
  FundStatusResultSchema,
  FundStatusSchema,
  FundStatusUpdateSchema,
} from '../../../schemas/fund';
import { companySearchParam } from '../companies/companies.routes';
import { bodyErrors, errors, json, jsonBody, noQuery } from '../../core/openapi';
import { operation } from '../../../schemas/operations';

const tags = ['Funds'];

const fundPublicId = z.string().meta({ param: { name: 'fundPublicId', in: 'path' } });
const FundParams = z.strictObject({ fundPublicId });

export const list = createRoute({
  ...operation('listFunds'),
  tags,
  summary: 'List funds, each with its company count and status mix',
  description:
    'Each fund carries createdAt, companyCount and statusCounts (extension): live memberships of live ' +
    'companies, the same companies GET /funds/{fundPublicId}/companies lists, counted in one grouped query.',
  request: { query: z.strictObject(paginationQuery) },
  responses: { 200: json(listSchema(FundSchema, 'FundList'), 'Funds by name, then publicId'), ...errors(400) },
});

export const get = createRoute({
  ...operation('getFund'),
  tags,
  summary: 'Read one fund with its company count and status mix (extension)',
  description:
    "The fund's total: companyCount and statusCounts count what GET /funds/{fundPublicId}/companies lists " +
    "without filters; the sum of the counts of the statuses in a status filter is that filtered list's total. " +
    'Counted here, once, rather than on every page of the list.',
  request: { query: noQuery, params: FundParams },
  responses: { 200: json(FundSchema, 'The fund'), ...errors(404) },
});

export const companies = createRoute({
  ...operation('listFundCompanies'),
  tags,
  summary: "List a fund's companies, each with its status in the fund",
  request: {
    params: FundParams,
    query: z.strictObject({
      ...paginationQuery,
      status: repeatable(FundStatusSchema).meta({
        description: 'Only companies with one of these statuses; repeat to pass several (extension)',
      }),
      search: companySearchParam.meta({
        description:
          'Only companies whose name, an alternative name or a domain contains this, case-insensitively: ' +
          'the same match as GET /companies (extension)',
      }),
    }),
  },
  responses: {
    200: json(listSchema(FundCompanySchema, 'FundCompanyList'), 'Companies by name, then publicId'),
    ...errors(400, 404),
  },
});

export const addCompany = createRoute({
  ...operation('addFundCompany'),
  tags,
  summary:
    'Add a company to a fund with a status (extension): 201 when added (a removed company comes back as a new ' +
    'membership); 200 when already in the fund, its status then set to the one given',
  description:
    'A company already in the fund with the same status is left unchanged; with another status, that status is ' +
    'set (as PATCH …/status would) and the answer is 200, not 409. Concurrent identical requests leave exactly ' +
    'one membership. An unknown or deleted fund or company answers 404.',
  request: { query: noQuery, params: FundParams, body: jsonBody(FundCompanyAddSchema) },
  responses: {
    201: json(FundStatusResultSchema, 'Added to the fund'),
    200: json(FundStatusResultSchema, 'Already in the fund; its status is now the one given'),
    ...errors(...bodyErrors, 404),
  },
});

export const removeCompanies = createRoute({
  ...operation('removeFundCompanies'),
  tags,
  summary: 'Remove companies from a fund, in one transaction; ids not in the fund are ignored',
  request: { query: noQuery, params: FundParams, body: jsonBody(FundCompaniesRemoveSchema) },
  responses: { 204: { description: 'Removed' }, ...errors(...bodyErrors, 404) },
});

export const setStatus = createRoute({
  ...operation('setFundCompanyStatus'),
  tags,
  summary: "Set a company's status within a fund; any status may follow any status",
  request: {
    query: noQuery,
    params: z.strictObject({
      fundPublicId,
      organizationPublicId: z
        .string()
        .meta({ param: { name: 'organizationPublicId', in: 'path' }, description: 'A company publicId' }),
    }),
    body: jsonBody(FundStatusUpdateSchema),
  },
  responses: {
    200: json(FundStatusResultSchema, 'The new status'),
    ...errors(...bodyErrors, 404),
  },
});
