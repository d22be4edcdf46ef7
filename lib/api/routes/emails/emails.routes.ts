import { createRoute, z } from '@hono/zod-openapi';
import { PublicIdResponseSchema } from '../../../schemas/common';
import { EmailSchema } from '../../../schemas/intake';
import { errors, json, noQuery } from '../../core/openapi';
import { operation } from '../../../schemas/operations';

const tags = ['Intake'];

const EmailParams = z.strictObject({
  emailPublicId: z.string().meta({ param: { name: 'emailPublicId', in: 'path' } }),
});

export const create = createRoute({
  ...operation('createEmail'),
  tags,
  summary: 'Take one raw RFC 5322 message (extension, contract §7)',
  description:
    'The message, each attachment as a file and each page, sheet or slide as an element are stored; derivation then finds the company, the touchpoint and suggested values. The same Message-ID again answers 200 with the first email, and nothing is processed again.',
  request: {
    query: noQuery,
    body: {
      required: true,
      content: { 'message/rfc822': { schema: z.string().meta({ format: 'binary' }) } },
    },
  },
  responses: {
    202: json(PublicIdResponseSchema, 'Taken; derivation is queued'),
    200: json(PublicIdResponseSchema, 'This Message-ID was already taken: the first email'),
    ...errors(400, 413, 415),
  },
});

export const get = createRoute({
  ...operation('getEmail'),
  tags,
  summary: 'Get an email taken by intake, with its processing state (extension)',
  request: { query: noQuery, params: EmailParams },
  responses: { 200: json(EmailSchema, 'The email'), ...errors(404) },
});
