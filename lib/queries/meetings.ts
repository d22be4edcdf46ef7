import { and, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import { changesOf, hasChanges, recordAudit, redacted, type Who } from '../audit/record';
import type { Db, Tx } from '../db/client';
import { allOf } from '../db/conditions';
import { companies, meetingAttendees, meetings, members, users } from '../db/schema';
import { enqueue, wakeWorkers } from '../queue/jobs';
import { newPublicId } from '../ids';
import { offsetMinutes } from '../schemas/common';
import { MEETING_CONTENT_FIELDS, type Attendee, type MeetingImport } from '../schemas/meeting';
import { requireCompany } from './companies';
import { companyOfMeetingAttendees } from './company-domains';
import { badRequest } from '../errors';

/**
 * A meeting's columns without its search vector: a transcript's vector can be
 * large, and nothing but search reads it.
 */
const { searchVector: _vector, ...meetingColumns } = getTableColumns(meetings);
export { meetingColumns };
type MeetingRow = Omit<typeof meetings.$inferSelect, 'searchVector'>;

/**
 * The one rule for which meetings a workspace sees: live ones. Like an
 * email's, a meeting's company is only what derivation found, so deleting
 * that company does not hide the meeting (contract §2 hides a company's
 * notes, touchpoints and values). Citations and source pages ask this.
 */
export function meetingVisible(workspaceId: number): SQL {
  return allOf(eq(meetings.workspaceId, workspaceId), isNull(meetings.deletedAt));
}

const nonBlank = (s: string | null): string | null => (s !== null && s.trim() !== '' ? s : null);

/** The title a meeting's citation and its source page both carry, so the link and the page read the same. */
export function meetingTitle(noteTitle: string | null, eventTitle: string | null): string {
  return nonBlank(noteTitle) ?? nonBlank(eventTitle) ?? 'Untitled meeting';
}
type Fields = Omit<MeetingImport, 'attendees' | 'provider' | 'meetingNoteId' | 'companyPublicId'>;

interface ImportResult {
  publicId: string;
  created: boolean;
}

/** Where the attendees place the meeting (the rule derivation files it by when no company is named). */
interface AttendeeCompanyResult {
  publicId: string;
  name: string;
  email: string;
  domain: string;
}

/** A meeting's fields as the audit trail compares them, attendees included. */
interface MeetingState {
  row: MeetingRow;
  attendees: StoredAttendee[];
  /** The company the import named, by its public id. */
  companyPublicId: string | null;
}

/** The company an import names: undefined keeps the stored one, null clears it. */
type Chosen = { id: number; publicId: string } | null | undefined;

const meetingSnapshot = ({ row, attendees, companyPublicId }: MeetingState) => ({
  companyPublicId,
  provider: row.provider,
  meetingNoteId: row.meetingNoteId,
  meetingNoteTitle: row.meetingNoteTitle,
  creatorName: row.creatorName,
  creatorEmail: row.creatorEmail,
  calendarEventId: row.calendarEventId,
  calendarEventTitle: row.calendarEventTitle,
  calendarEventTime: row.calendarEventTime.toISOString(),
  notes: row.notes,
  transcript: row.transcript,
  attendees,
});

/**
 * Records an import (contract §8) in its transaction: notes and transcript
 * only as markers, attendees (up to 1,000) by their number; a re-import that
 * changed nothing records nothing.
 */
async function auditMeeting(tx: Tx, who: Who, before: MeetingState | null, after: MeetingState): Promise<void> {
  const changes = changesOf(before && meetingSnapshot(before), meetingSnapshot(after), {
    notes: redacted,
    transcript: redacted,
    attendees: (list) => (Array.isArray(list) ? list.length : list),
  });
  if (before !== null && !hasChanges(changes)) return;
  const action = before === null ? 'created' : 'updated';
  await recordAudit(tx, who, [{ action, entityType: 'meeting', entityPublicId: after.row.publicId, changes }]);
}

/**
 * Creates or updates a meeting. Concurrent imports of one key race on the
 * unique index: the loser's insert does nothing, and it then updates the
 * winner's row under a row lock, so exactly one meeting exists.
 */
export async function importMeeting(
  db: Db,
  actor: Who,
  input: MeetingImport,
): Promise<ImportResult & { attendeeCompany: AttendeeCompanyResult | null }> {
  const owner = await ownerFor(db, actor, input.creatorEmail);
  const provider = input.provider ?? '';
  const noteId = input.meetingNoteId;
  const chosen: Chosen =
    input.companyPublicId === undefined || input.companyPublicId === null
      ? input.companyPublicId
      : await requireCompany(db, actor.workspaceId, input.companyPublicId);
  const result = await db.transaction(async (tx) => {
    const done = await upsert(tx, actor, owner, provider, noteId, input, chosen);
    // Derivation files the meeting under its company (named, or found from the attendees) and on the timeline.
    const [row] = await tx.select({ id: meetings.id }).from(meetings).where(eq(meetings.publicId, done.publicId));
    if (!row) return { ...done, attendeeCompany: null };
    await enqueue(tx, actor.workspaceId, 'meeting', row.id);
    const found = await companyOfMeetingAttendees(tx, actor.workspaceId, row.id);
    const attendeeCompany = found
      ? { publicId: found.publicId, name: found.name, email: found.email, domain: found.domain }
      : null;
    return { ...done, attendeeCompany };
  });
  wakeWorkers();
  return result;
}

async function upsert(
  tx: Tx,
  actor: Who,
  owner: number | undefined,
  provider: string,
  noteId: string | undefined,
  input: MeetingImport,
  chosen: Chosen,
): Promise<ImportResult> {
  {
    if (noteId === undefined) {
      const publicId = await insert(tx, actor, owner, provider, input, chosen);
      if (!publicId) throw new Error('meeting insert returned no row');
      return { publicId, created: true };
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      const [existing] = await tx
        .select(meetingColumns)
        .from(meetings)
        .where(
          and(
            eq(meetings.workspaceId, actor.workspaceId),
            eq(meetings.provider, provider),
            eq(meetings.meetingNoteId, noteId),
          ),
        )
        .for('update')
        .limit(1);
      if (existing) return { publicId: await update(tx, actor, existing, owner, input, chosen), created: false };
      const publicId = await insert(tx, actor, owner, provider, input, chosen, true);
      if (publicId) return { publicId, created: true };
    }
    throw new Error('meeting upsert did not settle after 3 attempts');
  }
}

/** A creatorEmail that matches a member makes that member the owner. */
async function ownerFor(db: Db, actor: Who, creatorEmail: string | null | undefined): Promise<number | undefined> {
  if (!creatorEmail) return undefined;
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.workspaceId, actor.workspaceId), sql`lower(${users.email}) = lower(${creatorEmail})`))
    .limit(1);
  return row?.id;
}

