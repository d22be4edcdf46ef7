import { beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../lib/schemas/company';
import type { Tracker, TrackerValue } from '../../lib/schemas/tracker';
import { ada, alan, grace, unique, walk, type List, type Loose } from '../helpers/api';
import { companyFixtures } from '../helpers/fixtures';
import { arrTracker } from '../helpers/intake';

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
    const { tracker, values } = await trackerWithValues(['money', 'number', 'percent']);
    expect(new Set(values.map((v) => v.status))).toEqual(new Set(['suggested', 'confirmed', 'rejected']));
    const byDefault = await walk<TrackerValue>(ada(), `/trackers/${tracker.publicId}/values`, 100);
    expect(ids(byDefault)).toEqual(ids(values.filter((v) => v.status !== 'rejected')));
    const rejected = await walk<TrackerValue>(ada(), `/trackers/${tracker.publicId}/values?status=rejected`, 100);
    expect(ids(rejected)).toEqual(ids(values.filter((v) => v.status === 'rejected')));
  });

  it('orders by effectiveAt then publicId, newest first', async () => {
    const { values } = await trackerWithValues(['money', 'number', 'percent', 'score']);
    const byEffective = [...values].sort((a, b) =>
      a.effectiveAt === b.effectiveAt ? (a.publicId < b.publicId ? 1 : -1) : a.effectiveAt < b.effectiveAt ? 1 : -1,
    );
    expect(ids(values)).toEqual(ids(byEffective));
  });

  it('orders by updatedAt, last changed first, across pages', async () => {
    // The test's own values: the demo's change under other files' derivations, and a value changed
    // during a walk by updatedAt rightly moves ahead of the walk.
    const arr = await arrTracker();
    const company = await fx.create({ name: unique('Updated order') });
    const entered: string[] = [];
    for (const month of ['01-31', '02-28', '03-31', '04-30', '05-31']) {
      const res = await ada()<Loose>('POST', `/trackers/${arr.publicId}/values`, {
        body: { companyPublicId: company, value: 1_000_000, effectiveAt: `2025-${month}` },
      });
      expect(res.status, res.text).toBe(201);
      entered.push(String(res.body.publicId));
    }
    // Changing the first-entered value makes it the last changed.
    const [first, ...rest] = entered;
    const patched = await ada()('PATCH', `/trackers/${arr.publicId}/values/${first}`, { body: { status: 'rejected' } });
    expect(patched.status, patched.text).toBe(200);
    const updated = await walk<TrackerValue>(
      ada(),
      `/trackers/${arr.publicId}/values?companyPublicId=${company}&sort=updatedAt&status=confirmed&status=rejected`,
      2,
    );
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
    const { tracker, values } = await trackerWithValues(['money', 'number', 'percent']);
    const sample = values.find((v) => v.status !== 'rejected');
    if (!sample) throw new Error('no visible value');
    const base = `/trackers/${tracker.publicId}/values`;
    const forCompany = await walk<TrackerValue>(ada(), `${base}?companyPublicId=${sample.companyPublicId}`, 100);
    expect(forCompany.length).toBeGreaterThan(0);
    for (const v of forCompany) expect(v.companyPublicId).toBe(sample.companyPublicId);

    const onDay = await walk<TrackerValue>(
      ada(),
      `${base}?effectiveFrom=${sample.effectiveAt}&effectiveTo=${sample.effectiveAt}`,
      100,
    );
    expect(ids(onDay)).toContain(sample.publicId);
    for (const v of onDay) expect(v.effectiveAt).toBe(sample.effectiveAt);

    const since = await walk<TrackerValue>(ada(), `${base}?updatedAfter=${encodeURIComponent(sample.updatedAt)}`, 100);
    expect(ids(since)).toContain(sample.publicId);
    for (const v of since) expect(v.updatedAt >= sample.updatedAt).toBe(true);
    const expected = values.filter((v) => v.status !== 'rejected' && v.updatedAt >= sample.updatedAt);
    expect(ids(since)).toEqual(ids(expected));
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
    const { tracker } = await trackerWithValues(['money', 'number', 'percent']);
    const base = `/trackers/${tracker.publicId}/values?sort=updatedAt`;
    const whole = await walk<TrackerValue>(ada(), base, 100);
    expect(ids(await walk<TrackerValue>(ada(), base, 7))).toEqual(ids(whole));
  });
});
