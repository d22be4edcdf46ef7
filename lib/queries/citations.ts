import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { idIn } from '../db/conditions';
import {
  citations,
  companies,
  emails,
  fileElements,
  files,
  meetings,
  members,
  notes,
  touchpoints,
  users,
} from '../db/schema';
import { elementVisible, emailVisible, fileVisible } from './intake';
import type { Citation, CitationType } from '../schemas/touchpoint';
import { meetingTitle, meetingVisible } from './meetings';
import { noteVisible } from './notes';
import { touchpointVisible } from './touchpoints';

/** Whose citations to resolve: insights of touchpoints, or tracker values. */
type CitationOwner = { insightIds: number[] } | { trackerValueIds: number[] };

/** A citation before its permalink is attached. */
type Source = Omit<Citation, 'permalink' | 'quote'>;

type Loader = (db: DbOrTx, workspaceId: number, ids: number[]) => Promise<Map<number, Source>>;

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

async function loadEmails(db: DbOrTx, workspaceId: number, ids: number[]): Promise<Map<number, Source>> {
  const rows = await db
    .select({ id: emails.id, publicId: emails.publicId, subject: emails.subject, sentAt: emails.sentAt })
    .from(emails)
    .where(and(emailVisible(workspaceId), idIn(emails.id, ids)));
  return new Map(
    rows.map((r) => [r.id, { type: 'email', publicId: r.publicId, occurredAt: iso(r.sentAt), subject: r.subject }]),
  );
}

/**
 * A file keeps its citation when the email it arrived on is deleted; it only
 * loses the parent, since the file itself is still there to look at.
 */
async function loadFiles(db: DbOrTx, workspaceId: number, ids: number[]): Promise<Map<number, Source>> {
  const rows = await db
    .select({
      id: files.id,
      publicId: files.publicId,
      name: files.name,
      extension: files.extension,
      occurredAt: files.occurredAt,
      emailPublicId: emails.publicId,
      emailSubject: emails.subject,
      emailSentAt: emails.sentAt,
    })
    .from(files)
    .leftJoin(emails, and(eq(emails.id, files.emailId), emailVisible(workspaceId)))
    .where(and(fileVisible(workspaceId), idIn(files.id, ids)));
  return new Map(
    rows.map((r) => {
      const source: Source = {
        type: 'file',
        publicId: r.publicId,
        occurredAt: iso(r.occurredAt),
        name: r.name,
        extension: r.extension,
      };
      if (r.emailPublicId !== null) {
        source.parent = {
          type: 'email',
          publicId: r.emailPublicId,
          occurredAt: iso(r.emailSentAt),
          subject: r.emailSubject,
        };
      }
      return [r.id, source];
    }),
  );
}

/** An element exists only inside its file, so a deleted file takes its elements along. */
async function loadElements(db: DbOrTx, workspaceId: number, ids: number[]): Promise<Map<number, Source>> {
  const rows = await db
    .select({
      id: fileElements.id,
      publicId: fileElements.publicId,
      label: fileElements.label,
      index: fileElements.index,
      filePublicId: files.publicId,
      fileName: files.name,
      fileExtension: files.extension,
      fileOccurredAt: files.occurredAt,
    })
    .from(fileElements)
    .innerJoin(files, eq(files.id, fileElements.fileId))
    .where(and(elementVisible(workspaceId), idIn(fileElements.id, ids)));
  return new Map(
    rows.map((r) => {
      // An element has no time of its own; its content dates from its file.
      const occurredAt = iso(r.fileOccurredAt);
      const parent = {
        type: 'file' as const,
        publicId: r.filePublicId,
        occurredAt,
        name: r.fileName,
        extension: r.fileExtension,
      };
      return [r.id, { type: 'element', publicId: r.publicId, occurredAt, label: r.label, index: r.index, parent }];
    }),
  );
}

async function loadMeetings(db: DbOrTx, workspaceId: number, ids: number[]): Promise<Map<number, Source>> {
  const rows = await db
    .select({
      id: meetings.id,
      publicId: meetings.publicId,
      noteTitle: meetings.meetingNoteTitle,
      eventTitle: meetings.calendarEventTitle,
      time: meetings.calendarEventTime,
    })
    .from(meetings)
    .where(and(meetingVisible(workspaceId), idIn(meetings.id, ids)));
  return new Map(
    rows.map((r) => {
      const title = meetingTitle(r.noteTitle, r.eventTitle);
      return [r.id, { type: 'meeting', publicId: r.publicId, occurredAt: iso(r.time), title }];
    }),
  );
}

