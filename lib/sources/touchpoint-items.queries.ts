import { and, asc, eq } from 'drizzle-orm';
import { meetingTitle, meetingVisible } from '../queries/meetings';
import { noteVisible } from '../queries/notes';
import type { DbOrTx } from '../db/client';
import { emails, files, meetings, members, notes, touchpointItems, users } from '../db/schema';
import { emailVisible, fileVisible } from '../queries/intake';
import { iso, isoOrNull } from './common';

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
 * What a touchpoint groups, kind by kind, oldest first. Each kind is filtered
 * by its own visibility rule, the one its source page asks, so every link lands.
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
      .innerJoin(emails, eq(emails.id, touchpointItems.emailId))
      .where(and(of, emailVisible(workspaceId)))
      .orderBy(asc(emails.sentAt), asc(emails.publicId)),
    db
      .selectDistinct({
        publicId: files.publicId,
        name: files.name,
        extension: files.extension,
        occurredAt: files.occurredAt,
      })
      .from(touchpointItems)
      .innerJoin(files, eq(files.id, touchpointItems.fileId))
      .where(and(of, fileVisible(workspaceId)))
      .orderBy(asc(files.occurredAt), asc(files.name), asc(files.publicId)),
    db
      .selectDistinct({
        publicId: meetings.publicId,
        noteTitle: meetings.meetingNoteTitle,
        eventTitle: meetings.calendarEventTitle,
        time: meetings.calendarEventTime,
      })
      .from(touchpointItems)
      .innerJoin(meetings, eq(meetings.id, touchpointItems.meetingId))
      .where(and(of, meetingVisible(workspaceId)))
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
      .innerJoin(notes, eq(notes.id, touchpointItems.noteId))
      .innerJoin(members, eq(members.id, notes.creatorMemberId))
      .innerJoin(users, eq(users.id, members.userId))
      .where(and(of, noteVisible(workspaceId)))
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
