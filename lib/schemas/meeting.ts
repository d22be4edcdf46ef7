import { z } from 'zod';
import { DateTimeInputSchema, paginationQuery, PublicIdSchema } from './common';
import { MemberSchema } from './member';
import { MEETING_ATTENDEES_MAX } from './values';

const MEETING_TEXT_MAX = 5_000_000;

const shortText = z.string().max(1000);
const idText = z.string().max(255);

export const AttendeeSchema = z
  .strictObject({
    name: z.string().max(255).optional(),
    email: z.email().max(320).optional(),
  })
  .refine((a) => Boolean(a.name?.trim()) || a.email !== undefined, { error: 'needs a name or an email' })
  .meta({ id: 'MeetingAttendee' });
export type Attendee = z.infer<typeof AttendeeSchema>;

/**
 * A meeting import. Every field is optional on its own; on update, the fields
 * present replace the stored ones and `null` clears a text field.
 */
export const MeetingImportSchema = z
  .strictObject({
    meetingNoteTitle: shortText.nullable().optional(),
    provider: idText.optional().meta({ description: 'External source; with meetingNoteId, the upsert key' }),
    meetingNoteId: idText.optional().meta({ description: 'External id; an existing meeting with it is updated' }),
    creatorName: z.string().max(255).nullable().optional(),
    creatorEmail: z.email().max(320).nullable().optional(),
    attendees: z
      .array(AttendeeSchema)
      .max(MEETING_ATTENDEES_MAX)
      .optional()
      .meta({ description: 'Replaces the list when present' }),
    calendarEventId: idText.nullable().optional(),
    calendarEventTitle: shortText.nullable().optional(),
    calendarEventTime: DateTimeInputSchema.optional().meta({ description: 'Defaults to the time of creation' }),
    companyPublicId: PublicIdSchema.nullable()
      .optional()
      .meta({
        description:
          'Extension: the company to file the meeting under (unknown → 404). Absent: kept on update, and on create ' +
          'found from the attendees. null: found from the attendees again.',
      }),
    notes: z.string().max(MEETING_TEXT_MAX).nullable().optional().meta({ description: 'Markdown' }),
    transcript: z.string().max(MEETING_TEXT_MAX).nullable().optional().meta({ description: 'Markdown' }),
  })
  .meta({ id: 'MeetingImport' });
export type MeetingImport = z.infer<typeof MeetingImportSchema>;

/** What an import answers: the meeting, and the company its attendees place it with. */
export const MeetingImportResultSchema = z
  .object({
    publicId: PublicIdSchema,
    attendeeCompany: z
      .object({
        publicId: PublicIdSchema,
        name: z.string(),
        email: z.string().meta({ description: 'The attendee whose email placed it' }),
        domain: z.string().meta({ description: "The company's domain that email is at (or under)" }),
      })
      .nullable()
      .meta({
        description:
          'Extension: the company of the first attendee, not a member of the workspace, whose email domain (or a ' +
          "parent domain) is one of a company's domains; null when none is. Derivation files the meeting there " +
          'unless companyPublicId names another.',
      }),
  })
  .meta({ id: 'MeetingImportResult' });

export const MEETING_CONTENT_FIELDS = ['meetingNoteTitle', 'calendarEventTitle', 'notes', 'transcript'] as const;

/** A meeting as `GET /meetings` lists it (contract §9). */
export const MeetingSummarySchema = z
  .object({
    publicId: PublicIdSchema,
    title: z.string().meta({ description: 'The note title, else the calendar title' }),
    calendarEventTime: z
      .string()
      .meta({ format: 'date-time', description: 'In the offset the import wrote it in, else UTC' }),
    provider: z.string().optional(),
    meetingNoteId: z.string().optional(),
    companyPublicId: PublicIdSchema.optional().meta({ description: 'The live company the meeting is filed under' }),
    companyName: z.string().optional(),
    owner: MemberSchema,
    attendeeCount: z.number().int(),
    permalink: z.string().meta({ description: 'The meeting’s source page' }),
  })
  .meta({ id: 'MeetingSummary' });
export type MeetingSummary = z.infer<typeof MeetingSummarySchema>;

/** One meeting: its summary, attendees, notes and transcript. */
export const MeetingSchema = MeetingSummarySchema.extend({
  attendees: z.array(z.object({ name: z.string().optional(), email: z.string().optional() })),
  notes: z.string().nullable().meta({ description: 'Markdown' }),
  transcript: z.string().nullable().meta({ description: 'Markdown' }),
}).meta({ id: 'Meeting' });
export type Meeting = z.infer<typeof MeetingSchema>;

/** `GET /meetings`'s filters: a company, and bounds on calendarEventTime (inclusive). */
export const MeetingListQuerySchema = z
  .strictObject({
    ...paginationQuery,
    companyPublicId: z.string().max(64).optional(),
    from: DateTimeInputSchema.optional().meta({ description: 'Meetings at or after this time' }),
    to: DateTimeInputSchema.optional().meta({ description: 'Meetings at or before this time' }),
  })
  .refine((q) => !(q.from && q.to && Date.parse(q.from) > Date.parse(q.to)), {
    path: ['from'],
    error: 'must not be after to',
  });
