import { createRoute, z } from '@hono/zod-openapi';
import { PublicIdResponseSchema } from '../../../schemas/common';
import { FileSchema, FileUploadSchema } from '../../../schemas/intake';
import { errors, json, noQuery } from '../../core/openapi';

const tags = ['Intake'];

export const upload = createRoute({
  method: 'post',
  operationId: 'uploadCompanyFile',
  path: '/companies/{companyPublicId}/files',
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
  method: 'get',
  operationId: 'getFile',
  path: '/files/{filePublicId}',
  tags,
  summary: 'Get a file with its elements and processing state (extension)',
  request: {
    query: noQuery,
    params: z.strictObject({ filePublicId: z.string().meta({ param: { name: 'filePublicId', in: 'path' } }) }),
  },
  responses: { 200: json(FileSchema, 'The file'), ...errors(404) },
});

export const content = createRoute({
  method: 'get',
  operationId: 'getFileContent',
  path: '/files/{filePublicId}/content',
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
