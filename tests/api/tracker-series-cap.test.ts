import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../lib/db/client';
import { companies, trackerValues, trackers, workspaces } from '../../lib/db/schema';
import { newPublicId } from '../../lib/ids';
import type { TrackerSeries } from '../../lib/schemas/tracker-series';
import { startOwnServer, type OwnServer } from '../helpers/own-server';

/*
 * GET /trackers/{id}/series serves at most 10,000 points (contract §8). Writing
 * 10,001 values through the API took about 4 minutes per database; here 10,000
 * rows are written straight to a copy of the demo before its server starts, the
 * last one through the API, and the cap is tested over HTTP as before.
 *
 * Net burn (lib/seed/tracker-defs.ts) is a money tracker private to Grace, scope all.
 */

const GRACE = 'grace@demo.example';
const CAP = 10_000;
const start = Date.UTC(1990, 0, 1);
const day = (i: number) => new Date(start + i * 86_400_000).toISOString().slice(0, 10);

let server: OwnServer;
let trackerPublicId = '';
let companyPublicId = '';

async function arrange(db: Db): Promise<void> {
  const [tracker] = await db
    .select({ id: trackers.id, publicId: trackers.publicId, unit: trackers.preferredUnit, ws: trackers.workspaceId })
    .from(trackers)
    .innerJoin(workspaces, eq(workspaces.id, trackers.workspaceId))
    .where(and(eq(workspaces.slug, 'demo'), eq(trackers.name, 'Net burn')));
  if (!tracker) throw new Error('demo tracker Net burn not found');
  trackerPublicId = tracker.publicId;
  companyPublicId = newPublicId();
  const [company] = await db
    .insert(companies)
    .values({
      workspaceId: tracker.ws,
      publicId: companyPublicId,
      name: 'Series Cap Co',
      sortName: 'series cap co',
      searchText: 'series cap co series-cap.example',
      primaryDomain: 'series-cap.example',
      domains: ['series-cap.example'],
    })
    .returning({ id: companies.id });
  if (!company) throw new Error('company insert returned no row');
  const rows = Array.from({ length: CAP }, (_, i) => ({
    workspaceId: tracker.ws,
    publicId: newPublicId(),
    trackerId: tracker.id,
    companyId: company.id,
    value: i,
    unit: tracker.unit,
    origin: 'manual',
    status: 'confirmed',
    effectiveAt: day(i),
    reportedAt: new Date(),
  }));
  for (let i = 0; i < rows.length; i += 1_000) await db.insert(trackerValues).values(rows.slice(i, i + 1_000));
}

beforeAll(async () => {
  server = await startOwnServer('seriescap', {}, [GRACE], undefined, arrange);
}, 600_000);
afterAll(() => server?.dispose());

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${server.keys[GRACE]}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : {}) as TrackerSeries & Record<string, unknown> };
}

it('answers 400 asking for date bounds beyond 10,000 points, and serves exactly 10,000', async () => {
  const series = (bounds = '') =>
    call('GET', `/trackers/${trackerPublicId}/series?companyPublicId=${companyPublicId}${bounds}`);
  // Exactly at the cap, the series is served whole.
  const full = await series();
  expect(full.status, full.text.slice(0, 200)).toBe(200);
  expect(full.body.items).toHaveLength(CAP);

  // The 10,001st value, through the API.
  const entered = await call('POST', `/trackers/${trackerPublicId}/values`, {
    companyPublicId,
    effectiveAt: day(CAP),
    value: CAP,
  });
  expect(entered.status, entered.text).toBe(201);

  const over = await series();
  expect(over.status, over.text.slice(0, 200)).toBe(400);
  expect(over.body.code).toBe('invalid_request');
  expect(over.body.error).toMatch(/more than 10,000 values.*effectiveFrom and effectiveTo/);

  const capped = await series(`&effectiveTo=${day(CAP - 1)}`);
  expect(capped.status, capped.text.slice(0, 200)).toBe(200);
  expect(capped.body.items).toHaveLength(CAP);
  expect(capped.body.items[0]?.effectiveAt).toBe(day(0));
  expect(capped.body.items.at(-1)?.effectiveAt).toBe(day(CAP - 1));
}, 120_000);
