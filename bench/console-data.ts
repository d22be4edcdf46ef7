/**
 * Data for the console benchmark: one company gets a long touchpoint history
 * and a 5,000-point tracker series, written straight into the database
 * before the server starts.
 */
import pg from 'pg';
import { openDatabase, type DbOrTx } from '../lib/db/client';
import { trackerValues } from '../lib/db/schema';
import { Writer } from '../lib/seed/batch';
import { addBulkTouchpoints } from '../lib/seed/bulk-touchpoints';
import { IdStream, Rng } from '../lib/seed/random';
import { ANCHOR_MS, DAY, HOUR, at, isoDate } from '../lib/seed/time';
import { log } from './support';

/** A numeric, team-visible tracker whose scope is every company (see lib/seed/tracker-defs.ts). */
export const CHART_TRACKER = 'Headcount';

export interface Targets {
  company: { publicId: string; name: string; touchpoints: number };
  fundPublicId: string;
  tracker: { publicId: string; name: string };
  emailPublicId: string;
  /** Values of the chart tracker for the company that the chart draws (rejected ones are hidden). */
  chartPoints: number;
  /** The tracker with the most suggestions that cite a source with a quote: the review queue is filtered to it. */
  reviewTrackerPublicId: string;
}

type Query = <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<R[]>;

async function withClient<T>(url: string, fn: (q: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(async (text, values) => (await client.query(text, values)).rows);
  } finally {
    await client.end();
  }
}

function one<R>(rows: R[], what: string): R {
  const [row] = rows;
  if (!row) throw new Error(`bench: found no ${what} in the demo workspace`);
  return row;
}

/** The demo workspace's busiest company, and a fund, tracker and email to open. */
export async function findTargets(url: string): Promise<Targets> {
  return withClient(url, async (q) => {
    const company = one(
      await q<{ public_id: string; name: string; n: number }>(
        `select c.public_id, c.name, count(t.id)::int as n
           from companies c
           join workspaces w on w.id = c.workspace_id and w.slug = 'demo'
           join touchpoints t on t.company_id = c.id and t.deleted_at is null
          where c.deleted_at is null
          group by c.id order by n desc, c.public_id limit 1`,
      ),
      'company with touchpoints',
    );
    const fund = one(
      await q<{ public_id: string }>(
        `select f.public_id from funds f join workspaces w on w.id = f.workspace_id and w.slug = 'demo'
          where f.deleted_at is null order by f.name, f.public_id limit 1`,
      ),
      'fund',
    );
    const tracker = one(
      await q<{ public_id: string; name: string }>(
        `select t.public_id, t.name from trackers t join workspaces w on w.id = t.workspace_id and w.slug = 'demo'
          where t.deleted_at is null and t.name = $1 limit 1`,
        [CHART_TRACKER],
      ),
      `tracker "${CHART_TRACKER}"`,
    );
    const email = one(
      await q<{ public_id: string }>(
        `select e.public_id from emails e join companies c on c.id = e.company_id
          where c.public_id = $1 and e.deleted_at is null order by e.sent_at desc, e.public_id limit 1`,
        [company.public_id],
      ),
      'email of the company',
    );
    const [points] = await q<{ n: number }>(
      `select count(*)::int as n from tracker_values v
         join trackers t on t.id = v.tracker_id join companies c on c.id = v.company_id
        where t.public_id = $1 and c.public_id = $2 and v.deleted_at is null and v.status <> 'rejected'`,
      [tracker.public_id, company.public_id],
    );
    // The chart tracker's bulk values cite nothing; review needs evidence to show beside each value.
    const review = one(
      await q<{ public_id: string }>(
        `select t.public_id from tracker_values v
           join trackers t on t.id = v.tracker_id
           join workspaces w on w.id = t.workspace_id and w.slug = 'demo'
           join citations ci on ci.tracker_value_id = v.id and ci.position = 0
          where v.status = 'suggested' and v.deleted_at is null and t.deleted_at is null
          group by t.id order by count(ci.quote) desc, count(v.note) desc, t.public_id limit 1`,
      ),
      'tracker with cited suggestions',
    );
    return {
      reviewTrackerPublicId: review.public_id,
      company: { publicId: company.public_id, name: company.name, touchpoints: company.n },
      fundPublicId: fund.public_id,
      tracker: { publicId: tracker.public_id, name: tracker.name },
      emailPublicId: email.public_id,
      chartPoints: points?.n ?? 0,
    };
  });
}

