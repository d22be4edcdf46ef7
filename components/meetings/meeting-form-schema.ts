import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { MeetingImportSchema } from '@/lib/schemas/meeting';
import { toImportBody } from './meeting-form';

/**
 * What the inputs hold: strings (blank = not given), and the meeting's time as a
 * wall time (`yyyy-mm-ddThh:mm[:ss]`) with the offset it was in.
 * The rules themselves stay in MeetingImportSchema: the form is mapped onto the
 * request body first and then validated by the API's own schema, with field
 * names and attendee indexes unchanged so every issue lands on its input.
 */
export const FormShape = z.object({
  provider: z.string(),
  meetingNoteId: z.string(),
  meetingNoteTitle: z.string(),
  creatorName: z.string(),
  creatorEmail: z.string(),
  calendarEventId: z.string(),
  calendarEventTitle: z.string(),
  calendarEventTime: z.string(),
  /** The offset the meeting's time is in ("-05:00"); '' for the browser's own zone. */
  calendarEventOffset: z.string(),
  notes: z.string(),
  transcript: z.string(),
  attendees: z.array(z.object({ name: z.string(), email: z.string() })),
  /** Send `null` (and an empty attendee list) for blank fields, so an update clears them. */
  clearBlank: z.boolean(),
});

const MeetingFormSchema = FormShape.transform(toImportBody).pipe(MeetingImportSchema);

/** The form's resolver; ./meeting-import-form loads this module (and zod) after the page has hydrated. */
export const meetingResolver = zodResolver(MeetingFormSchema);