/** As the notes API: a note whose company or person is deleted is gone with it. */
async function loadNotes(db: DbOrTx, workspaceId: number, ids: number[]): Promise<Map<number, Source>> {
  const rows = await db
    .select({
      id: notes.id,
      publicId: notes.publicId,
      occurredAt: notes.occurredAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(notes)
    .innerJoin(members, eq(members.id, notes.creatorMemberId))
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(noteVisible(workspaceId), idIn(notes.id, ids)));
  return new Map(
    rows.map((r) => {
      const author = `${r.firstName} ${r.lastName}`.trim();
      return [r.id, { type: 'note', publicId: r.publicId, occurredAt: iso(r.occurredAt), author }];
    }),
  );
}

async function loadTouchpoints(db: DbOrTx, workspaceId: number, ids: number[]): Promise<Map<number, Source>> {
  const rows = await db
    .select({
      id: touchpoints.id,
      publicId: touchpoints.publicId,
      headline: touchpoints.headline,
      occurredAt: touchpoints.occurredAt,
      companyPublicId: companies.publicId,
    })
    .from(touchpoints)
    .innerJoin(companies, eq(companies.id, touchpoints.companyId))
    .where(and(touchpointVisible(workspaceId), idIn(touchpoints.id, ids)));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        type: 'touchpoint',
        publicId: r.publicId,
        occurredAt: iso(r.occurredAt),
        headline: r.headline,
        companyPublicId: r.companyPublicId,
      },
    ]),
  );
}

const LOADERS: Record<CitationType, Loader> = {
  email: loadEmails,
  file: loadFiles,
  element: loadElements,
  meeting: loadMeetings,
  note: loadNotes,
  touchpoint: loadTouchpoints,
};

interface CitationRow {
  ownerId: number | null;
  email: number | null;
  file: number | null;
  element: number | null;
  meeting: number | null;
  note: number | null;
  touchpoint: number | null;
  quote: string | null;
}

/** The cited item; the schema guarantees exactly one target column is set. */
function targetOf(row: CitationRow): { type: CitationType; id: number } | undefined {
  for (const type of Object.keys(LOADERS) as CitationType[]) {
    const id = row[type];
    if (id !== null) return { type, id };
  }
  return undefined;
}

/**
 * Citations of many insights or tracker values at once, each list in
 * `position` order: one query for the citation rows, then one per kind of
 * cited item that occurs. Citations of deleted items are left out.
 */
export async function resolveCitations(
  db: DbOrTx,
  workspaceId: number,
  owner: CitationOwner,
  appBaseUrl: string,
): Promise<Map<number, Citation[]>> {
  const [ownerColumn, ownerIds] =
    'insightIds' in owner ? [citations.insightId, owner.insightIds] : [citations.trackerValueId, owner.trackerValueIds];
  const out = new Map<number, Citation[]>();
  if (ownerIds.length === 0) return out;
  const rows: CitationRow[] = await db
    .select({
      ownerId: ownerColumn,
      email: citations.emailId,
      file: citations.fileId,
      element: citations.elementId,
      meeting: citations.meetingId,
      note: citations.noteId,
      touchpoint: citations.touchpointId,
      quote: citations.quote,
    })
    .from(citations)
    .where(and(eq(citations.workspaceId, workspaceId), idIn(ownerColumn, [...new Set(ownerIds)])))
    .orderBy(asc(ownerColumn), asc(citations.position), asc(citations.id));

  const wanted = new Map<CitationType, Set<number>>();
  for (const row of rows) {
    const target = targetOf(row);
    if (!target) continue;
    const ids = wanted.get(target.type) ?? new Set<number>();
    ids.add(target.id);
    wanted.set(target.type, ids);
  }
  const loaded = new Map(
    await Promise.all(
      [...wanted].map(async ([type, ids]) => [type, await LOADERS[type](db, workspaceId, [...ids])] as const),
    ),
  );

  for (const row of rows) {
    const target = targetOf(row);
    const source = target && loaded.get(target.type)?.get(target.id);
    if (row.ownerId === null || !source) continue;
    const { type, publicId, ...rest } = source;
    const citation: Citation = {
      type,
      publicId,
      permalink: `${appBaseUrl}/sources/${type}/${publicId}`,
      ...rest,
      quote: row.quote,
    };
    const list = out.get(row.ownerId);
    if (list) list.push(citation);
    else out.set(row.ownerId, [citation]);
  }
  return out;
}
