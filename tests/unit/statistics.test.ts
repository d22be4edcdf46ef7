/** analyzeTables: what embedded PGlite's server runs hourly in place of autovacuum's statistics. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../lib/db/client';
import { analyzeTables } from '../../lib/db/statistics';
import { ownDatabase } from '../helpers/own-server';

let database: Database & { dispose(): Promise<void> };

beforeAll(async () => {
  database = await ownDatabase('statistics');
}, 120_000);

afterAll(() => database?.dispose());

/** The planner's row count for a table: -1 until statistics were first gathered. */
async function plannedRows(table: string): Promise<number> {
  const res = await database.db.execute(sql`select reltuples::int as n from pg_class where relname = ${table}`);
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

it('gives the planner every table’s rows as they are now', async () => {
  await database.db.execute(sql`insert into workspaces (id, public_id, slug, name) values (1, 'w1', 'w1', 'W')`);
  await database.db.execute(sql`insert into companies (workspace_id, public_id, name, sort_name, search_text)
    select 1, 'c' || g, 'Company ' || g, 'company ' || g, 'company ' || g from generate_series(1, 500) g`);
  expect(await plannedRows('companies')).not.toBe(500);
  const tables = await analyzeTables(database.db);
  expect(tables).toBeGreaterThan(20);
  expect(await plannedRows('companies')).toBe(500);
  expect(await plannedRows('workspaces')).toBe(1);
});
