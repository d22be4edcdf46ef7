import { createRoute, z } from '@hono/zod-openapi';
import { listSchema, paginationQuery, repeatable } from '../../../schemas/common';
import {
  FundCompaniesRemoveSchema,
  FundCompanySchema,
  FundSchema,
  FundStatusResultSchema,
  FundStatusSchema,
  FundStatusUpdateSchema,
} from '../../../schemas/fund';
import { bodyErrors, errors, json, jsonBody, noQuery } from '../../core/openapi';

const tags = ['Funds'];

const fundPublicId = z.string().meta({ param: { name: 'fundPublicId', in: 'path' } });
const FundParams = z.strictObject({ fundPublicId });

export const list = createRoute({
  method: 'get',
  path: '/funds',
  tags,
  summary: 'List funds',
  request: { query: z.strictObject(paginationQuery) },
  responses: { 200: json(listSchema(FundSchema, 'FundList'), 'Funds by name, then publicId'), ...errors(400) },
});

export const companies = createRoute({
  method: 'get',
  path: '/funds/{fundPublicId}/companies',
  tags,
  summary: "List a fund's companies, each with its status in the fund",
  request: {
    params: FundParams,
    query: z.strictObject({
      ...paginationQuery,
      status: repeatable(FundStatusSchema).meta({
        description: 'Only companies with one of these statuses; repeat to pass several (extension)',
      }),
    }),
  },
  responses: {
    200: json(listSchema(FundCompanySchema, 'FundCompanyList'), 'Companies by name, then publicId'),
    ...errors(400, 404),
  },
});

export const removeCompanies = createRoute({
  method: 'delete',
  path: '/funds/{fundPublicId}/companies',
  tags,
  summary: 'Remove companies from a fund, in one transaction; ids not in the fund are ignored',
  request: { query: noQuery, params: FundParams, body: jsonBody(FundCompaniesRemoveSchema) },
  responses: { 204: { description: 'Removed' }, ...errors(...bodyErrors, 404) },
});

export const setStatus = createRoute({
  method: 'patch',
  path: '/funds/{fundPublicId}/companies/{organizationPublicId}/status',
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
