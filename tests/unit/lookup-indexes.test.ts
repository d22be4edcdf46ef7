/**
 * Lookups derivation and intake make for every email are answered by an index, not by reading the whole table:
 * which touchpoint holds an item, and which company owns a sender's domain. Planned with sequential scans
 * priced out, a missing index still shows as a `Seq Scan`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../lib/db/client';
import { ownDatabase } from '../helpers/own-server';

let database: Database & { dispose(): Promise<void> };

beforeAll(async () => {
  database = await ownDatabase('lookups');
}, 120_000);

afterAll(() => database?.dispose());

/** The plan's scans, as "Seq Scan on table", "Index Scan on table using index" or "Bitmap Index Scan using index". */
async function scans(query: SQL): Promise<string[]> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const res = await tx.execute(sql`explain (format json) ${query}`);
    const [row] = (res as unknown as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] }).rows;
    const out: string[] = [];
    const walk = (n: PlanNode) => {
      const on = n['Relation Name'] ? ` on ${n['Relation Name']}` : '';
      const using = n['Index Name'] ? ` using ${n['Index Name']}` : '';
      if (on || using) out.push(`${n['Node Type']}${on}${using}`);
      for (const child of n.Plans ?? []) walk(child);
    };
    if (row) walk(row['QUERY PLAN'][0].Plan);
    return out;
  });
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

it('finds the touchpoint of an email, file, meeting or note by index', async () => {
  for (const column of ['email_id', 'file_id', 'meeting_id', 'note_id']) {
    const plan = await scans(sql`select touchpoint_id from touchpoint_items where ${sql.identifier(column)} = 1`);
    expect(plan.filter((s) => s.startsWith('Seq Scan'))).toEqual([]);
    expect(plan.join(', ')).toContain(`using touchpoint_items_${column.replace('_id', '')}`);
  }
});

it('finds the company owning a domain among its other domains by index', async () => {
  // A workspace of 3,000 companies, so the planner weighs reading them all against the index.
  await database.db.execute(sql`insert into workspaces (id, public_id, slug, name) values (1, 'w1', 'w1', 'W')`);
  await database.db.execute(sql`insert into companies (workspace_id, public_id, name, sort_name, search_text,
      primary_domain, domains)
    select 1, 'c' || g, 'Company ' || g, 'company ' || g, 'company ' || g, 'c' || g || '.io',
      array['c' || g || '.io', 'c' || g || '.com']
    from generate_series(1, 3000) g`);
  await database.db.execute(sql`analyze companies`);
  // The condition lib/queries/company-domains.ts asks for each of a sender's domains.
  const plan = await scans(sql`select id from companies
    where workspace_id = 1 and deleted_at is null and (primary_domain = 'acme.io' or domains @> array['acme.io'])`);
  expect(plan).toContain('Bitmap Index Scan using companies_domains');
  expect(plan.filter((s) => s.startsWith('Seq Scan'))).toEqual([]);
});
