import { createRoute, z } from '@hono/zod-openapi';
import { listSchema, paginationQuery, PublicIdResponseSchema } from '../../../schemas/common';
import { NoteCreateSchema, NoteSchema, NoteUpdateSchema } from '../../../schemas/note';
import { bodyErrors, errors, json, jsonBody, noQuery } from '../../core/openapi';
import { operation } from '../../../schemas/operations';

const tags = ['Notes'];

const NoteParams = z.strictObject({
  notePublicId: z.string().meta({ param: { name: 'notePublicId', in: 'path' } }),
});

export const list = createRoute({
  ...operation('listNotes'),
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
  ...operation('createNote'),
  tags,
  summary: 'Create a note on a company or a person; the acting member is its creator',
  request: { query: noQuery, body: jsonBody(NoteCreateSchema) },
  responses: { 201: json(PublicIdResponseSchema, 'Created'), ...errors(...bodyErrors, 404) },
});

export const get = createRoute({
  ...operation('getNote'),
  tags,
  summary: 'Get a note',
  request: { query: noQuery, params: NoteParams },
  responses: { 200: json(NoteSchema, 'The note'), ...errors(404) },
});

export const update = createRoute({
  ...operation('updateNote'),
  tags,
  summary: 'Update a note: content, occurredAt and topics (extension); the parent cannot change',
  request: { query: noQuery, params: NoteParams, body: jsonBody(NoteUpdateSchema) },
  responses: { 200: json(NoteSchema, 'The updated note'), ...errors(...bodyErrors, 404) },
});

export const remove = createRoute({
  ...operation('deleteNote'),
  tags,
  summary: 'Delete a note (soft)',
  request: { query: noQuery, params: NoteParams },
  responses: { 204: { description: 'Deleted' }, ...errors(404) },
});
