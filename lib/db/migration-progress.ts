import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;
type Say = (line: string) => void;

/** Below this many rows the search migration is quick enough to need no notice. */
const NOTICE_ROWS = 10_000;
/** How often a long migration says it is still at work. */
const TICK_MS = 5_000;

const rowsOf = (res: unknown) => (res as { rows: Record<string, unknown>[] }).rows;

/** Journal tags the database has not applied: drizzle applies every entry newer than the last one it recorded. */
async function pendingTags(db: AnyDb, migrationsFolder: string): Promise<string[]> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  // A fresh database has no record yet: everything is pending, and there is nothing to index.
  const last = await db
    .execute(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`)
    .then((res) => Number(rowsOf(res)[0]?.at ?? 0))
    .catch(() => 0);
  return journal.entries.filter((e) => e.when > last).map((e) => e.tag);
}

/** Rows the search migration computes a vector for (each table's rewrite is one statement, so no finer progress). */
async function rowsToIndex(db: AnyDb): Promise<number> {
  const res = await db.execute(sql`select
    (select count(*) from emails) + (select count(*) from file_elements) + (select count(*) from meetings)
    + (select count(*) from notes) + (select count(*) from insights) + (select count(*) from companies) as n`);
  return Number(rowsOf(res)[0]?.n ?? 0);
}

/**
 * Runs the migrations, saying what a long one is doing: the search migration
 * on a large database rewrites every indexed table (measured: about 10 s for the
 * 100,000-company seed's 375,000 rows on PostgreSQL), and a server that says
 * nothing for that long looks hung.
 */
export async function migrateSaying(
  db: AnyDb,
  migrationsFolder: string,
  say: Say | undefined,
  run: () => Promise<void>,
): Promise<void> {
  if (!say) return run();
  const pending = await pendingTags(db, migrationsFolder);
  const search = pending.find((tag) => tag.endsWith('_search'));
  const rows = search ? await rowsToIndex(db).catch(() => 0) : 0;
  if (!search || rows < NOTICE_ROWS) return run();
  say(`Indexing ${rows.toLocaleString('en-US')} rows for search (migration ${search}): about 30 s per million rows…`);
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  const ticker = setInterval(() => say(`  still indexing for search (${seconds()} s)…`), TICK_MS);
  try {
    await run();
  } finally {
    clearInterval(ticker);
  }
  say(`Indexed for search in ${seconds()} s.`);
}
