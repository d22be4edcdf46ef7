import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Fresh planner statistics for every table of the application, a table per statement. PostgreSQL's autovacuum
 * keeps them; embedded PGlite has no autovacuum and keeps no activity counts to tell when, so its server calls
 * this on a schedule. Without it the seed's statistics age as mail arrives, and plans with them: the email
 * poll took 5.7 ms planned on none and 0.5 ms on fresh ones (on PostgreSQL). One table per statement, so
 * requests are served between them.
 */
export async function analyzeTables(db: Db): Promise<number> {
  const res = await db.execute(sql`select c.relname as name from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`);
  const names = (res as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
  for (const name of names) await db.execute(sql`analyze ${sql.identifier(name)}`);
  return names.length;
}
