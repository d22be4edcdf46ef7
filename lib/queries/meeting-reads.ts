import { and, asc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { companies, meetingAttendees, meetings } from '../db/schema';
import { notFound } from '../errors';
import { atOffset } from '../format/dates';
import type { Meeting, MeetingSummary } from '../schemas/meeting';
import { companyVisible } from './companies';
import { meetingTitle, meetingVisible } from './meetings';
import { membersById } from './members';
import { keyset, keysetAfter, keysetOrder, type KeyValue } from './pagination';

/*
 * Reads of meetings for `GET /meetings` and `GET /meetings/{id}` (contract §9), and the attendees every
 * meeting page shows. Visibility is `meetingVisible`; the company shows only while it is live.
 */

export const MEETING_ORDER = keyset(
  'desc',
  { column: meetings.calendarEventTime, kind: 'timestamp' },
  { column: meetings.publicId, kind: 'string' },
);

const columns = {
  id: meetings.id,
  publicId: meetings.publicId,
  noteTitle: meetings.meetingNoteTitle,
  eventTitle: meetings.calendarEventTitle,
  time: meetings.calendarEventTime,
  offset: meetings.calendarEventOffset,
  provider: meetings.provider,
  meetingNoteId: meetings.meetingNoteId,
  ownerMemberId: meetings.ownerMemberId,
  companyPublicId: companies.publicId,
  companyName: companies.name,
  attendeeCount: sql<number>`(select count(*) from ${meetingAttendees} a
    where a.meeting_id = ${meetings}.id and a.removed_at is null)::int`,
};

type MeetingRow = Awaited<ReturnType<typeof selectMeetings>>[number];

export const meetingCursor = (row: MeetingRow): KeyValue[] => [row.time.toISOString(), row.publicId];

function selectMeetings(db: DbOrTx, workspaceId: number, where: SQL | undefined) {
  return db
    .select(columns)
    .from(meetings)
    .leftJoin(companies, and(eq(companies.id, meetings.companyId), companyVisible(workspaceId)))
    .where(and(meetingVisible(workspaceId), where));
}

interface MeetingFilters {
  companyId?: number;
  from?: string;
  to?: string;
}

export async function listMeetings(
  db: DbOrTx,
  workspaceId: number,
  q: MeetingFilters & { limit: number; after?: KeyValue[] },
): Promise<MeetingRow[]> {
  return selectMeetings(
    db,
    workspaceId,
    and(
      q.companyId === undefined ? undefined : eq(meetings.companyId, q.companyId),
      q.from === undefined ? undefined : gte(meetings.calendarEventTime, new Date(q.from)),
      q.to === undefined ? undefined : lte(meetings.calendarEventTime, new Date(q.to)),
      keysetAfter(MEETING_ORDER, q.after),
    ),
  )
    .orderBy(...keysetOrder(MEETING_ORDER))
    .limit(q.limit + 1);
}

async function findMeeting(db: DbOrTx, workspaceId: number, publicId: string): Promise<MeetingRow> {
  const [row] = await selectMeetings(db, workspaceId, eq(meetings.publicId, publicId)).limit(1);
  if (!row) throw notFound(`meeting ${publicId} not found`);
  return row;
}

/** The meetings' summaries, their owners read in one query. */
export async function toMeetingSummaries(
  db: DbOrTx,
  workspaceId: number,
  rows: MeetingRow[],
  appBaseUrl: string,
): Promise<MeetingSummary[]> {
  const owners = await membersById(
    db,
    workspaceId,
    rows.map((r) => r.ownerMemberId),
  );
  return rows.map((r) => {
    const owner = owners.get(r.ownerMemberId);
    if (!owner) throw new Error(`meeting ${r.publicId} has no owner in its workspace`);
    const out: MeetingSummary = {
      publicId: r.publicId,
      title: meetingTitle(r.noteTitle, r.eventTitle),
      calendarEventTime: r.offset === null ? r.time.toISOString() : atOffset(r.time, r.offset),
      owner,
      attendeeCount: r.attendeeCount,
      permalink: `${appBaseUrl}/sources/meeting/${r.publicId}`,
    };
    if (r.provider !== '') out.provider = r.provider;
    if (r.meetingNoteId !== null) out.meetingNoteId = r.meetingNoteId;
    if (r.companyPublicId !== null && r.companyName !== null) {
      out.companyPublicId = r.companyPublicId;
      out.companyName = r.companyName;
    }
    return out;
  });
}

/** A meeting's current attendees, in the order imported (a replaced list's are gone). */
export async function meetingAttendeesOf(db: DbOrTx, workspaceId: number, meetingId: number) {
  return db
    .select({ name: meetingAttendees.name, email: meetingAttendees.email })
    .from(meetingAttendees)
    .where(
      and(
        eq(meetingAttendees.workspaceId, workspaceId),
        eq(meetingAttendees.meetingId, meetingId),
        isNull(meetingAttendees.removedAt),
      ),
    )
    .orderBy(asc(meetingAttendees.position), asc(meetingAttendees.id));
}

/** One meeting as `GET /meetings/{id}` answers it. */
export async function getMeeting(
  db: DbOrTx,
  workspaceId: number,
  publicId: string,
  appBaseUrl: string,
): Promise<Meeting> {
  const row = await findMeeting(db, workspaceId, publicId);
  const [[summary], attendees, [texts]] = await Promise.all([
    toMeetingSummaries(db, workspaceId, [row], appBaseUrl),
    meetingAttendeesOf(db, workspaceId, row.id),
    db.select({ notes: meetings.notes, transcript: meetings.transcript }).from(meetings).where(eq(meetings.id, row.id)),
  ]);
  if (!summary || !texts) throw notFound(`meeting ${publicId} not found`);
  return {
    ...summary,
    attendees: attendees.map((a) => ({
      ...(a.name !== null ? { name: a.name } : {}),
      ...(a.email !== null ? { email: a.email } : {}),
    })),
    notes: texts.notes,
    transcript: texts.transcript,
  };
}
