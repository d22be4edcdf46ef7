import { and, eq, exists, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { changesOf, hasChanges, recordAudit, redacted, type Who } from '../audit/record';
// Types only: source pages import this module, and Next must not bundle the database client.
import type { Db, DbOrTx } from '../db/client';
import { allOf, subquery } from '../db/conditions';
import { companies, notes, persons } from '../db/schema';
import { newPublicId } from '../ids';
import { enqueue, wakeWorkers } from '../queue/jobs';
import type { Topic } from '../schemas/common';
import type { Note, NoteCreate, NoteUpdate } from '../schemas/note';
import { notFound } from '../errors';
import { keyset, keysetAfter, keysetOrder, type KeyValue } from './pagination';
import { companyVisible, requireCompany } from './companies';
import { membersById } from './members';

interface NoteRow {
  id: number;
  publicId: string;
  content: string;
  topics: string[];
  occurredAt: Date;
  creatorMemberId: number;
  companyPublicId: string | null;
  companyName: string | null;
  personPublicId: string | null;
}

export const NOTE_ORDER = keyset(
  'desc',
  { column: notes.occurredAt, kind: 'timestamp' },
  { column: notes.publicId, kind: 'string' },
);

export const noteCursor = (row: NoteRow): KeyValue[] => [row.occurredAt.toISOString(), row.publicId];

const columns = {
  id: notes.id,
  publicId: notes.publicId,
  content: notes.content,
  topics: notes.topics,
  occurredAt: notes.occurredAt,
  creatorMemberId: notes.creatorMemberId,
  companyPublicId: companies.publicId,
  companyName: companies.name,
  personPublicId: persons.publicId,
};

const parentCompany = alias(companies, 'note_parent_company');
const parentPerson = alias(persons, 'note_parent_person');

/** Persons have no API of their own; they matter here as the parents of notes. */
export function personVisible(
  workspaceId: number,
  person: { workspaceId: AnyPgColumn; deletedAt: AnyPgColumn } = persons,
): SQL {
  return allOf(eq(person.workspaceId, workspaceId), isNull(person.deletedAt));
}

/**
 * The one rule for which notes a workspace sees, shared by the notes API,
 * citations, touchpoint counts and source pages: a live note of the
 * workspace whose parent (company or person) is live there too. Deleting a
 * company hides its notes (contract §2); a deleted person hides theirs the
 * same way. Written with EXISTS so callers need no join of their own, and it
 * can sit in a WHERE or in a LEFT JOIN's ON.
 */
export function noteVisible(workspaceId: number): SQL {
  const liveCompany = exists(
    subquery
      .select({ one: sql`1` })
      .from(parentCompany)
      .where(and(eq(parentCompany.id, notes.companyId), companyVisible(workspaceId, parentCompany))),
  );
  const livePerson = exists(
    subquery
      .select({ one: sql`1` })
      .from(parentPerson)
      .where(and(eq(parentPerson.id, notes.personId), personVisible(workspaceId, parentPerson))),
  );
  return allOf(eq(notes.workspaceId, workspaceId), isNull(notes.deletedAt), sql`(${liveCompany} or ${livePerson})`);
}

function selectNotes(db: DbOrTx, workspaceId: number, where: SQL | undefined) {
  return db
    .select(columns)
    .from(notes)
    .leftJoin(companies, eq(companies.id, notes.companyId))
    .leftJoin(persons, eq(persons.id, notes.personId))
    .where(and(noteVisible(workspaceId), where));
}

export async function toNotes(db: DbOrTx, workspaceId: number, rows: NoteRow[]): Promise<Note[]> {
  const creators = await membersById(
    db,
    workspaceId,
    rows.map((r) => r.creatorMemberId),
  );
  return rows.map((r) => {
    const creator = creators.get(r.creatorMemberId);
    if (!creator) throw new Error(`note ${r.publicId} has no creator`);
    const note: Note = {
      publicId: r.publicId,
      content: r.content,
      occurredAt: r.occurredAt.toISOString(),
      topics: r.topics as Topic[],
      creator,
    };
    if (r.companyPublicId !== null && r.companyName !== null) {
      note.companyName = r.companyName;
      note.companyPublicId = r.companyPublicId;
    }
    if (r.personPublicId !== null) note.personPublicId = r.personPublicId;
    return note;
  });
}

export async function toNote(db: DbOrTx, workspaceId: number, row: NoteRow): Promise<Note> {
  const [note] = await toNotes(db, workspaceId, [row]);
  if (!note) throw new Error(`note ${row.publicId} could not be rendered`);
  return note;
}

type NoteParent = { companyId: number } | { personId: number };

export async function resolveParent(
  db: DbOrTx,
  workspaceId: number,
  ids: { companyPublicId?: string; personPublicId?: string },
): Promise<NoteParent> {
  if (ids.companyPublicId !== undefined) {
    return { companyId: (await requireCompany(db, workspaceId, ids.companyPublicId)).id };
  }
  const personPublicId = ids.personPublicId ?? '';
  const [person] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(personVisible(workspaceId), eq(persons.publicId, personPublicId)))
    .limit(1);
  if (!person) throw notFound(`person ${personPublicId} not found`);
  return { personId: person.id };
}

