import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companyVisible } from '../queries/companies';
import { noteVisible, personVisible } from '../queries/notes';
import type { DbOrTx } from '../db/client';
import { companies, members, notes, persons, users } from '../db/schema';
import { companyRef, groupingTouchpoints, iso, type CompanyRef, type TouchpointRef } from './common';

export interface NoteSource {
  publicId: string;
  author: string;
  occurredAt: string;
  updatedAt: string;
  topics: string[];
  content: string;
  /** The company the note is on, or (for a person's note) that person's live company. */
  company?: CompanyRef;
  person?: { name: string; title: string | null };
  touchpoints: TouchpointRef[];
}

const personCompanies = alias(companies, 'person_companies');

/** A note the notes API shows (the one rule, `noteVisible`), with its parent for the page. */
export async function getNoteSource(
  db: DbOrTx,
  workspaceId: number,
  publicId: string,
): Promise<NoteSource | undefined> {
  const [row] = await db
    .select({
      id: notes.id,
      publicId: notes.publicId,
      content: notes.content,
      topics: notes.topics,
      occurredAt: notes.occurredAt,
      updatedAt: notes.updatedAt,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      companyPublicId: companies.publicId,
      companyName: companies.name,
      personFirstName: persons.firstName,
      personLastName: persons.lastName,
      personTitle: persons.title,
      personCompanyPublicId: personCompanies.publicId,
      personCompanyName: personCompanies.name,
    })
    .from(notes)
    .innerJoin(members, eq(members.id, notes.creatorMemberId))
    .innerJoin(users, eq(users.id, members.userId))
    .leftJoin(companies, and(eq(companies.id, notes.companyId), companyVisible(workspaceId)))
    .leftJoin(persons, and(eq(persons.id, notes.personId), personVisible(workspaceId)))
    // A person's company is named only while it is live.
    .leftJoin(
      personCompanies,
      and(eq(personCompanies.id, persons.companyId), companyVisible(workspaceId, personCompanies)),
    )
    .where(and(noteVisible(workspaceId), eq(notes.publicId, publicId)))
    .limit(1);
  if (!row) return undefined;
  const touchpoints = await groupingTouchpoints(db, workspaceId, 'noteId', row.id);
  return {
    publicId: row.publicId,
    author: `${row.authorFirstName} ${row.authorLastName}`.trim(),
    occurredAt: iso(row.occurredAt),
    updatedAt: iso(row.updatedAt),
    topics: row.topics,
    content: row.content,
    company:
      companyRef(row.companyPublicId, row.companyName) ?? companyRef(row.personCompanyPublicId, row.personCompanyName),
    person:
      row.personFirstName !== null && row.personLastName !== null
        ? { name: `${row.personFirstName} ${row.personLastName}`.trim(), title: row.personTitle }
        : undefined,
    touchpoints,
  };
}
