import { createRoute, z } from '@hono/zod-openapi';
import { paginationQuery, PublicIdResponseSchema } from '../../../schemas/common';
import { CompanyCreateSchema, CompanySchema, CompanyUpdateSchema } from '../../../schemas/company';
import { listSchema } from '../../../schemas/common';
import { bodyErrors, errors, json, jsonBody, noQuery } from '../../core/openapi';
import { operation } from '../../../schemas/operations';

const tags = ['Companies'];

export const CompanyParams = z.strictObject({
  companyPublicId: z.string().meta({ param: { name: 'companyPublicId', in: 'path' } }),
});

/** `search` as GET /companies takes it; GET /funds/{id}/companies takes the same. */
export const companySearchParam = z
  .string()
  .min(1)
  .max(200)
  .optional()
  .meta({ description: 'Case-insensitive substring of the name, an alternative name or a domain' });

export const list = createRoute({
  ...operation('listCompanies'),
  tags,
  summary: 'List companies',
  request: {
    query: z.strictObject({ ...paginationQuery, search: companySearchParam }),
  },
  responses: {
    200: json(listSchema(CompanySchema, 'CompanyList'), 'Companies by name, then publicId'),
    ...errors(400),
  },
});

export const create = createRoute({
  ...operation('createCompany'),
  tags,
  summary: 'Create a company',
  request: { query: noQuery, body: jsonBody(CompanyCreateSchema) },
  responses: {
    201: json(PublicIdResponseSchema, 'Created'),
    ...errors(...bodyErrors, 409),
  },
});

export const get = createRoute({
  ...operation('getCompany'),
  tags,
  summary: 'Get a company',
  request: { query: noQuery, params: CompanyParams },
  responses: { 200: json(CompanySchema, 'The company'), ...errors(404) },
});

export const update = createRoute({
  ...operation('updateCompany'),
  tags,
  summary: 'Update a company (partial: only fields sent change; null clears)',
  request: { query: noQuery, params: CompanyParams, body: jsonBody(CompanyUpdateSchema) },
  responses: { 200: json(CompanySchema, 'The updated company'), ...errors(...bodyErrors, 404, 409) },
});

export const remove = createRoute({
  ...operation('deleteCompany'),
  tags,
  summary: 'Delete a company (soft): hides its notes, touchpoints and tracker values, and removes it from its funds',
  request: { query: noQuery, params: CompanyParams },
  responses: { 204: { description: 'Deleted' }, ...errors(404) },
});