export async function listNotes(
  db: Db,
  workspaceId: number,
  parent: NoteParent,
  q: { limit: number; after?: KeyValue[] },
): Promise<NoteRow[]> {
  const parentMatch =
    'companyId' in parent ? eq(notes.companyId, parent.companyId) : eq(notes.personId, parent.personId);
  return selectNotes(db, workspaceId, and(parentMatch, keysetAfter(NOTE_ORDER, q.after)))
    .orderBy(...keysetOrder(NOTE_ORDER))
    .limit(q.limit + 1);
}

export async function findNote(db: DbOrTx, workspaceId: number, publicId: string): Promise<NoteRow> {
  const [row] = await selectNotes(db, workspaceId, eq(notes.publicId, publicId)).limit(1);
  if (!row) throw notFound(`note ${publicId} not found`);
  return row;
}

interface NoteFields {
  content: string;
  topics: string[];
  occurredAt: Date;
  companyPublicId?: string | null;
  personPublicId?: string | null;
}

/** Records a note write (contract §8) in its transaction: the content only as a marker; no change, no event. */
async function auditNote(tx: DbOrTx, who: Who, publicId: string, before: NoteFields | null, after: NoteFields | null) {
  const snapshot = (n: NoteFields | null) =>
    n && {
      companyPublicId: n.companyPublicId,
      personPublicId: n.personPublicId,
      content: n.content,
      topics: n.topics,
      occurredAt: n.occurredAt.toISOString(),
    };
  const changes = changesOf(snapshot(before), snapshot(after), { content: redacted });
  if (before !== null && after !== null && !hasChanges(changes)) return;
  const action = before === null ? 'created' : after === null ? 'deleted' : 'updated';
  await recordAudit(tx, who, [{ action, entityType: 'note', entityPublicId: publicId, changes }]);
}

export async function createNote(db: Db, who: Who, input: NoteCreate): Promise<string> {
  const { workspaceId } = who;
  const parent = await resolveParent(db, workspaceId, input);
  const publicId = newPublicId();
  await db.transaction(async (tx) => {
    const fields = {
      content: input.content,
      topics: input.topics ?? ['other'],
      occurredAt: input.occurredAt ? new Date(input.occurredAt) : new Date(),
    };
    const [row] = await tx
      .insert(notes)
      .values({ workspaceId, publicId, ...parent, creatorMemberId: who.memberId, ...fields })
      .returning({ id: notes.id });
    if (!row) throw new Error('note insert returned no row');
    // The note joins its company's timeline through derivation.
    await enqueue(tx, workspaceId, 'note', row.id);
    const parentIds = { companyPublicId: input.companyPublicId, personPublicId: input.personPublicId };
    await auditNote(tx, who, publicId, null, { ...fields, ...parentIds });
  });
  wakeWorkers();
  return publicId;
}

export async function updateNote(db: Db, who: Who, publicId: string, patch: NoteUpdate): Promise<NoteRow> {
  const { workspaceId } = who;
  const row = await db.transaction(async (tx) => {
    const current = await findNote(tx, workspaceId, publicId);
    const changed = {
      content: patch.content ?? current.content,
      topics: patch.topics ?? current.topics,
      occurredAt: patch.occurredAt ? new Date(patch.occurredAt) : current.occurredAt,
    };
    await tx
      .update(notes)
      .set({ ...changed, updatedAt: new Date() })
      .where(eq(notes.id, current.id));
    await enqueue(tx, workspaceId, 'note', current.id);
    await auditNote(tx, who, publicId, current, { ...current, ...changed });
    // The parent columns cannot change here, so the row needs no second read.
    return { ...current, ...changed };
  });
  wakeWorkers();
  return row;
}

/** The visibility check and the soft delete are one statement; the derivation job commits with it. */
export async function deleteNote(db: Db, who: Who, publicId: string): Promise<void> {
  const { workspaceId } = who;
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(notes)
      .set({ deletedAt: new Date() })
      .where(and(noteVisible(workspaceId), eq(notes.publicId, publicId)))
      .returning({ id: notes.id, content: notes.content, topics: notes.topics, occurredAt: notes.occurredAt });
    const [row] = rows;
    if (!row) throw notFound(`note ${publicId} not found`);
    // Its touchpoint is summarised again without it.
    await enqueue(tx, workspaceId, 'note', row.id);
    await auditNote(tx, who, publicId, row, null);
  });
  wakeWorkers();
}
