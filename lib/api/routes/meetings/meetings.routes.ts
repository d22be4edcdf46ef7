import { createRoute } from '@hono/zod-openapi';
import { MeetingImportResultSchema, MeetingImportSchema } from '../../../schemas/meeting';
import { bodyErrors, errors, json, jsonBody, noQuery } from '../../core/openapi';
import { operation } from '../../../schemas/operations';

export const importMeeting = createRoute({
  ...operation('importMeeting'),
  tags: ['Meetings'],
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
