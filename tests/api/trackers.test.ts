import { beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../lib/schemas/company';
import type { Tracker, TrackerValue } from '../../lib/schemas/tracker';
import { ada, alan, grace, unique, walk, type List, type Loose } from '../helpers/api';
import { companyFixtures } from '../helpers/fixtures';
import { arrTracker, companyWithQ3Update, suggestedValues } from '../helpers/intake';

let adaTrackers: Tracker[];
let graceTrackers: Tracker[];
let companies: Company[];
const fx = companyFixtures();

const byName = (a: Tracker, b: Tracker) =>
  a.name === b.name ? (a.publicId < b.publicId ? -1 : 1) : a.name < b.name ? -1 : 1;
const ids = (xs: { publicId: string }[]) => xs.map((x) => x.publicId);

beforeAll(async () => {
  [adaTrackers, graceTrackers, companies] = await Promise.all([
    walk<Tracker>(ada(), '/trackers', 100),
    walk<Tracker>(grace(), '/trackers', 100),
    walk<Company>(ada(), '/companies', 100),
  ]);
});

/**
 * A tracker of the kind with enough values to say something, and its values. The demo's text and boolean
 * trackers hold a few dozen values at most (a share of companies, one to four each), so their bar is lower.
 */
async function trackerWithValues(kinds: string[]): Promise<{ tracker: Tracker; values: TrackerValue[] }> {
  const enough = kinds.includes('text') || kinds.includes('boolean') ? 5 : 20;
  for (const tracker of adaTrackers.filter((t) => kinds.includes(t.kind))) {
    const values = await walk<TrackerValue>(
      ada(),
      `/trackers/${tracker.publicId}/values?status=suggested&status=confirmed&status=rejected`,
      100,
    );
    if (values.length >= enough) return { tracker, values };
  }
  throw new Error(`no ${kinds.join('/')} tracker with values`);
}

/** Month ends of 2025: the effective dates of the values a test enters (ARR is monthly). */
const MONTH_ENDS = ['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31', '2025-06-30', '2025-07-31'];

/**
 * ARR values of a company of the test's own, one per month end given, the first rejected afterwards: a list
 * that no other file's derivation changes while a test walks it (a demo value changed during a walk by
 * updatedAt rightly moves ahead of it). Answers the company and the values' ids in the order entered.
 */
async function ownArrValues(
  label: string,
  months: string[],
): Promise<{ tracker: Tracker; company: string; entered: string[] }> {
  const tracker = await arrTracker();
  const company = await fx.create({ name: unique(label) });
  const entered: string[] = [];
  for (const [i, month] of months.entries()) {
    const res = await ada()<Loose>('POST', `/trackers/${tracker.publicId}/values`, {
      body: { companyPublicId: company, value: 1_000_000 + i * 10_000, effectiveAt: month },
    });
    expect(res.status, res.text).toBe(201);
    entered.push(String(res.body.publicId));
  }
  const patched = await ada()('PATCH', `/trackers/${tracker.publicId}/values/${entered[0] ?? ''}`, {
    body: { status: 'rejected' },
  });
  expect(patched.status, patched.text).toBe(200);
  return { tracker, company, entered };
}

describe('GET /trackers', () => {
  it('lists trackers of all six kinds, by name then publicId', () => {
    expect(new Set(adaTrackers.map((t) => t.kind))).toEqual(
      new Set(['money', 'number', 'percent', 'boolean', 'text', 'score']),
    );
    expect(ids([...adaTrackers].sort(byName))).toEqual(ids(adaTrackers));
  });

  it('shows team trackers to everyone and private ones only to their owner', async () => {
    const shared = adaTrackers.filter((t) => graceTrackers.some((g) => g.publicId === t.publicId));
    const adaOnly = adaTrackers.filter((t) => !shared.includes(t));
    const graceOnly = graceTrackers.filter((t) => !adaTrackers.some((a) => a.publicId === t.publicId));
    expect(shared.length).toBeGreaterThan(0);
    expect(adaOnly.length).toBeGreaterThan(0);
    expect(graceOnly.length).toBeGreaterThan(0);
    for (const t of adaOnly) expect((await grace()('GET', `/trackers/${t.publicId}`)).status).toBe(404);
    for (const t of graceOnly) expect((await ada()('GET', `/trackers/${t.publicId}`)).status).toBe(404);
    for (const t of graceOnly) expect((await ada()('GET', `/trackers/${t.publicId}/values`)).status).toBe(404);
  });

  it('hides every demo tracker from another workspace', async () => {
    const theirs = await walk<Tracker>(alan(), '/trackers', 100);
    expect(ids(theirs).filter((id) => ids(adaTrackers).includes(id))).toEqual([]);
    const mine = adaTrackers[0];
    expect((await alan()('GET', `/trackers/${mine?.publicId ?? ''}`)).status).toBe(404);
  });

  it('gives each kind its value policy', () => {
    for (const t of adaTrackers) {
      expect(t).toHaveProperty('valuePolicy');
      if (t.kind === 'boolean' || t.kind === 'text') expect(t.valuePolicy).toBeNull();
      if (t.kind === 'score')
        expect(t.valuePolicy).toMatchObject({ kind: 'score', min: expect.any(Number), max: expect.any(Number) });
      if (['money', 'number', 'percent'].includes(t.kind))
        expect(['point_in_time', 'period_total']).toContain(t.valuePolicy?.kind);
      expect(typeof t.ingestionEnabled).toBe('boolean');
    }
  });

  it('keeps, per company, only trackers whose scope covers it', async () => {
    const sizes = new Set<number>();
    for (const c of companies.slice(0, 40)) {
      const scoped = await walk<Tracker>(ada(), `/trackers?companyPublicId=${c.publicId}`, 100);
      for (const id of ids(scoped)) expect(ids(adaTrackers)).toContain(id);
      sizes.add(scoped.length);
    }
    // Selected and all-but-excluded scopes make the per-company lists differ.
    expect(sizes.size).toBeGreaterThan(1);
  });

  it('answers 404 for an unknown company filter and 400 for bad parameters', async () => {
    expect((await ada()('GET', '/trackers?companyPublicId=nope')).status).toBe(404);
    expect((await ada()('GET', '/trackers?kind=money')).status).toBe(400);
    expect((await ada()('GET', '/trackers?limit=abc')).status).toBe(400);
    expect((await ada()('GET', '/trackers/nope')).status).toBe(404);
  });

  it('pages trackers with small limits exactly like one page', async () => {
    expect(ids(await walk<Tracker>(ada(), '/trackers', 1))).toEqual(ids(adaTrackers));
    expect(ids(await walk<Tracker>(ada(), '/trackers', 3))).toEqual(ids(adaTrackers));
  });
});

describe('GET /trackers/{id}/values', () => {
  it('returns suggested and confirmed values by default, rejected only when asked', async () => {
    // A company of its own: another file's derivation or review changes demo values while this one walks.
    const company = await companyWithQ3Update('Default statuses', 'default-statuses');
    const tracker = await arrTracker();
    const entered: string[] = [];
    for (const effectiveAt of ['2026-04-30', '2026-05-31']) {
      const res = await ada()<Loose>('POST', `/trackers/${tracker.publicId}/values`, {
        body: { companyPublicId: company.publicId, value: 2_500_000, effectiveAt },
      });
      expect(res.status, res.text).toBe(201);
      entered.push(String(res.body.publicId));
    }
    const [rejectedId, confirmedId] = entered;
    const patched = await ada()('PATCH', `/trackers/${tracker.publicId}/values/${rejectedId ?? ''}`, {
      body: { status: 'rejected' },
    });
    expect(patched.status, patched.text).toBe(200);
    const suggested = ids(await suggestedValues(tracker.publicId, company.publicId));
    expect(suggested).toHaveLength(2);

    const path = `/trackers/${tracker.publicId}/values?companyPublicId=${company.publicId}`;
    const byDefault = await walk<TrackerValue>(ada(), path, 1);
    expect(new Set(ids(byDefault))).toEqual(new Set([...suggested, confirmedId]));
    expect(ids(await walk<TrackerValue>(ada(), `${path}&status=rejected`, 1))).toEqual([rejectedId]);
    await company.remove();
  });

  it('orders by effectiveAt then publicId, newest first', async () => {
    const { values } = await trackerWithValues(['money', 'number', 'percent', 'score']);
    const byEffective = [...values].sort((a, b) =>
      a.effectiveAt === b.effectiveAt ? (a.publicId < b.publicId ? 1 : -1) : a.effectiveAt < b.effectiveAt ? 1 : -1,
    );
    expect(ids(values)).toEqual(ids(byEffective));
  });

  it('orders by updatedAt, last changed first, across pages', async () => {
    const { tracker, company, entered } = await ownArrValues('Updated order', MONTH_ENDS.slice(0, 5));
    const updated = await walk<TrackerValue>(
      ada(),
      `/trackers/${tracker.publicId}/values?companyPublicId=${company}&sort=updatedAt&status=confirmed&status=rejected`,
      2,
    );
    // The rejected one changed last.
    const [first, ...rest] = entered;
    expect(ids(updated)).toEqual([first, ...rest.reverse()]);
  });

  it('gives every value the fields of the specification and the JSON type of its kind', async () => {
    for (const kinds of [['money', 'number', 'percent', 'score'], ['boolean'], ['text']]) {
      const { tracker, values } = await trackerWithValues(kinds);
      const type = tracker.kind === 'boolean' ? 'boolean' : tracker.kind === 'text' ? 'string' : 'number';
      for (const v of values) {
        expect(v.kind).toBe(tracker.kind);
        expect(typeof v.value).toBe(type);
        expect(v.effectiveAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        for (const t of [v.reportedAt, v.createdAt, v.updatedAt, v.statusUpdatedAt]) expect(t).toMatch(/\.\d{3}Z$/);
        expect(Array.isArray(v.citations)).toBe(true);
        expect(typeof v.origin).toBe('string');
      }
    }
  });

  it('filters by company, with inclusive effective-date bounds and updatedAfter', async () => {
    const { tracker, company, entered } = await ownArrValues('Filtered', MONTH_ENDS.slice(0, 4));
    const base = `/trackers/${tracker.publicId}/values?companyPublicId=${company}`;
    // Rejected values only on request: the first entered is not listed.
    const forCompany = await walk<TrackerValue>(ada(), base, 100);
    expect(new Set(ids(forCompany))).toEqual(new Set(entered.slice(1)));

    const onDay = await walk<TrackerValue>(ada(), `${base}&effectiveFrom=2025-02-28&effectiveTo=2025-03-31`, 100);
    expect(new Set(ids(onDay))).toEqual(new Set([entered[1], entered[2]]));
    const demoWide = await walk<TrackerValue>(
      ada(),
      `/trackers/${tracker.publicId}/values?effectiveFrom=2025-02-28&effectiveTo=2025-02-28`,
      100,
    );
    expect(ids(demoWide)).toContain(entered[1]);
    for (const v of demoWide) expect(v.effectiveAt).toBe('2025-02-28');

    const third = forCompany.find((v) => v.publicId === entered[2]);
    if (!third) throw new Error('the third value is not listed');
    const since = await walk<TrackerValue>(ada(), `${base}&updatedAfter=${encodeURIComponent(third.updatedAt)}`, 100);
    // Entered one after another: the third and the fourth changed at or after the third's change.
    expect(new Set(ids(since))).toEqual(new Set([entered[2], entered[3]]));
  });

  it.each([
    ['effectiveFrom after effectiveTo', 'effectiveFrom=2026-02-01&effectiveTo=2026-01-31'],
    ['an impossible date', 'effectiveFrom=2026-02-30'],
    ['a date-time for a date', 'effectiveTo=2026-01-01T00:00:00Z'],
    ['updatedAfter without an offset', 'updatedAfter=2026-01-01T00:00:00'],
    ['an unknown status', 'status=pending'],
    ['an unknown sort', 'sort=value'],
    ['an unknown parameter', 'from=2026-01-01'],
  ])('answers 400 for %s', async (_, query) => {
    const tracker = adaTrackers[0];
    const res = await ada()('GET', `/trackers/${tracker?.publicId ?? ''}/values?${query}`);
    expect(res.status).toBe(400);
  });

  it('answers 404 for an unknown tracker or company', async () => {
    const tracker = adaTrackers[0];
    expect((await ada()('GET', '/trackers/nope/values')).status).toBe(404);
    expect((await ada()('GET', `/trackers/${tracker?.publicId ?? ''}/values?companyPublicId=nope`)).status).toBe(404);
  });

  it('binds a page token to the tracker and every filter', async () => {
    const { tracker } = await trackerWithValues(['money', 'number', 'percent']);
    const base = `/trackers/${tracker.publicId}/values`;
    const first = await ada()<List<TrackerValue>>('GET', `${base}?limit=2`);
    const token = encodeURIComponent(first.body.nextPageToken ?? '');
    expect((await ada()('GET', `${base}?limit=2&pageToken=${token}`)).status).toBe(200);
    for (const q of [
      'sort=updatedAt',
      'status=rejected',
      'effectiveFrom=2020-01-01',
      'updatedAfter=2020-01-01T00:00:00Z',
    ]) {
      expect((await ada()('GET', `${base}?limit=2&${q}&pageToken=${token}`)).status, q).toBe(400);
    }
    const other = adaTrackers.find((t) => t.publicId !== tracker.publicId);
    expect((await ada()('GET', `/trackers/${other?.publicId ?? ''}/values?limit=2&pageToken=${token}`)).status).toBe(
      400,
    );
  });

  it('walks values with small limits exactly like one page', async () => {
    const { tracker, company } = await ownArrValues('Small pages', MONTH_ENDS.slice(0, 7));
    for (const sort of ['effectiveAt', 'updatedAt']) {
      const base = `/trackers/${tracker.publicId}/values?companyPublicId=${company}&sort=${sort}&status=confirmed&status=rejected`;
      const whole = await walk<TrackerValue>(ada(), base, 100);
      expect(whole).toHaveLength(7);
      for (const limit of [1, 2, 3])
        expect(ids(await walk<TrackerValue>(ada(), base, limit)), sort).toEqual(ids(whole));
    }
  });
});
