import { createRoute, z } from '@hono/zod-openapi';
import { listSchema } from '../../../schemas/common';
import {
  MeetingImportResultSchema,
  MeetingImportSchema,
  MeetingListQuerySchema,
  MeetingSchema,
  MeetingSummarySchema,
} from '../../../schemas/meeting';
import { bodyErrors, errors, json, jsonBody, noQuery } from '../../core/openapi';
import { operation } from '../../../schemas/operations';

const tags = ['Meetings'];

export const importMeeting = createRoute({
  ...operation('importMeeting'),
  tags,
  summary: 'Import a meeting, or update the one with the same provider and meetingNoteId',
  description:
    'Upsert key: (provider, meetingNoteId) within the workspace; a missing provider counts as the empty string, ' +
    'and without meetingNoteId a new meeting is always created. On update, fields present replace the stored ones ' +
    'and attendees, when present, replace the list. At least one of meetingNoteTitle, calendarEventTitle, notes and ' +
    'transcript must be non-empty once the update is applied. companyPublicId (an extension) files the meeting ' +
    'under that company; without it, derivation finds the company from the attendees. calendarEventTime keeps ' +
    'the offset it was written in, so the meeting shows its own time. Body limit 12 MiB.',
  request: { query: noQuery, body: jsonBody(MeetingImportSchema) },
  responses: {
    201: json(MeetingImportResultSchema, 'Created a meeting'),
    200: json(MeetingImportResultSchema, 'Updated the existing meeting'),
    ...errors(...bodyErrors, 404),
  },
});

export const list = createRoute({
  ...operation('listMeetings'),
  tags,
  summary: 'List meetings, newest first (extension, contract §9)',
  description:
    'Live meetings of the workspace by calendarEventTime descending, then publicId descending. companyPublicId keeps ' +
    'those filed under that company (unknown → 404); from and to bound calendarEventTime, inclusive.',
  request: { query: MeetingListQuerySchema },
  responses: {
    200: json(listSchema(MeetingSummarySchema, 'MeetingList'), 'A page of meetings'),
    ...errors(400, 404),
  },
});

const MeetingParams = z.strictObject({
  meetingPublicId: z.string().meta({ param: { name: 'meetingPublicId', in: 'path' } }),
});

export const get = createRoute({
  ...operation('getMeeting'),
  tags,
  summary: 'Get a meeting with its attendees, notes and transcript (extension, contract §9)',
  request: { query: noQuery, params: MeetingParams },
  responses: { 200: json(MeetingSchema, 'The meeting'), ...errors(404) },
});
