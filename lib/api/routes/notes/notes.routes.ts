import { createRoute, z } from '@hono/zod-openapi';
import { listSchema, paginationQuery, PublicIdResponseSchema } from '../../../schemas/common';
import { NoteCreateSchema, NoteSchema, NoteUpdateSchema } from '../../../schemas/note';
import { bodyErrors, errors, json, jsonBody, noQuery } from '../../core/openapi';

const tags = ['Notes'];

const NoteParams = z.strictObject({
  notePublicId: z.string().meta({ param: { name: 'notePublicId', in: 'path' } }),
});

export const list = createRoute({
  method: 'get',
  operationId: 'listNotes',
  path: '/notes',
  tags,
  summary: 'List the notes of a company or of a person (exactly one of the two)',
  request: {
    query: z.strictObject({
      ...paginationQuery,
      companyPublicId: z.string().max(64).optional(),
      personPublicId: z.string().max(64).optional(),
    }),
  },
  responses: {
    200: json(
      listSchema(NoteSchema, 'NoteList'),
      'Notes by occurredAt descending, then publicId descending; paginated (extension)',
    ),
    ...errors(400, 404),
  },
});

export const create = createRoute({
  method: 'post',
  operationId: 'createNote',
  path: '/notes',
  tags,
  summary: 'Create a note on a company or a person; the acting member is its creator',
  request: { query: noQuery, body: jsonBody(NoteCreateSchema) },
  responses: { 201: json(PublicIdResponseSchema, 'Created'), ...errors(...bodyErrors, 404) },
});

export const get = createRoute({
  method: 'get',
  operationId: 'getNote',
  path: '/notes/{notePublicId}',
  tags,
  summary: 'Get a note',
  request: { query: noQuery, params: NoteParams },
  responses: { 200: json(NoteSchema, 'The note'), ...errors(404) },
});

export const update = createRoute({
  method: 'put',
  operationId: 'updateNote',
  path: '/notes/{notePublicId}',
  tags,
  summary: 'Update a note: content, occurredAt and topics (extension); the parent cannot change',
  request: { query: noQuery, params: NoteParams, body: jsonBody(NoteUpdateSchema) },
  responses: { 200: json(NoteSchema, 'The updated note'), ...errors(...bodyErrors, 404) },
});

export const remove = createRoute({
  method: 'delete',
  operationId: 'deleteNote',
  path: '/notes/{notePublicId}',
  tags,
  summary: 'Delete a note (soft)',
  request: { query: noQuery, params: NoteParams },
  responses: { 204: { description: 'Deleted' }, ...errors(404) },
});
