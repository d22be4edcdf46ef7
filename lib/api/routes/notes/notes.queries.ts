import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { single, type Db, type DbOrTx } from '../../../db/client';
import { companies, notes, persons } from '../../../db/schema';
import { newPublicId } from '../../../ids';
import { enqueue, wakeWorkers } from '../../../queue/jobs';
import type { Topic } from '../../../schemas/common';
import type { Note, NoteCreate, NoteUpdate } from '../../../schemas/note';
import { notFound } from '../../core/errors';
import { keyset, keysetAfter, keysetOrder, type KeyValue } from '../../core/pagination';
import { requireCompany } from '../companies/companies.queries';
import { membersById } from '../me/me.queries';

export interface NoteRow {
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

export const noteKeys = (row: NoteRow): KeyValue[] => [row.occurredAt.toISOString(), row.publicId];

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

/** A note is visible while it and its parent are live. */
function visible(where: SQL | undefined) {
  return and(
    where,
    isNull(notes.deletedAt),
    or(
      and(eq(companies.workspaceId, notes.workspaceId), isNull(companies.deletedAt)),
      and(eq(persons.workspaceId, notes.workspaceId), isNull(persons.deletedAt)),
    ),
  );
}

function selectNotes(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(notes)
    .leftJoin(companies, eq(companies.id, notes.companyId))
    .leftJoin(persons, eq(persons.id, notes.personId))
    .where(visible(where));
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

export type NoteParent = { companyId: number } | { personId: number };

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
    .where(and(eq(persons.workspaceId, workspaceId), eq(persons.publicId, personPublicId), isNull(persons.deletedAt)))
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
  return selectNotes(db, and(eq(notes.workspaceId, workspaceId), parentMatch, keysetAfter(NOTE_ORDER, q.after)))
    .orderBy(...keysetOrder(NOTE_ORDER))
    .limit(q.limit + 1);
}

export async function findNote(db: DbOrTx, workspaceId: number, publicId: string): Promise<NoteRow> {
  const [row] = await selectNotes(db, and(eq(notes.workspaceId, workspaceId), eq(notes.publicId, publicId))).limit(1);
  if (!row) throw notFound(`note ${publicId} not found`);
  return row;
}

export async function createNote(db: Db, workspaceId: number, memberId: number, input: NoteCreate): Promise<string> {
  const parent = await resolveParent(db, workspaceId, input);
  const publicId = newPublicId();
  await db.transaction(async (tx) => {
    const row = single(
      await tx
        .insert(notes)
        .values({
          workspaceId,
          publicId,
          ...parent,
          creatorMemberId: memberId,
          content: input.content,
          topics: input.topics ?? ['other'],
          occurredAt: input.occurredAt ? new Date(input.occurredAt) : new Date(),
        })
        .returning({ id: notes.id }),
    );
    // The note joins its company's timeline through derivation.
    await enqueue(tx, workspaceId, 'note', row.id);
  });
  wakeWorkers();
  return publicId;
}

export async function updateNote(db: Db, workspaceId: number, publicId: string, patch: NoteUpdate): Promise<NoteRow> {
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
    // The parent columns cannot change here, so the row needs no second read.
    return { ...current, ...changed };
  });
  wakeWorkers();
  return row;
}

/** The visibility check and the soft delete are one statement; the derivation job commits with it. */
export async function deleteNote(db: Db, workspaceId: number, publicId: string): Promise<void> {
  const target = db
    .select({ id: notes.id })
    .from(notes)
    .leftJoin(companies, eq(companies.id, notes.companyId))
    .leftJoin(persons, eq(persons.id, notes.personId))
    .where(visible(and(eq(notes.workspaceId, workspaceId), eq(notes.publicId, publicId))));
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(notes)
      .set({ deletedAt: new Date() })
      .where(inArray(notes.id, target))
      .returning({ id: notes.id });
    const [row] = rows;
    if (!row) throw notFound(`note ${publicId} not found`);
    // Its touchpoint is summarised again without it.
    await enqueue(tx, workspaceId, 'note', row.id);
  });
  wakeWorkers();
}
