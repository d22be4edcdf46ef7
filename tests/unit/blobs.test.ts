import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { blobSource, PART_BYTES, readBlob, storeBlob, withBlobsApart } from '../../lib/db/blobs';
import { readBlobParts } from '../../lib/db/blob-parts-reader';
import type { Database } from '../../lib/db/client';
import { openTestDatabase } from '../helpers/test-database';

// Issue 19: big blobs beside embedded PGlite are files in its data folder (the database runs on the event loop);
// on PostgreSQL they are parts in the database. Either way the bytes come back whole, and bytes a failed write
// stored are removed.

let database: Database;
let databaseUrl: string | undefined;
let dispose: (() => Promise<void>) | undefined;
const onPglite = inject('database') !== 'postgres';

beforeAll(async () => {
  ({ database, databaseUrl, dispose } = await openTestDatabase('blobs'));
  await database.db.execute(sql`insert into workspaces (id, public_id, slug, name) values (1, 'w1', 'w1', 'W')`);
}, 120_000);

afterAll(async () => {
  await dispose?.();
});

/** Every file under the data folder's blob folder. */
function blobFiles(): string[] {
  // PGlite's data folder is where it is (PostgreSQL keeps no blob folder).
  if (!onPglite) return [];
  const dir = path.join(database.where, 'blobs');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

it('gives back small, edge-sized and big bytes whole', async () => {
  for (const size of [0, 10, PART_BYTES, PART_BYTES + 1, 3 * PART_BYTES + 17]) {
    const bytes = randomBytes(size);
    const id = await storeBlob(database.db, 1, bytes);
    expect((await readBlob(database.db, id)).equals(bytes), `size ${size}`).toBe(true);
    const source = await blobSource(database.db, id);
    const viaSource =
      'path' in source
        ? fs.readFileSync(source.path)
        : 'parts' in source
          ? await readBlobParts(source.parts, databaseUrl)
          : source.bytes;
    expect(viaSource.equals(bytes), `size ${size} via its source`).toBe(true);
    // Small bytes stay in their row everywhere; big ones are a file beside PGlite, parts on PostgreSQL
    // (which the parse worker reads itself, in binary).
    expect('path' in source, `size ${size} kept as a file`).toBe(onPglite && size > PART_BYTES);
    expect('parts' in source, `size ${size} kept in parts`).toBe(!onPglite && size > PART_BYTES);
  }
});

it('removes the bytes a write stored when its transaction stores nothing, but keeps a file another blob names', async () => {
  const bytes = randomBytes(PART_BYTES * 2);
  const kept = await storeBlob(database.db, 1, bytes);
  const filesBefore = blobFiles().length;

  // The same bytes stored again, then dropped: the first blob's file (same digest) must stay.
  await withBlobsApart(database.db, 1, [bytes], async () => undefined);
  expect((await readBlob(database.db, kept)).equals(bytes)).toBe(true);
  expect(blobFiles().length).toBe(filesBefore);

  // Other bytes, their transaction failing: their file goes too.
  const other = randomBytes(PART_BYTES * 2);
  await expect(
    withBlobsApart(database.db, 1, [other], async () => {
      throw new Error('the transaction failed');
    }),
  ).rejects.toThrow('the transaction failed');
  expect(blobFiles().length).toBe(filesBefore);
  const rows = await database.db.execute(sql`select count(*)::int as n from blobs where size = ${other.length}`);
  // One blob of this size is left, `kept`: the dropped copy of `bytes` and `other` are gone.
  expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  if (onPglite) expect(filesBefore).toBeGreaterThan(0);
  else expect(filesBefore).toBe(0);
});
