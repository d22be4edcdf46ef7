import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../lib/db/client';

// The search migration on a database that already holds rows says what it is doing (issue 23).
const root = path.resolve(import.meta.dirname, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-migration-progress-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The migrations before the search one, as a folder of their own, and the search one's tag. */
function migrationsBeforeSearch(): { folder: string; tag: string } {
  const folder = path.join(dir, 'before-search');
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(root, 'drizzle/meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const upTo = journal.entries.findIndex((e) => e.tag.endsWith('_search'));
  expect(upTo).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, upTo);
  for (const e of entries)
    fs.copyFileSync(path.join(root, 'drizzle', `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return { folder, tag: journal.entries[upTo]?.tag ?? '' };
}

it('names the rows it indexes for search, then indexes them', async () => {
  const database = await openDatabase({ databaseUrl: undefined, dataDir: path.join(dir, 'data'), holder: 'test' });
  try {
    const before = migrationsBeforeSearch();
    await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: before.folder });
    await database.db.execute(sql`insert into workspaces (public_id, slug, name) values ('w', 'w', 'W')`);
    await database.db.execute(sql`insert into companies (workspace_id, public_id, name, sort_name, search_text)
      select 1, 'c' || i, 'Zürich ' || i, 'zürich ' || i, 'zürich ' || i from generate_series(1, 12000) i`);
    const said: string[] = [];
    await database.migrate((line) => said.push(line));
    expect(said[0]).toBe(`Indexing 12,000 rows for search (migration ${before.tag}): about 30 s per million rows…`);
    expect(said.at(-1)).toMatch(/^Indexed for search in \d+ s\.$/);
    const found = await database.db.execute(
      sql`select count(*)::int as n from companies where search_vector @@ websearch_to_tsquery('pi_search', 'zurich')`,
    );
    expect((found as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(12000);
    // Nothing left to do: nothing said.
    const again: string[] = [];
    await database.migrate((line) => again.push(line));
    expect(again).toEqual([]);
  } finally {
    await database.close();
  }
}, 120_000);
