import type { z } from 'zod';
import { fieldErrors } from '@/lib/console/client';
import type { MeetingImport } from '@/lib/schemas/meeting';
import type { FormShape } from './meeting-form-schema';
import { withOffset } from './meeting-time';

/**
 * The meeting form without its validator: values, the mapping onto the
 * request body, and the server's issues on fields. The rules live in
 * ./meeting-form-schema, which brings zod and is loaded apart.
 */
export type MeetingFormValues = z.infer<typeof FormShape>;

export const emptyMeetingForm: MeetingFormValues = {
  provider: '',
  meetingNoteId: '',
  meetingNoteTitle: '',
  creatorName: '',
  creatorEmail: '',
  calendarEventId: '',
  calendarEventTitle: '',
  calendarEventTime: '',
  calendarEventOffset: '',
  notes: '',
  transcript: '',
  attendees: [],
  clearBlank: false,
};

const NULLABLE_TEXT = [
  'meetingNoteTitle',
  'creatorName',
  'creatorEmail',
  'calendarEventId',
  'calendarEventTitle',
  'notes',
  'transcript',
] as const;
/** Markdown keeps its leading and trailing whitespace; one-line fields do not. */
const MARKDOWN: ReadonlySet<string> = new Set(['notes', 'transcript']);

export function toImportBody(values: MeetingFormValues): MeetingImport {
  const blank = values.clearBlank ? null : undefined;
  const body: MeetingImport = {};
  for (const key of NULLABLE_TEXT) {
    const raw = values[key];
    body[key] = raw.trim() === '' ? blank : MARKDOWN.has(key) ? raw : raw.trim();
  }
  if (values.provider.trim()) body.provider = values.provider.trim();
  if (values.meetingNoteId.trim()) body.meetingNoteId = values.meetingNoteId.trim();
  if (values.calendarEventTime)
    body.calendarEventTime = withOffset(values.calendarEventTime, values.calendarEventOffset);
  // Blank rows are kept (not dropped) so an issue's index is still the row's index.
  if (values.attendees.length > 0) {
    body.attendees = values.attendees.map((a) => ({
      name: a.name.trim() || undefined,
      email: a.email.trim() || undefined,
    }));
  } else if (values.clearBlank) {
    body.attendees = [];
  }
  return dropUndefined(body);
}

function dropUndefined(body: MeetingImport): MeetingImport {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as MeetingImport;
}

type MeetingFieldPath =
  | Exclude<keyof MeetingFormValues, 'attendees' | 'clearBlank' | 'calendarEventOffset'>
  | 'attendees'
  | `attendees.${number}`
  | `attendees.${number}.name`
  | `attendees.${number}.email`;

const TOP_FIELDS = [
  'provider',
  'meetingNoteId',
  'meetingNoteTitle',
  'creatorName',
  'creatorEmail',
  'calendarEventId',
  'calendarEventTitle',
  'calendarEventTime',
  'notes',
  'transcript',
  'attendees',
] as const;

interface ServerIssue {
  field?: MeetingFieldPath;
  message: string;
}

/**
 * A 400's issues, each on the field it names, so `attendees.1.email` lands on
 * row 2's email; one naming no field shown here (such as an attendee row the
 * form no longer has) keeps its path in the message.
 */
export function serverIssues(error: unknown, attendeeCount: number): ServerIssue[] {
  const fields: MeetingFieldPath[] = [...TOP_FIELDS];
  for (let i = 0; i < attendeeCount; i++) fields.push(`attendees.${i}`, `attendees.${i}.name`, `attendees.${i}.email`);
  return fieldErrors(error, fields).map(({ field, path, message }) =>
    field === path
      ? { field, message: sentence(message) }
      : {
          field,
          message: CONTENT_RULE.test(message) ? CONTENT_WORDS : sentence(path ? `${path} ${message}` : message),
        },
  );
}

/** The content rule only the server can check on an update, in the form's words rather than the API's field names. */
const CONTENT_RULE = /^at least one of meetingNoteTitle, calendarEventTitle, notes, transcript must be non-empty/;
const CONTENT_WORDS =
  'The meeting would be left without content: give at least one of the note title, the calendar event title, notes or transcript.';

/** Schema messages are predicates ("must be an email address"); under a label they read as sentences. */
export function sentence(message: string): string;
export function sentence(message: string | undefined): string | undefined;
export function sentence(message: string | undefined): string | undefined {
  if (!message) return message;
  return message.charAt(0).toUpperCase() + message.slice(1);
}