function requireContent(
  fields: Partial<Record<(typeof MEETING_CONTENT_FIELDS)[number], string | null | undefined>>,
): void {
  if (!MEETING_CONTENT_FIELDS.some((f) => (fields[f] ?? '').trim().length > 0)) {
    throw badRequest(`at least one of ${MEETING_CONTENT_FIELDS.join(', ')} must be non-empty`);
  }
}

function fieldsOf(input: Fields) {
  return {
    meetingNoteTitle: input.meetingNoteTitle,
    creatorName: input.creatorName,
    creatorEmail: input.creatorEmail,
    calendarEventId: input.calendarEventId,
    calendarEventTitle: input.calendarEventTitle,
    calendarEventTime: input.calendarEventTime === undefined ? undefined : new Date(input.calendarEventTime),
    calendarEventOffset: input.calendarEventTime === undefined ? undefined : offsetMinutes(input.calendarEventTime),
    notes: input.notes,
    transcript: input.transcript,
  };
}

async function insert(
  tx: Tx,
  actor: Who,
  owner: number | undefined,
  provider: string,
  input: MeetingImport,
  chosen: Chosen,
  onConflictDoNothing = false,
): Promise<string | undefined> {
  requireContent(input);
  const now = new Date();
  const values = {
    ...fieldsOf(input),
    workspaceId: actor.workspaceId,
    publicId: newPublicId(),
    ownerMemberId: owner ?? actor.memberId,
    provider,
    meetingNoteId: input.meetingNoteId ?? null,
    calendarEventTime: input.calendarEventTime ? new Date(input.calendarEventTime) : now,
    chosenCompanyId: chosen?.id ?? null,
    createdAt: now,
    updatedAt: now,
  };
  const query = tx.insert(meetings).values(values);
  const rows = onConflictDoNothing
    ? await query
        .onConflictDoNothing({
          target: [meetings.workspaceId, meetings.provider, meetings.meetingNoteId],
          where: sql`${meetings.meetingNoteId} is not null`,
        })
        .returning(meetingColumns)
    : await query.returning(meetingColumns);
  const [row] = rows;
  if (!row) return undefined;
  const attendees = await insertAttendees(tx, actor.workspaceId, row.id, input.attendees ?? []);
  await auditMeeting(tx, actor, null, { row, attendees, companyPublicId: chosen?.publicId ?? null });
  return row.publicId;
}

