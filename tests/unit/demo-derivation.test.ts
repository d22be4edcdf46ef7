import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../lib/db/client';
import { ruleDeriver } from '../../lib/derive/pipeline';
import { enqueue, wakeWorkers } from '../../lib/queue/jobs';
import { startWorker } from '../../lib/queue/worker';
import { seedDemo } from '../../lib/seed';
import { ownDatabase } from '../helpers/own-server';

// The demo is derived in bulk by the seed with the pipeline's pure functions.
// Deriving every one of its items again through the real queue must find
// nothing to change: same touchpoints, summaries, insights, values, citations.

let database: Database & { dispose(): Promise<void> };

beforeAll(async () => {
  database = await ownDatabase('demoderive');
  await seedDemo(database.db, { companies: 12 });
}, 180_000);

afterAll(() => database?.dispose());

type Row = Record<string, unknown>;
const rows = async (q: ReturnType<typeof sql>): Promise<Row[]> => {
  const result = (await database.db.execute(q)) as unknown as { rows: Row[] };
  return result.rows;
};

/** Everything derivation writes for the demo workspace, in an order that does not depend on ids. */
async function snapshot() {
  const touchpoints = await rows(sql`
    select t.headline, t.snippet, t.topics, t.occurred_at, t.updated_at, t.group_key, c.public_id as company,
      (select string_agg(coalesce('e'||i.email_id, 'f'||i.file_id, 'm'||i.meeting_id, 'n'||i.note_id), ',' order by 1)
         from touchpoint_items i where i.touchpoint_id = t.id) as items,
      (select string_agg(n.category||'|'||n.content||'|'||ci.quote||'|'||coalesce('e'||ci.email_id, 'l'||ci.element_id,
         'm'||ci.meeting_id, 'n'||ci.note_id, 'f'||ci.file_id), E'\n' order by n.content, ci.quote)
         from insights n join citations ci on ci.insight_id = n.id where n.touchpoint_id = t.id) as insights
    from touchpoints t join companies c on c.id = t.company_id join workspaces w on w.id = t.workspace_id
    where w.slug = 'demo' and t.deleted_at is null order by t.occurred_at, items`);
  const values = await rows(sql`
    select tr.name, c.public_id as company, v.effective_at, v.value, v.unit, v.period, v.status, v.origin,
      ci.quote, coalesce('e'||ci.email_id, 'l'||ci.element_id, 'm'||ci.meeting_id, 'f'||ci.file_id) as source
    from tracker_values v join trackers tr on tr.id = v.tracker_id join companies c on c.id = v.company_id
      join workspaces w on w.id = v.workspace_id left join citations ci on ci.tracker_value_id = v.id
    where w.slug = 'demo' and v.deleted_at is null
    order by tr.name, c.public_id, v.effective_at, v.value::text, source`);
  return { touchpoints, values };
}

it('the seeded demo is what the derivation queue makes of its own source material', async () => {
  const before = await snapshot();
  expect(before.touchpoints.length).toBeGreaterThan(20);
  expect(before.values.filter((v) => v.origin === 'system').length).toBeGreaterThan(20);
  expect(before.values.some((v) => v.status === 'rejected')).toBe(true);
  expect(before.values.some((v) => v.status === 'confirmed' && v.origin === 'system')).toBe(true);

  const items = await rows(sql`
    select 'email' as type, id, workspace_id from emails where deleted_at is null
    union all select 'meeting', id, workspace_id from meetings where deleted_at is null
    union all select 'note', id, workspace_id from notes where deleted_at is null`);
  await database.db.transaction(async (tx) => {
    for (const i of items) await enqueue(tx, Number(i.workspace_id), i.type as 'email', Number(i.id));
  });
  const worker = startWorker({
    db: database.db,
    log: pino({ level: 'silent' }),
    deriver: ruleDeriver,
    concurrency: 1,
    pollMs: 20,
  });
  wakeWorkers();
  try {
    for (;;) {
      const [left] = await rows(
        sql`select count(*)::int as n from derivation_jobs where state in ('queued', 'processing')`,
      );
      if (Number(left?.n) === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await worker.stop();
  }
  const failed = await rows(sql`select item_type, item_id, error from derivation_jobs where state = 'failed'`);
  expect(failed).toEqual([]);
  const [derived] = await rows(sql`select count(*)::int as n from derivation_jobs where state = 'done'`);
  expect(Number(derived?.n)).toBe(items.length);
  const after = await snapshot();
  expect(after.touchpoints).toEqual(before.touchpoints);
  expect(after.values).toEqual(before.values);
}, 300_000);

it('every citation quotes its source word for word, and a month has one ARR unless a reviewer rejected the other', async () => {
  const quoted = await rows(sql`
    select ci.quote, coalesce(e.body, el.content, m.notes || E'\n\n' || m.transcript, n.content) as text
    from citations ci
      left join emails e on e.id = ci.email_id left join file_elements el on el.id = ci.element_id
      left join meetings m on m.id = ci.meeting_id left join notes n on n.id = ci.note_id
    where ci.quote is not null`);
  expect(quoted.length).toBeGreaterThan(50);
  // A table value quotes its metric label, period header and cell, each word for word, joined by " · ".
  for (const q of quoted) for (const part of String(q.quote).split(' · ')) expect(String(q.text)).toContain(part);

  const months = await rows(sql`
    select v.company_id, to_char(v.effective_at, 'YYYY-MM') as month, count(distinct v.value)::int as amounts
    from tracker_values v join trackers t on t.id = v.tracker_id
    where t.name = 'ARR' and v.deleted_at is null and v.status <> 'rejected' and v.period->>'kind' is not null
      and exists (select 1 from citations ci where ci.tracker_value_id = v.id and ci.meeting_id is null)
    group by 1, 2`);
  expect(months.length).toBeGreaterThan(10);
  expect(months.filter((m) => Number(m.amounts) > 1)).toEqual([]);
});
