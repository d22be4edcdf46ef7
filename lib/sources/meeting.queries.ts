import { and, eq } from 'drizzle-orm';
import { meetingTitle, meetingVisible } from '../queries/meetings';
import type { DbOrTx } from '../db/client';
import { meetings, members, users } from '../db/schema';
import { meetingAttendeesOf } from '../queries/meeting-reads';
import { atOffset } from '../format/dates';
import { groupingTouchpoints, iso, present, type TouchpointRef } from './common';

export interface Attendee {
  name: string | null;
  email: string | null;
}

export interface MeetingSource {
  publicId: string;
  title: string;
  /** The calendar event's own title, when it differs from the page title. */
  calendarEventTitle: string | null;
  time: string;
  /** The time in the offset it was imported with ("…T09:30:00-05:00"), when the import gave one. */
  ownTime: string | null;
  provider: string | null;
  creatorName: string | null;
  creatorEmail: string | null;
  owner: string;
  attendees: Attendee[];
  notes: string | null;
  transcript: string | null;
  touchpoints: TouchpointRef[];
}

/** A meeting the API shows (`meetingVisible`) with its current attendees (replaced ones are gone). */
export async function getMeetingSource(
  db: DbOrTx,
  workspaceId: number,
  publicId: string,
): Promise<MeetingSource | undefined> {
  const [row] = await db
    .select({
      id: meetings.id,
      publicId: meetings.publicId,
      noteTitle: meetings.meetingNoteTitle,
      eventTitle: meetings.calendarEventTitle,
      time: meetings.calendarEventTime,
      offset: meetings.calendarEventOffset,
      provider: meetings.provider,
      creatorName: meetings.creatorName,
      creatorEmail: meetings.creatorEmail,
      notes: meetings.notes,
      transcript: meetings.transcript,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
    })
    .from(meetings)
    .innerJoin(members, eq(members.id, meetings.ownerMemberId))
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(meetingVisible(workspaceId), eq(meetings.publicId, publicId)))
    .limit(1);
  if (!row) return undefined;
  const [attendees, touchpoints] = await Promise.all([
    meetingAttendeesOf(db, workspaceId, row.id),
    groupingTouchpoints(db, workspaceId, 'meetingId', row.id),
  ]);
  const title = meetingTitle(row.noteTitle, row.eventTitle);
  const eventTitle = present(row.eventTitle);
  return {
    publicId: row.publicId,
    title,
    calendarEventTitle: eventTitle !== null && eventTitle !== title ? eventTitle : null,
    time: iso(row.time),
    ownTime: row.offset === null ? null : atOffset(row.time, row.offset),
    provider: present(row.provider),
    creatorName: present(row.creatorName),
    creatorEmail: present(row.creatorEmail),
    owner: `${row.ownerFirstName} ${row.ownerLastName}`.trim(),
    attendees,
    notes: present(row.notes),
    transcript: present(row.transcript),
    touchpoints,
  };
}
