import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { companies, emails, files, meetings, members, notes, persons, touchpointItems, users } from '../db/schema';
import { companyLive, iso, isoOrNull, joinCompany } from './common';
import { meetingTitle } from './meeting.queries';

export interface TouchpointItems {
  emails: Array<{ publicId: string; subject: string | null; from: string; sentAt: string }>;
  files: Array<{ publicId: string; name: string; extension: string; occurredAt: string | null }>;
  meetings: Array<{ publicId: string; title: string; time: string }>;
  notes: Array<{ publicId: string; author: string; excerpt: string; occurredAt: string }>;
}

/** The first line of a Markdown note with its block markers off, enough to tell notes apart. */
function excerpt(markdown: string): string {
  const line =
    markdown
      .split('\n')
      .map((l) => l.replace(/^\s*(#{1,6}\s+|[-*+]\s+|>\s*|\d+[.)]\s+)/, '').trim())
      .find((l) => l !== '') ?? '';
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}

/**
 * What a touchpoint groups, kind by kind, oldest first. Only items whose own
 * source page would show them are listed, so every link lands.
 */
export async function loadTouchpointItems(
  db: DbOrTx,
  workspaceId: number,
  touchpointId: number,
): Promise<TouchpointItems> {
  const of = and(eq(touchpointItems.workspaceId, workspaceId), eq(touchpointItems.touchpointId, touchpointId));
  const [emailRows, fileRows, meetingRows, noteRows] = await Promise.all([
    db
      .selectDistinct({
        publicId: emails.publicId,
        subject: emails.subject,
        fromName: emails.fromName,
        fromEmail: emails.fromEmail,
        sentAt: emails.sentAt,
      })
      .from(touchpointItems)
      .innerJoin(emails, and(eq(emails.id, touchpointItems.emailId), isNull(emails.deletedAt)))
      .leftJoin(companies, joinCompany(workspaceId, emails.companyId))
      .where(and(of, eq(emails.workspaceId, workspaceId), companyLive(emails.companyId)))
      .orderBy(asc(emails.sentAt), asc(emails.publicId)),
    db
      .selectDistinct({
        publicId: files.publicId,
        name: files.name,
        extension: files.extension,
        occurredAt: files.occurredAt,
      })
      .from(touchpointItems)
      .innerJoin(files, and(eq(files.id, touchpointItems.fileId), isNull(files.deletedAt)))
      .leftJoin(companies, joinCompany(workspaceId, files.companyId))
      .where(and(of, eq(files.workspaceId, workspaceId), companyLive(files.companyId)))
      .orderBy(asc(files.occurredAt), asc(files.name), asc(files.publicId)),
    db
      .selectDistinct({
        publicId: meetings.publicId,
        noteTitle: meetings.meetingNoteTitle,
        eventTitle: meetings.calendarEventTitle,
        time: meetings.calendarEventTime,
      })
      .from(touchpointItems)
      .innerJoin(meetings, and(eq(meetings.id, touchpointItems.meetingId), isNull(meetings.deletedAt)))
      .where(and(of, eq(meetings.workspaceId, workspaceId)))
      .orderBy(asc(meetings.calendarEventTime), asc(meetings.publicId)),
    db
      .selectDistinct({
        publicId: notes.publicId,
        content: notes.content,
        occurredAt: notes.occurredAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(touchpointItems)
      .innerJoin(notes, and(eq(notes.id, touchpointItems.noteId), isNull(notes.deletedAt)))
      .innerJoin(members, eq(members.id, notes.creatorMemberId))
      .innerJoin(users, eq(users.id, members.userId))
      .leftJoin(
        companies,
        and(eq(companies.id, notes.companyId), eq(companies.workspaceId, workspaceId), isNull(companies.deletedAt)),
      )
      .leftJoin(
        persons,
        and(eq(persons.id, notes.personId), eq(persons.workspaceId, workspaceId), isNull(persons.deletedAt)),
      )
      .where(
        and(
          of,
          eq(notes.workspaceId, workspaceId),
          or(eq(notes.companyId, companies.id), eq(notes.personId, persons.id)),
        ),
      )
      .orderBy(asc(notes.occurredAt), asc(notes.publicId)),
  ]);
  return {
    emails: emailRows.map((r) => ({
      publicId: r.publicId,
      subject: r.subject,
      from: r.fromName ?? r.fromEmail,
      sentAt: iso(r.sentAt),
    })),
    files: fileRows.map((r) => ({ ...r, occurredAt: isoOrNull(r.occurredAt) })),
    meetings: meetingRows.map((r) => ({
      publicId: r.publicId,
      title: meetingTitle(r.noteTitle, r.eventTitle),
      time: iso(r.time),
    })),
    notes: noteRows.map((r) => ({
      publicId: r.publicId,
      author: `${r.firstName} ${r.lastName}`.trim(),
      excerpt: excerpt(r.content),
      occurredAt: iso(r.occurredAt),
    })),
  };
}
