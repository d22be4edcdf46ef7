import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../lib/db/client';
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
import { freshPostgresDatabase } from '../helpers/own-server';
import { startServer, type StartedServer } from '../helpers/server';

// Persons have no API, so no request can delete one: this file seeds a small
// demo of its own, soft-deletes a person in the database before its server
// starts (the embedded database admits one process), then asks over HTTP.
// Every surface must agree that the person's notes are gone with them.

const root = path.resolve(import.meta.dirname, '../..');

interface CitedNote {
  note: string;
  person: string;
  personId: number;
  touchpoint: string;
  company: string;
}

let server: StartedServer | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let dataDir = '';
let key = '';
/** A note on the person deleted before the start, and one on a person still live. */
let gone: CitedNote;
let kept: CitedNote;
/** How many notes the gone note's touchpoint groups once the person's are hidden. */
let expectedNoteCount = 0;

function pi(env: NodeJS.ProcessEnv, ...args: string[]): string {
  const res = spawnSync(process.execPath, [path.join(root, 'bin/pi.mjs'), ...args], { env, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`pi ${args.join(' ')} failed (${res.status}): ${res.stderr}`);
  return res.stdout.trim();
}

/** Picks two cited notes on different persons, and deletes the first one's person. */
async function arrange(env: NodeJS.ProcessEnv): Promise<void> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, holder: 'deleted person test' });
  try {
    const db = database.db;
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
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-deleted-person-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PI_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' };
  delete env.DATABASE_URL;
  if (inject('database') === 'postgres') {
    const database = await freshPostgresDatabase('deleted_person');
    env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  }
  pi(env, 'seed', 'demo', '--companies', '10');
  key = pi(env, 'keys', 'create', '--email', 'ada@demo.example');
  await arrange(env);
  server = await startServer(env);
});

afterAll(async () => {
  await server?.stop();
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

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
