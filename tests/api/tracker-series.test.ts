import { beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../lib/schemas/company';
import type { Tracker, TrackerValue } from '../../lib/schemas/tracker';
import type { TrackerSeries } from '../../lib/schemas/tracker-series';
import { ada, alan, baseUrl, grace, unique, walk, type Loose } from '../helpers/api';
import { companyFixtures, type Request } from '../helpers/fixtures';

/*
 * GET /trackers/{id}/series (contract §8): one company's values of a tracker,
 * oldest first, unpaginated, at most 10,000 points (the cap: tracker-series-cap.test.ts). Values written here belong
 * to companies of this file's own, deleted at the end (which hides their values).
 *
 * Demo trackers used (lib/seed/tracker-defs.ts): ARR (money, team-wide, with
 * reviewed and cited values), Headcount (number, scope all), Net burn (money,
 * private to Grace, scope all).
 */

const ALL_STATUSES = 'status=suggested&status=confirmed&status=rejected';
const ids = (xs: { publicId: string }[]) => xs.map((x) => x.publicId);
const ascending = (a: TrackerValue, b: TrackerValue) =>
  a.effectiveAt === b.effectiveAt ? (a.publicId < b.publicId ? -1 : 1) : a.effectiveAt < b.effectiveAt ? -1 : 1;

const fx = companyFixtures();
const trackers = new Map<string, Tracker>();

function tracker(name: string): Tracker {
  const found = trackers.get(name);
  if (!found) throw new Error(`demo tracker ${name} not found`);
  return found;
}

const series = (trackerId: string, query: string, as: Request = ada()) =>
  as<TrackerSeries & Loose>('GET', `/trackers/${trackerId}/series?${query}`);

async function enter(as: Request, name: string, companyPublicId: string, effectiveAt: string, value: number) {
  const res = await as('POST', `/trackers/${tracker(name).publicId}/values`, {
    body: { companyPublicId, effectiveAt, value },
  });
  expect(res.status, res.text).toBe(201);
  return String(res.body.publicId);
}

beforeAll(async () => {
  for (const as of [ada(), grace()]) {
    for (const t of await walk<Tracker>(as, '/trackers', 100)) trackers.set(t.name, t);
  }
});

describe('GET /trackers/{id}/series', () => {
  it('has a company’s values oldest first, as the values list shows them, citations counted', async () => {
    const arr = tracker('ARR');
    const all = await walk<TrackerValue>(ada(), `/trackers/${arr.publicId}/values?${ALL_STATUSES}`, 100);
    const byCompany = new Map<string, TrackerValue[]>();
    for (const v of all) byCompany.set(v.companyPublicId, [...(byCompany.get(v.companyPublicId) ?? []), v]);
    const [company, theirs] =
      [...byCompany].find(
        ([, vs]) => new Set(vs.map((v) => v.status)).size === 3 && vs.some((v) => v.citations.length > 0),
      ) ?? [];
    if (!company || !theirs) throw new Error('no demo company with cited values of every status');

    const res = await series(arr.publicId, `companyPublicId=${company}&${ALL_STATUSES}`);
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.body)).toEqual(['items']);
    const expected = [...theirs].sort(ascending);
    expect(ids(res.body.items)).toEqual(ids(expected));
    for (const [i, point] of res.body.items.entries()) {
      const v = expected[i];
      if (!v) throw new Error('missing value');
      const want: Record<string, unknown> = {
        publicId: v.publicId,
        effectiveAt: v.effectiveAt,
        value: v.value,
        status: v.status,
        citationCount: v.citations.length,
      };
      if (v.unit !== undefined) want.unit = v.unit;
      expect(point).toStrictEqual(want);
    }

    // Rejected values only on request, as on the values list.
    const byDefault = await series(arr.publicId, `companyPublicId=${company}`);
    expect(ids(byDefault.body.items)).toEqual(ids(expected.filter((v) => v.status !== 'rejected')));
    const rejected = await series(arr.publicId, `companyPublicId=${company}&status=rejected`);
    expect(ids(rejected.body.items)).toEqual(ids(expected.filter((v) => v.status === 'rejected')));
  });

  it('orders values of one date by publicId and takes inclusive date bounds', async () => {
    const company = await fx.create({ name: unique('~Series') });
    const dates = ['2024-03-31', '2023-12-31', '2024-03-31', '2024-06-30', '2024-03-31', '2023-09-30'];
    const entered = await Promise.all(dates.map((d, i) => enter(ada(), 'Headcount', company, d, 10 + i)));
    const headcount = tracker('Headcount').publicId;
    const rejectedId = entered[3] ?? '';
    const review = await ada()('PATCH', `/trackers/${headcount}/values/${rejectedId}`, {
      body: { status: 'rejected' },
    });
    expect(review.status, review.text).toBe(200);

    const whole = (await series(headcount, `companyPublicId=${company}&${ALL_STATUSES}`)).body.items;
    const order = dates
      .map((effectiveAt, i) => ({ effectiveAt, publicId: entered[i] ?? '' }))
      .sort((a, b) =>
        a.effectiveAt === b.effectiveAt ? (a.publicId < b.publicId ? -1 : 1) : a.effectiveAt < b.effectiveAt ? -1 : 1,
      );
    expect(ids(whole)).toEqual(ids(order));
    expect(whole.every((p) => p.unit === 'employees' && typeof p.value === 'number')).toBe(true);

    const accepted = (await series(headcount, `companyPublicId=${company}`)).body.items;
    expect(ids(accepted)).toEqual(ids(whole).filter((id) => id !== rejectedId));

    const bounded = await series(
      headcount,
      `companyPublicId=${company}&effectiveFrom=2023-12-31&effectiveTo=2024-03-31`,
    );
    expect(bounded.status, bounded.text).toBe(200);
    expect(ids(bounded.body.items)).toEqual(
      ids(order.filter((v) => v.effectiveAt >= '2023-12-31' && v.effectiveAt <= '2024-03-31')),
    );
    const empty = await series(headcount, `companyPublicId=${company}&effectiveFrom=2030-01-01`);
    expect(empty.body).toEqual({ items: [] });
  });

  it.each([
    ['no companyPublicId', '', /companyPublicId is required/],
    ['companyPublicId twice', 'companyPublicId=a&companyPublicId=b', /companyPublicId must be given once/],
    ['effectiveFrom after effectiveTo', 'effectiveFrom=2026-02-01&effectiveTo=2026-01-31', /effectiveFrom/],
    ['an impossible date', 'effectiveFrom=2026-02-30', /effectiveFrom/],
    ['an unknown status', 'status=pending', /status/],
    ['a page size: the series is not paged', 'limit=100', /unknown parameter "limit"/],
    ['a page token', 'pageToken=abc', /unknown parameter "pageToken"/],
  ])('answers 400 for %s', async (_, query, message) => {
    const company = (await walk<Company>(ada(), '/companies', 1))[0]?.publicId ?? '';
    const withCompany =
      query === '' || query.startsWith('companyPublicId') ? query : `companyPublicId=${company}&${query}`;
    const res = await series(tracker('ARR').publicId, withCompany);
    expect(res.status, res.text).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    expect(res.body.error).toMatch(message);
  });

  it('answers 404 for a tracker or company the key cannot see', async () => {
    const company = (await walk<Company>(ada(), '/companies', 1))[0]?.publicId ?? '';
    const arr = tracker('ARR').publicId;
    // Another workspace's tracker, and another member's private tracker.
    expect((await series(arr, `companyPublicId=${company}`, alan())).status).toBe(404);
    expect((await series(tracker('Net burn').publicId, `companyPublicId=${company}`, ada())).status).toBe(404);
    expect((await series('nope', `companyPublicId=${company}`)).status).toBe(404);
    // Unknown, foreign and deleted companies.
    expect((await series(arr, 'companyPublicId=nope')).status).toBe(404);
    const theirs = (await walk<Company>(alan(), '/companies', 1))[0]?.publicId ?? '';
    expect((await series(arr, `companyPublicId=${theirs}`)).status).toBe(404);
    const gone = await fx.create({ name: unique('~Series gone') });
    await enter(ada(), 'Headcount', gone, '2024-01-31', 3);
    expect((await series(tracker('Headcount').publicId, `companyPublicId=${gone}`)).body.items).toHaveLength(1);
    expect((await ada()('DELETE', `/companies/${gone}`)).status).toBe(204);
    const deleted = await series(tracker('Headcount').publicId, `companyPublicId=${gone}`);
    expect(deleted.status).toBe(404);
    expect(deleted.body.code).toBe('not_found');
  });

  it('is in the OpenAPI document and answers other methods with 405', async () => {
    const doc = (await (await fetch(`${baseUrl()}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { operationId?: string; responses: Record<string, unknown> }>>;
    };
    const op = doc.paths['/api/v1/trackers/{trackerPublicId}/series']?.get;
    expect(op?.operationId).toBe('getTrackerSeries');
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404']));
    const res = await ada()('POST', `/trackers/${tracker('ARR').publicId}/series`, { body: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toMatch(/\bGET\b/);
  });
});
