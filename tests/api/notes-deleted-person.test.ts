import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../lib/db/client';
import {
  citations,
  companies,
  insights,
  notes,
  persons,
  touchpointItems,
  touchpoints,
  workspaces,
} from '../../lib/db/schema';
import type { Note } from '../../lib/schemas/note';
import type { Touchpoint } from '../../lib/schemas/touchpoint';
import { startOwnServer, type OwnServer } from '../helpers/own-server';

// Persons have no API, so no request can delete one: this file's own server,
// on a copy of the seeded demo, has a person soft-deleted in the database
// before it starts (the embedded database admits one process), then is asked over HTTP.
// Every surface must agree that the person's notes are gone with them.

interface CitedNote {
  note: string;
  person: string;
  personId: number;
  touchpoint: string;
  company: string;
}

const ADA = 'ada@demo.example';
let server: OwnServer | undefined;
let key = '';
/** A note on the person deleted before the start, and one on a person still live. */
let gone: CitedNote;
let kept: CitedNote;
/** How many notes the gone note's touchpoint groups once the person's are hidden. */
let expectedNoteCount = 0;

/** Picks two cited notes on different persons, and deletes the first one's person. */
async function arrange(db: Db): Promise<void> {
  const cited = await db
    .selectDistinct({
      note: notes.publicId,
      person: persons.publicId,
      personId: persons.id,
      touchpoint: touchpoints.publicId,
      touchpointId: touchpoints.id,
      company: companies.publicId,
    })
    .from(citations)
    .innerJoin(notes, eq(notes.id, citations.noteId))
    .innerJoin(persons, eq(persons.id, notes.personId))
    .innerJoin(insights, eq(insights.id, citations.insightId))
    .innerJoin(touchpoints, eq(touchpoints.id, insights.touchpointId))
    .innerJoin(companies, eq(companies.id, touchpoints.companyId))
    .innerJoin(workspaces, eq(workspaces.id, notes.workspaceId))
    .where(and(eq(workspaces.slug, 'demo'), isNull(notes.deletedAt)))
    .orderBy(asc(notes.publicId), asc(touchpoints.publicId));
  const first = cited[0];
  const other = cited.find((c) => c.personId !== first?.personId);
  if (!first || !other) throw new Error('the demo seed has no two cited notes on different persons');
  gone = first;
  kept = other;
  const grouped = await db
    .select({ personId: notes.personId })
    .from(touchpointItems)
    .innerJoin(notes, eq(notes.id, touchpointItems.noteId))
    .where(and(eq(touchpointItems.touchpointId, first.touchpointId), isNull(notes.deletedAt)));
  expectedNoteCount = grouped.filter((g) => g.personId !== gone.personId).length;
  await db.update(persons).set({ deletedAt: new Date() }).where(eq(persons.id, gone.personId));
}

beforeAll(async () => {
  server = await startOwnServer('deleted_person', {}, [ADA], undefined, arrange);
  key = String(server.keys[ADA]);
});

afterAll(() => server?.dispose());

async function api<T>(pathname: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${server?.url}/api/v1${pathname}`, { headers: { authorization: `Bearer ${key}` } });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** The touchpoint as its company's timeline lists it. */
async function touchpointOf(c: CitedNote): Promise<Touchpoint> {
  let token = '';
  for (let pages = 0; pages < 100; pages++) {
    const res = await api<{ items: Touchpoint[]; nextPageToken?: string }>(
      `/companies/${c.company}/touchpoints?limit=100${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`,
    );
    expect(res.status).toBe(200);
    const found = res.body.items.find((t) => t.publicId === c.touchpoint);
    if (found) return found;
    if (!res.body.nextPageToken) break;
    token = res.body.nextPageToken;
  }
  throw new Error(`touchpoint ${c.touchpoint} is not on its company's timeline`);
}

const citedNotes = (t: Touchpoint): string[] =>
  t.insights.flatMap((i) => i.citations.filter((c) => c.type === 'note').map((c) => c.publicId));

describe('a note on a deleted person', () => {
  it('is gone from the notes API: its list, and the note itself', async () => {
    expect((await api(`/notes/${gone.note}`)).status).toBe(404);
    expect((await api(`/notes?personPublicId=${gone.person}`)).status).toBe(404);

    const note = await api<Note>(`/notes/${kept.note}`);
    expect(note.status).toBe(200);
    expect(note.body.personPublicId).toBe(kept.person);
    const list = await api<{ items: Note[] }>(`/notes?personPublicId=${kept.person}`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((n) => n.publicId)).toContain(kept.note);
  });

  it('is no longer cited, nor counted on its touchpoint', async () => {
    const touchpoint = await touchpointOf(gone);
    expect(citedNotes(touchpoint)).not.toContain(gone.note);
    expect(touchpoint.noteCount).toBe(expectedNoteCount);

    expect(citedNotes(await touchpointOf(kept))).toContain(kept.note);
  });

  it('has no source page, and its touchpoint page does not name it', async () => {
    const page = (p: string) => fetch(`${server?.url}${p}`);
    const source = await page(`/sources/note/${gone.note}`);
    expect(source.status).toBe(404);
    await source.text();
    const touchpointPage = await page(`/sources/touchpoint/${gone.touchpoint}`);
    expect(touchpointPage.status).toBe(200);
    expect(await touchpointPage.text()).not.toContain(gone.note);

    const permalink = (await touchpointOf(kept)).insights
      .flatMap((i) => i.citations)
      .find((c) => c.type === 'note' && c.publicId === kept.note)?.permalink;
    expect(permalink).toMatch(new RegExp(`/sources/note/${kept.note}$`));
    const live = await page(new URL(permalink ?? '').pathname);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain(kept.note);
  });
});
