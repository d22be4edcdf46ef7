import { createRoute, z } from '@hono/zod-openapi';
import { PublicIdResponseSchema } from '../../../schemas/common';
import { FileSchema, FileUploadSchema } from '../../../schemas/intake';
import { errors, json, noQuery } from '../../core/openapi';
import { operation } from '../../../schemas/operations';

const tags = ['Intake'];

export const upload = createRoute({
  ...operation('uploadCompanyFile'),
  tags,
  summary: "Upload a file to a company's timeline (extension, contract §7)",
  request: {
    query: noQuery,
    params: z.strictObject({
      companyPublicId: z.string().meta({ param: { name: 'companyPublicId', in: 'path' } }),
    }),
    body: { required: true, content: { 'multipart/form-data': { schema: FileUploadSchema } } },
  },
  responses: {
    202: json(PublicIdResponseSchema, 'Taken; reading and derivation are queued'),
    ...errors(400, 404, 413, 415),
  },
});

export const get = createRoute({
  ...operation('getFile'),
  tags,
  summary: 'Get a file with its elements and processing state (extension)',
  request: {
    query: noQuery,
    params: z.strictObject({ filePublicId: z.string().meta({ param: { name: 'filePublicId', in: 'path' } }) }),
  },
  responses: { 200: json(FileSchema, 'The file'), ...errors(404) },
});

export const content = createRoute({
  ...operation('getFileContent'),
  tags,
  summary: "Download a file's bytes as they arrived (extension)",
  description:
    'Always sent as an attachment: a file someone mailed in is never rendered by the browser on this origin.',
  request: {
    query: noQuery,
    params: z.strictObject({ filePublicId: z.string().meta({ param: { name: 'filePublicId', in: 'path' } }) }),
  },
  responses: {
    200: {
      description: 'The bytes',
      content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
    },
    ...errors(404),
  },
});
