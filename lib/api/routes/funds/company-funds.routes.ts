import { createRoute } from '@hono/zod-openapi';
import { CompanyFundListSchema } from '../../../schemas/fund';
import { errors, json, noQuery } from '../../core/openapi';
import { CompanyParams } from '../companies/companies.routes';
import { operation } from '../../../schemas/operations';

export const companyFunds = createRoute({
  ...operation('listCompanyFunds'),
  tags: ['Funds'],
  summary: "List the funds a company is in, each with the company's status there (extension)",
  description:
    'An extension: the reverse of GET /funds/{fundPublicId}/companies. Every live fund of the workspace the ' +
    "company is a member of, with the company's status in it, by fund name, then publicId; not paginated. " +
    'A fund lists the company here exactly when its company list shows it. An unknown, deleted or other ' +
    "workspace's company answers 404.",
  request: { query: noQuery, params: CompanyParams },
  responses: {
    200: json(CompanyFundListSchema, "The company's funds by name, then publicId"),
    ...errors(404),
  },
});