/**
 * Brings the busiest company up to `touchpoints` touchpoints and `values`
 * values of the chart tracker. Idempotent: a reused database that already
 * has them is left alone.
 */
export async function prepareBulkData(url: string, touchpoints: number, values: number): Promise<Targets> {
  const before = await findTargets(url);
  const database = await openDatabase({ databaseUrl: url, dataDir: '.data', holder: 'bench/console.ts' });
  try {
    const missingTouchpoints = touchpoints - before.company.touchpoints;
    if (missingTouchpoints > 0) {
      log(`Adding ${missingTouchpoints} touchpoints to ${before.company.name} (${before.company.publicId})…`);
      const t0 = Date.now();
      const counts = await addBulkTouchpoints(database.db, {
        companyPublicId: before.company.publicId,
        count: missingTouchpoints,
      });
      log(`  wrote ${JSON.stringify(counts)} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    const existing = await countValues(url, before.tracker.publicId, before.company.publicId);
    const missingValues = values - existing.all;
    if (missingValues > 0) {
      log(`Adding ${missingValues} ${before.tracker.name} values to ${before.company.name}…`);
      await addTrackerValues(database.db, existing.ids, missingValues);
    }
  } finally {
    await database.close();
  }
  return findTargets(url);
}

async function countValues(url: string, trackerPublicId: string, companyPublicId: string) {
  return withClient(url, async (q) => {
    const ids = one(
      await q<{ workspace_id: number; tracker_id: number; company_id: number }>(
        `select t.workspace_id::int, t.id::int as tracker_id, c.id::int as company_id
           from trackers t join companies c on c.workspace_id = t.workspace_id
          where t.public_id = $1 and c.public_id = $2`,
        [trackerPublicId, companyPublicId],
      ),
      'tracker and company',
    );
    const [row] = await q<{ n: number }>(
      'select count(*)::int as n from tracker_values where tracker_id = $1 and company_id = $2 and deleted_at is null',
      [ids.tracker_id, ids.company_id],
    );
    return { all: row?.n ?? 0, ids };
  });
}

/**
 * One value a day going back from the seed's anchor: a headcount random walk,
 * mostly confirmed, some suggested, none rejected (so the chart draws all).
 */
async function addTrackerValues(
  db: DbOrTx,
  ids: { workspace_id: number; tracker_id: number; company_id: number },
  count: number,
) {
  const label = `bulk-values:${ids.tracker_id}:${ids.company_id}`;
  const rng = new Rng(label);
  const publicIds = new IdStream(label);
  const rows: Array<typeof trackerValues.$inferInsert> = [];
  let headcount = rng.int(20, 80);
  for (let k = count; k >= 1; k--) {
    headcount = Math.max(2, Math.round(headcount * (1 + rng.normal() * 0.01) + rng.float(-0.2, 0.4)));
    const effectiveMs = ANCHOR_MS - k * DAY;
    const reportedMs = Math.min(ANCHOR_MS - HOUR, effectiveMs + rng.int(1, 20) * DAY);
    const manual = rng.chance(0.3);
    rows.push({
      workspaceId: ids.workspace_id,
      publicId: publicIds.next(),
      trackerId: ids.tracker_id,
      companyId: ids.company_id,
      value: headcount,
      unit: 'employees',
      period: { kind: 'point_in_time' },
      note: manual ? 'Entered by the benchmark.' : null,
      origin: manual ? 'manual' : 'system',
      status: manual || rng.chance(0.8) ? 'confirmed' : 'suggested',
      effectiveAt: isoDate(effectiveMs),
      reportedAt: at(reportedMs),
      createdAt: at(reportedMs),
      updatedAt: at(reportedMs),
      statusUpdatedAt: at(reportedMs),
    });
  }
  const w = new Writer(db);
  await w.insert(trackerValues, rows);
  await w.drain();
}
