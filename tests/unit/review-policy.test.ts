import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiError } from '../../lib/errors';
import { companies, members, trackers, trackerValues, workspaces } from '../../lib/db/schema';
import type { Database } from '../../lib/db/client';
import { createValue, reviewValue } from '../../lib/api/routes/trackers/value-writes';
import type { TrackerRow } from '../../lib/queries/trackers';
import { newPublicId } from '../../lib/ids';
import { seedDemo } from '../../lib/seed';
import { openTestDatabase } from '../helpers/test-database';

// Issue 20, defect 4: a suggestion derived before suggestions obeyed the value policy (a monthly Revenue in a
// tracker that takes quarters and years) cannot be confirmed as it stands: the review answers the manual write's
// 400. No request can make such a value now, so it is written here as the earlier version wrote it.

let database: Database;
let dispose: (() => Promise<void>) | undefined;
let revenue: TrackerRow;
let who: { workspaceId: number; memberId: number };
let company: { id: number; publicId: string };

const MONTH = { kind: 'period_total', cadence: { unit: 'month', length: 1 } } as const;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase('review-policy'));
  await seedDemo(database.db, { companies: 2 });
  const db = database.db;
  const [ws] = await db.select().from(workspaces).where(eq(workspaces.slug, 'demo'));
  if (!ws) throw new Error('no demo workspace');
  const [t] = await db
    .select()
    .from(trackers)
    .where(and(eq(trackers.workspaceId, ws.id), eq(trackers.name, 'Revenue')));
  const [m] = await db.select().from(members).where(eq(members.workspaceId, ws.id)).limit(1);
  const [c] = await db.select().from(companies).where(eq(companies.workspaceId, ws.id)).limit(1);
  if (!t || !m || !c) throw new Error('the demo has no Revenue tracker, member or company');
  revenue = t;
  who = { workspaceId: ws.id, memberId: m.id };
  company = c;
}, 180_000);

afterAll(async () => {
  await dispose?.();
});

/** A system suggestion of $412k for October, with the period given. */
async function suggestion(period: unknown): Promise<string> {
  const publicId = newPublicId();
  await database.db.insert(trackerValues).values({
    workspaceId: who.workspaceId,
    publicId,
    trackerId: revenue.id,
    companyId: company.id,
    value: 412_000,
    unit: 'USD',
    period,
    note: 'October revenue was $412k.',
    origin: 'system',
    status: 'suggested',
    effectiveAt: '2026-10-31',
    reportedAt: new Date('2026-11-05T09:00:00Z'),
  });
  return publicId;
}

const refusal = async (p: Promise<unknown>) => {
  const e: unknown = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  const { status, message } = e as ApiError;
  return { status, message };
};

it('refuses to confirm a monthly revenue in a quarter-or-year tracker, as the manual write does', async () => {
  const id = await suggestion(MONTH);
  const manual = await refusal(
    createValue(database.db, who, revenue, {
      companyPublicId: company.publicId,
      value: 412_000,
      effectiveAt: '2026-10-31',
      period: MONTH,
    }),
  );
  expect(manual.status).toBe(400);
  expect(await refusal(reviewValue(database.db, who, revenue, id, { status: 'confirmed' }))).toEqual(manual);
  expect(await refusal(reviewValue(database.db, who, revenue, id, { status: 'confirmed', value: 400_000 }))).toEqual(
    manual,
  );
  const [row] = await database.db.select().from(trackerValues).where(eq(trackerValues.publicId, id));
  expect(row).toMatchObject({ status: 'suggested', value: 412_000 });
});

it('still lets the reviewer reject it, and confirms a quarter', async () => {
  const month = await suggestion(MONTH);
  expect((await reviewValue(database.db, who, revenue, month, { status: 'rejected' })).row.status).toBe('rejected');
  const quarter = await suggestion({ kind: 'period_total', cadence: { unit: 'quarter', length: 1 } });
  expect((await reviewValue(database.db, who, revenue, quarter, { status: 'confirmed' })).row.status).toBe('confirmed');
});
