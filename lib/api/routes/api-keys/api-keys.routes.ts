import { createRoute, z } from '@hono/zod-openapi';
import { ApiKeyCreateSchema, ApiKeySchema, CreatedApiKeySchema } from '../../../schemas/api-key';
import { listSchema } from '../../../schemas/common';
import { bodyErrors, errors, json, jsonBody, noQuery } from '../../core/openapi';
import { operation } from '../../../schemas/operations';

const ADMINS_ONLY = 'Admins only (403 for other members).';

export const list = createRoute({
  ...operation('listApiKeys'),
  tags: ['API keys'],
  summary: "List the workspace's API keys (extension)",
  description:
    `Every key of the workspace, revoked ones too, oldest first; never the key itself. ${ADMINS_ONLY} ` +
    'Keys the console made for members to sign in with are marked `console`.',
  request: { query: noQuery },
  responses: {
    200: json(listSchema(ApiKeySchema, 'ApiKeyList'), 'Keys, oldest first; in one page (a workspace holds few keys)'),
    ...errors(403),
  },
});

export const create = createRoute({
  ...operation('createApiKey'),
  tags: ['API keys'],
  summary: 'Create an API key for a member (extension)',
  description: `The answer carries the key itself, once: it is stored only as a hash. ${ADMINS_ONLY}`,
  request: {
    query: noQuery,
    body: jsonBody(ApiKeyCreateSchema),
  },
  responses: { 201: json(CreatedApiKeySchema, 'The new key, shown only now'), ...errors(...bodyErrors, 403) },
});

const KeyParams = z.strictObject({
  apiKeyPublicId: z.string().meta({ param: { name: 'apiKeyPublicId', in: 'path' } }),
});

export const revoke = createRoute({
  ...operation('revokeApiKey'),
  tags: ['API keys'],
  summary: 'Revoke an API key (extension)',
  description:
    'Soft: the key stays listed with `revokedAt` and answers 401 from then on. Revoking a revoked key changes ' +
    "nothing. 409 for the key making the request. Revoking a member's console key signs them out of the " +
    `console; their next sign-in makes a new one. ${ADMINS_ONLY}`,
  request: {
    query: noQuery,
    params: KeyParams,
    body: { required: false, content: { 'application/json': { schema: z.strictObject({}) } } },
  },
  responses: { 200: json(ApiKeySchema, 'The revoked key'), ...errors(403, 404, 409) },
});