async function update(
  tx: Tx,
  actor: Who,
  existing: MeetingRow,
  owner: number | undefined,
  input: MeetingImport,
  chosen: Chosen,
): Promise<string> {
  const present = Object.fromEntries(Object.entries(fieldsOf(input)).filter(([, v]) => v !== undefined));
  requireContent({ ...existing, ...present });
  // Attendees are read for the trail only when the import replaces them.
  const before = input.attendees !== undefined ? await liveAttendees(tx, existing.id) : [];
  const [row] = await tx
    .update(meetings)
    .set({
      ...present,
      ...(owner !== undefined ? { ownerMemberId: owner } : {}),
      ...(chosen !== undefined ? { chosenCompanyId: chosen?.id ?? null } : {}),
      updatedAt: new Date(),
      deletedAt: null,
    })
    .where(eq(meetings.id, existing.id))
    .returning(meetingColumns);
  if (!row) throw new Error('meeting update returned no row');
  let after = before;
  if (input.attendees !== undefined) {
    await tx
      .update(meetingAttendees)
      .set({ removedAt: new Date() })
      .where(and(eq(meetingAttendees.meetingId, existing.id), isNull(meetingAttendees.removedAt)));
    after = await insertAttendees(tx, actor.workspaceId, existing.id, input.attendees);
  }
  const named = await companyPublicIdOf(tx, existing.chosenCompanyId);
  await auditMeeting(
    tx,
    actor,
    { row: existing, attendees: before, companyPublicId: named },
    { row, attendees: after, companyPublicId: chosen === undefined ? named : (chosen?.publicId ?? null) },
  );
  return existing.publicId;
}

async function companyPublicIdOf(tx: Tx, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await tx.select({ publicId: companies.publicId }).from(companies).where(eq(companies.id, id));
  return row?.publicId ?? null;
}

type StoredAttendee = { name: string | null; email: string | null };

async function liveAttendees(tx: Tx, meetingId: number): Promise<StoredAttendee[]> {
  return tx
    .select({ name: meetingAttendees.name, email: meetingAttendees.email })
    .from(meetingAttendees)
    .where(and(eq(meetingAttendees.meetingId, meetingId), isNull(meetingAttendees.removedAt)))
    .orderBy(meetingAttendees.position);
}

/** Stores the list in order and returns it as stored. */
async function insertAttendees(
  tx: Tx,
  workspaceId: number,
  meetingId: number,
  attendees: Attendee[],
): Promise<StoredAttendee[]> {
  const stored = attendees.map((a) => ({ name: a.name?.trim() || null, email: a.email ?? null }));
  if (stored.length === 0) return stored;
  await tx.insert(meetingAttendees).values(stored.map((a, position) => ({ workspaceId, meetingId, position, ...a })));
  return stored;
}
