import { beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../lib/schemas/company';
import type { Tracker, TrackerValue } from '../../lib/schemas/tracker';
import { ada, alan, baseUrl, grace, unique, walk, type ApiResponse, type Loose } from '../helpers/api';
import { companyFixtures, type Request } from '../helpers/fixtures';

/*
 * Review (PATCH a value) and manual entry (POST a value), contract §7.
 * Values can only be hidden, never removed, through the API, so every value
 * this file writes belongs to a company of its own, deleted at the end (which
 * hides its values). No seeded value is touched.
 *
 * Demo trackers used (lib/seed/tracker-defs.ts):
 *  - ARR: money, USD, point_in_time with underlyingCadence month|quarter and denomination year, scope all;
 *  - Revenue: money, USD, period_total with cadence quarter|year, scope all_except;
 *  - Headcount: number, employees, bare point_in_time, scope all;
 *  - Gross margin: percent, scope selected;
 *  - Profitable: boolean, no policy; Latest round: text, no policy;
 *  - Founder score: score 1..5, private to Ada, scope selected;
 *  - Net burn: money, private to Grace, observationWindow 1 or 3 months, any denomination, scope all.
 */

const FAKE_ID = 'AAAAAAAAAAAAAAAAAAAAA';
const PUBLIC_ID = /^[A-Za-z0-9_-]{21}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ALL_STATUSES = 'status=suggested&status=confirmed&status=rejected';

const fx = companyFixtures();
const trackers = new Map<string, Tracker>();
let company: string;
let companyName: string;

function tracker(name: string): Tracker {
  const found = trackers.get(name);
  if (!found) throw new Error(`demo tracker ${name} not found`);
  return found;
}

beforeAll(async () => {
  for (const as of [ada(), grace()]) {
    for (const t of await walk<Tracker>(as, '/trackers', 100)) trackers.set(t.name, t);
  }
  companyName = unique('~Reviewed');
  company = await fx.create({ name: companyName });
});

const post = (name: string, body: unknown, as: Request = ada(), headers?: Record<string, string>) =>
  as('POST', `/trackers/${tracker(name).publicId}/values`, { body, headers });

const patch = <T = Loose>(name: string, valueId: string, body: unknown, as: Request = ada()) =>
  as<T>('PATCH', `/trackers/${tracker(name).publicId}/values/${valueId}`, { body });

/** Enters a value and returns its publicId. */
async function enter(name: string, body: Record<string, unknown>, as: Request = ada()): Promise<string> {
  const res = await post(name, { companyPublicId: company, effectiveAt: '2025-12-31', ...body }, as);
  expect(res.status, res.text).toBe(201);
  expect(Object.keys(res.body)).toEqual(['publicId']);
  expect(res.body.publicId).toMatch(PUBLIC_ID);
  return String(res.body.publicId);
}

/** A value as the list shows it (every status), or undefined. */
async function listed(name: string, valueId: string, as: Request = ada()): Promise<TrackerValue | undefined> {
  const items = await walk<TrackerValue>(
    as,
    `/trackers/${tracker(name).publicId}/values?companyPublicId=${company}&${ALL_STATUSES}`,
    100,
  );
  return items.find((v) => v.publicId === valueId);
}

async function mustList(name: string, valueId: string, as: Request = ada()): Promise<TrackerValue> {
  const v = await listed(name, valueId, as);
  if (!v) throw new Error(`value ${valueId} of ${name} not listed`);
  return v;
}

function expectError(res: ApiResponse<Loose>, status: number, mentions: RegExp) {
  expect(res.status, res.text).toBe(status);
  expect(res.body.code).toBe(status === 404 ? 'not_found' : 'invalid_request');
  expect(res.body.error).toMatch(mentions);
  // Every refusal of a field also names it in `issues`, so a form can put it there.
  if (status === 400) {
    const issues = res.body.issues as { path: string; message: string }[] | undefined;
    expect(issues?.length, res.text).toBeGreaterThan(0);
    for (const i of issues ?? []) expect(String(res.body.error), res.text).toContain(i.path);
  }
}

/** A demo company that the all_except tracker Revenue excludes. */
async function companyOutsideRevenue(): Promise<string> {
  for (const c of await walk<Company>(ada(), '/companies', 100)) {
    const scoped = await walk<Tracker>(ada(), `/trackers?companyPublicId=${c.publicId}`, 100);
    if (scoped.some((t) => t.name === 'ARR') && !scoped.some((t) => t.name === 'Revenue')) return c.publicId;
  }
  throw new Error('no demo company is excluded from Revenue');
}

describe('POST /trackers/{id}/values', () => {
  it('enters a manual, confirmed value in the preferred unit, reported now', async () => {
    const before = Date.now();
    const id = await enter('ARR', {
      value: 1_250_000,
      effectiveAt: '2025-10-31',
      period: { kind: 'point_in_time', underlyingCadence: { unit: 'month', length: 1 }, denomination: 'year' },
      note: 'From the October board deck.',
    });
    const after = Date.now();
    const v = await mustList('ARR', id);
    expect(v).toEqual({
      publicId: id,
      companyPublicId: company,
      companyName,
      kind: 'money',
      value: 1_250_000,
      unit: 'USD',
      period: { kind: 'point_in_time', underlyingCadence: { unit: 'month', length: 1 }, denomination: 'year' },
      note: 'From the October board deck.',
      origin: 'manual',
      status: 'confirmed',
      citations: [],
      effectiveAt: '2025-10-31',
      reportedAt: expect.stringMatching(INSTANT),
      createdAt: expect.stringMatching(INSTANT),
      updatedAt: expect.stringMatching(INSTANT),
      statusUpdatedAt: expect.stringMatching(INSTANT),
    });
    // One instant, the database's now(), for all four.
    expect([v.createdAt, v.updatedAt, v.statusUpdatedAt]).toEqual([v.reportedAt, v.reportedAt, v.reportedAt]);
    expect(Date.parse(v.reportedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(v.reportedAt)).toBeLessThanOrEqual(after + 1000);
    // Confirmed values are listed by default.
    const byDefault = await walk<TrackerValue>(
      ada(),
      `/trackers/${tracker('ARR').publicId}/values?companyPublicId=${company}`,
      100,
    );
    expect(byDefault.map((x) => x.publicId)).toContain(id);
  });

  it('takes each kind in its JSON type, and omits unit and period where there are none', async () => {
    const headcount = await mustList(
      'Headcount',
      await enter('Headcount', { value: 42, period: { kind: 'point_in_time' } }),
    );
    expect([headcount.kind, headcount.value, headcount.unit, headcount.period]).toEqual([
      'number',
      42,
      'employees',
      { kind: 'point_in_time' },
    ]);
    const profitable = await mustList('Profitable', await enter('Profitable', { value: false }));
    expect([profitable.kind, profitable.value]).toEqual(['boolean', false]);
    expect(profitable).not.toHaveProperty('unit');
    expect(profitable).not.toHaveProperty('period');
    expect(profitable).not.toHaveProperty('note');
    const round = await mustList(
      'Latest round',
      await enter('Latest round', { value: 'Series A: $12M led by Example Ventures', note: null }),
    );
    expect([round.kind, round.value]).toEqual(['text', 'Series A: $12M led by Example Ventures']);
    expect(round).not.toHaveProperty('note');
    const long = 'x'.repeat(10_000);
    const longNote = await mustList('Headcount', await enter('Headcount', { value: 43.5, note: long }));
    expect([longNote.value, longNote.note]).toEqual([43.5, long]);
  });

  it.each([
    ['a string for a money tracker', 'ARR', '1250000', /^value must be a number for money tracker ARR$/],
    ['a boolean for a number tracker', 'Headcount', true, /^value must be a number for number tracker Headcount$/],
    ['a number for a boolean tracker', 'Profitable', 1, /^value must be a boolean for boolean tracker Profitable$/],
    ['a number for a text tracker', 'Latest round', 12, /^value must be a string for text tracker Latest round$/],
    ['a blank text', 'Latest round', '   ', /^value must not be blank$/],
    ['a text over 10,000 characters', 'Latest round', 'y'.repeat(10_001), /^value must be at most 10000 characters$/],
    ['null', 'ARR', null, /^value must be a number, a boolean or a string$/],
    ['an object', 'ARR', { amount: 1 }, /^value must be a number, a boolean or a string$/],
    ['a score below the minimum', 'Founder score', 0.99, /^value must be from 1 to 5 for score tracker Founder score$/],
    ['a score above the maximum', 'Founder score', 5.01, /^value must be from 1 to 5 for score tracker Founder score$/],
    ['a string for a score tracker', 'Founder score', '3', /^value must be a number for score tracker Founder score$/],
  ])('answers 400 for %s', async (_, name, value, message) => {
    const res = await post(name, { companyPublicId: company, value, effectiveAt: '2025-12-31' });
    expectError(res, 400, message);
  });

  it("accepts a score's bounds themselves (then refuses the company by scope, a later check)", async () => {
    for (const value of [1, 5]) {
      const res = await post('Founder score', { companyPublicId: company, value, effectiveAt: '2025-12-31' });
      expectError(res, 400, /^companyPublicId: company .* is outside the scope of tracker Founder score$/);
    }
  });

  it.each([
    ['no value', { effectiveAt: '2025-12-31' }, /^value is required$/],
    ['no effectiveAt', { value: 1 }, /^effectiveAt /],
    [
      'an impossible date',
      { value: 1, effectiveAt: '2026-02-30' },
      /^effectiveAt must be a calendar date as YYYY-MM-DD$/,
    ],
    [
      'a date-time for a date',
      { value: 1, effectiveAt: '2026-01-31T00:00:00Z' },
      /^effectiveAt must be a calendar date/,
    ],
    ['year 0000', { value: 1, effectiveAt: '0000-12-31' }, /^effectiveAt must be in year 0001 or later$/],
    [
      'a note over 10,000 characters',
      { value: 1, effectiveAt: '2025-12-31', note: 'n'.repeat(10_001) },
      /^note must be at most 10000 characters$/,
    ],
    ['an unknown field', { value: 1, effectiveAt: '2025-12-31', origin: 'system' }, /^unknown field "origin"$/],
    ['a status', { value: 1, effectiveAt: '2025-12-31', status: 'suggested' }, /^unknown field "status"$/],
  ])('answers 400 for %s', async (_, body, message) => {
    const res = await post('Headcount', { companyPublicId: company, ...body });
    expectError(res, 400, message);
  });

  it.each([
    ['a period of the wrong shape', 'Headcount', 'x', /^period must be an object$/],
    [
      'an unknown period kind',
      'Headcount',
      { kind: 'weekly' },
      /^period\.kind must be "point_in_time" or "period_total"$/,
    ],
    ['a period_total without cadence', 'Revenue', { kind: 'period_total' }, /^period\.cadence is required$/],
    [
      'a window of length 0',
      'Revenue',
      { kind: 'period_total', cadence: { unit: 'quarter', length: 0 } },
      /^period\.cadence\.length must be at least 1$/,
    ],
    [
      'a cadence unit of a week',
      'Revenue',
      { kind: 'period_total', cadence: { unit: 'week', length: 1 } },
      /^period\.cadence\.unit must be one of "month", "quarter", "year"$/,
    ],
    ['an unknown period field', 'Headcount', { kind: 'point_in_time', basis: 'x' }, /^unknown field "period\.basis"$/],
    [
      'an unknown window field',
      'Revenue',
      { kind: 'period_total', cadence: { unit: 'quarter', length: 1, fiscal: true } },
      /^unknown field "period\.cadence\.fiscal"$/,
    ],
    [
      'a period_total for a point_in_time tracker',
      'ARR',
      { kind: 'period_total', cadence: { unit: 'month', length: 1 } },
      /^period\.kind must be "point_in_time", as the valuePolicy of tracker ARR requires$/,
    ],
    [
      'a point_in_time for a period_total tracker',
      'Revenue',
      { kind: 'point_in_time' },
      /^period\.kind must be "period_total", as the valuePolicy of tracker Revenue requires$/,
    ],
    [
      'a cadence the policy does not allow',
      'Revenue',
      { kind: 'period_total', cadence: { unit: 'month', length: 1 } },
      /^period\.cadence must be one of \{"unit":"quarter","length":1\}, \{"unit":"year","length":1\}, as the valuePolicy of tracker Revenue allows$/,
    ],
    [
      'an underlying cadence the policy does not allow',
      'ARR',
      { kind: 'point_in_time', underlyingCadence: { unit: 'year', length: 1 } },
      /^period\.underlyingCadence must be one of \{"unit":"month","length":1\}, \{"unit":"quarter","length":1\}/,
    ],
    [
      'a denomination the policy does not allow',
      'ARR',
      { kind: 'point_in_time', denomination: 'month' },
      /^period\.denomination must be one of "year", as the valuePolicy of tracker ARR allows$/,
    ],
    [
      'an observation window the policy has none of',
      'ARR',
      { kind: 'point_in_time', observationWindow: { unit: 'month', length: 1 } },
      /^period\.observationWindow is not allowed: the valuePolicy of tracker ARR defines none$/,
    ],
    [
      'a facet of a bare point_in_time policy',
      'Headcount',
      { kind: 'point_in_time', denomination: 'year' },
      /^period\.denomination is not allowed: the valuePolicy of tracker Headcount defines none$/,
    ],
    [
      'a period for a tracker without a policy',
      'Profitable',
      { kind: 'point_in_time' },
      /^period is not allowed: boolean tracker Profitable takes no period$/,
    ],
    [
      'a period for a score tracker',
      'Founder score',
      { kind: 'point_in_time' },
      /^period is not allowed: score tracker Founder score takes no period$/,
    ],
  ])('answers 400 for %s', async (_, name, period, message) => {
    const value = name === 'Profitable' ? true : 3;
    const res = await post(name, { companyPublicId: company, value, effectiveAt: '2025-12-31', period });
    expectError(res, 400, message);
  });

  it('takes periods that agree with the policy, including any window where allowed is null', async () => {
    const revenue = await mustList(
      'Revenue',
      await enter('Revenue', {
        value: 480_000,
        effectiveAt: '2025-09-30',
        period: { kind: 'period_total', cadence: { unit: 'year', length: 1 } },
      }),
    );
    expect([revenue.value, revenue.unit, revenue.period]).toEqual([
      480_000,
      'USD',
      { kind: 'period_total', cadence: { unit: 'year', length: 1 } },
    ]);
    // Net burn, Grace's: observationWindow 1 or 3 months; denomination allowed null (any).
    const period = { kind: 'point_in_time', observationWindow: { unit: 'month', length: 3 }, denomination: 'year' };
    const burn = await mustList('Net burn', await enter('Net burn', { value: 95_000, period }, grace()), grace());
    expect([burn.value, burn.unit, burn.period]).toEqual([95_000, 'USD', period]);
    const bad = await post(
      'Net burn',
      {
        companyPublicId: company,
        value: 95_000,
        effectiveAt: '2025-12-31',
        period: { kind: 'point_in_time', observationWindow: { unit: 'month', length: 2 } },
      },
      grace(),
    );
    expectError(
      bad,
      400,
      /^period\.observationWindow must be one of \{"unit":"month","length":1\}, \{"unit":"month","length":3\}/,
    );
  });

  it("refuses a company outside the tracker's scope: selected and all_except", async () => {
    // A new company is in no tracker's list: outside a selected scope, inside an all_except one.
    const selected = await post('Gross margin', { companyPublicId: company, value: 61.5, effectiveAt: '2025-12-31' });
    expectError(selected, 400, /^companyPublicId: company .* is outside the scope of tracker Gross margin$/);
    expect(selected.body.error).toContain(company);
    const included = await enter('Revenue', { value: 120_000, effectiveAt: '2025-06-30' });
    expect((await mustList('Revenue', included)).value).toBe(120_000);
    const excluded = await companyOutsideRevenue();
    const before = await walk<TrackerValue>(
      ada(),
      `/trackers/${tracker('Revenue').publicId}/values?companyPublicId=${excluded}&${ALL_STATUSES}`,
      100,
    );
    const res = await post('Revenue', { companyPublicId: excluded, value: 1, effectiveAt: '2025-12-31' });
    expectError(res, 400, /^companyPublicId: company .* is outside the scope of tracker Revenue$/);
    const after = await walk<TrackerValue>(
      ada(),
      `/trackers/${tracker('Revenue').publicId}/values?companyPublicId=${excluded}&${ALL_STATUSES}`,
      100,
    );
    expect(after).toEqual(before);
  });

  it('answers 404 for an unknown, deleted or foreign company', async () => {
    const gone = await fx.create({ name: unique('~Gone') });
    expect((await ada()('DELETE', `/companies/${gone}`)).status).toBe(204);
    const theirs = await fx.create({ name: unique('~Theirs') }, alan());
    for (const id of [FAKE_ID, 'x', '', gone, theirs]) {
      const res = await post('ARR', { companyPublicId: id, value: 1, effectiveAt: '2025-12-31' });
      expectError(res, 404, /^company .* not found$/);
    }
  });

  it("answers 404 for an unknown tracker, another member's private tracker and another workspace", async () => {
    const body = { companyPublicId: company, value: 1, effectiveAt: '2025-12-31' };
    expectError(await ada()('POST', `/trackers/${FAKE_ID}/values`, { body }), 404, /^tracker .* not found$/);
    expectError(await post('Net burn', body, ada()), 404, /^tracker .* not found$/);
    expectError(await post('Founder score', body, grace()), 404, /^tracker .* not found$/);
    expectError(await post('ARR', body, alan()), 404, /^tracker .* not found$/);
  });

  it('replays a retry with the same Idempotency-Key, and enters the value once', async () => {
    const key = unique('review-idem');
    const body = { companyPublicId: company, value: 7, effectiveAt: '2024-03-31' };
    const first = await post('Headcount', body, ada(), { 'idempotency-key': key });
    expect(first.status, first.text).toBe(201);
    const again = await post('Headcount', body, ada(), { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const onDay = await walk<TrackerValue>(
      ada(),
      `/trackers/${tracker('Headcount').publicId}/values?companyPublicId=${company}&effectiveFrom=2024-03-31&effectiveTo=2024-03-31`,
      100,
    );
    expect(onDay.map((v) => v.publicId)).toEqual([first.body.publicId]);
  });
});

describe('PATCH /trackers/{id}/values/{valueId}', () => {
  it('rejects, then confirms, a value: 200 with the whole value, status and timestamps moved', async () => {
    const id = await enter('ARR', { value: 2_000_000, effectiveAt: '2025-11-30', note: 'Entered by hand.' });
    const entered = await mustList('ARR', id);
    const before = Date.now();
    const rejected = await patch<TrackerValue>('ARR', id, { status: 'rejected' });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body).toEqual({
      ...entered,
      status: 'rejected',
      updatedAt: expect.stringMatching(INSTANT),
      statusUpdatedAt: expect.stringMatching(INSTANT),
    });
    expect(rejected.body.statusUpdatedAt).toBe(rejected.body.updatedAt);
    expect(rejected.body.statusUpdatedAt > entered.statusUpdatedAt).toBe(true);
    expect(Date.parse(rejected.body.statusUpdatedAt)).toBeGreaterThanOrEqual(before - 1000);
    // The list shows exactly what the PATCH answered; rejected values only on request.
    expect(await mustList('ARR', id)).toEqual(rejected.body);
    const base = `/trackers/${tracker('ARR').publicId}/values?companyPublicId=${company}`;
    expect((await walk<TrackerValue>(ada(), base, 100)).map((v) => v.publicId)).not.toContain(id);
    expect((await walk<TrackerValue>(ada(), `${base}&status=rejected`, 100)).map((v) => v.publicId)).toContain(id);
    // updatedAfter sees the review.
    const since = await walk<TrackerValue>(
      ada(),
      `${base}&status=rejected&updatedAfter=${encodeURIComponent(rejected.body.updatedAt)}`,
      100,
    );
    expect(since.map((v) => v.publicId)).toEqual([id]);

    const confirmed = await patch<TrackerValue>('ARR', id, { status: 'confirmed' });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toEqual({
      ...entered,
      status: 'confirmed',
      updatedAt: expect.stringMatching(INSTANT),
      statusUpdatedAt: expect.stringMatching(INSTANT),
    });
    expect(confirmed.body.statusUpdatedAt > rejected.body.statusUpdatedAt).toBe(true);
    expect(confirmed.body.updatedAt).toBe(confirmed.body.statusUpdatedAt);
  });

  it('corrects the value and note, keeping origin, unit, period and dates; null clears the note', async () => {
    const period = { kind: 'period_total', cadence: { unit: 'quarter', length: 1 } };
    const id = await enter('Revenue', { value: 300_000, effectiveAt: '2025-03-31', period, note: 'Draft.' });
    const entered = await mustList('Revenue', id);
    const corrected = await patch<TrackerValue>('Revenue', id, {
      status: 'confirmed',
      value: 310_500.5,
      note: 'Corrected from the audited accounts.',
    });
    expect(corrected.status, corrected.text).toBe(200);
    expect(corrected.body).toEqual({
      ...entered,
      value: 310_500.5,
      note: 'Corrected from the audited accounts.',
      origin: 'manual',
      status: 'confirmed',
      unit: 'USD',
      period,
      effectiveAt: '2025-03-31',
      updatedAt: expect.stringMatching(INSTANT),
      statusUpdatedAt: expect.stringMatching(INSTANT),
    });
    expect(corrected.body.updatedAt > entered.updatedAt).toBe(true);

    const cleared = await patch<TrackerValue>('Revenue', id, { status: 'rejected', note: null });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body).not.toHaveProperty('note');
    expect([cleared.body.value, cleared.body.status]).toEqual([310_500.5, 'rejected']);
    expect(await mustList('Revenue', id)).toEqual(cleared.body);
  });

  it('corrects booleans and texts in their own JSON type', async () => {
    const flag = await enter('Profitable', { value: false });
    const flagged = await patch<TrackerValue>('Profitable', flag, { status: 'confirmed', value: true });
    expect([flagged.status, flagged.body.value, flagged.body.kind]).toEqual([200, true, 'boolean']);
    const text = await enter('Latest round', { value: 'Seed' });
    const texted = await patch<TrackerValue>('Latest round', text, { status: 'confirmed', value: 'Seed: $2M' });
    expect([texted.status, texted.body.value, texted.body.kind]).toEqual([200, 'Seed: $2M', 'text']);
  });

  it.each([
    [
      'a string for a money value',
      'ARR',
      { status: 'confirmed', value: 'lots' },
      /^value must be a number for money tracker ARR$/,
    ],
    [
      'a number for a boolean value',
      'Profitable',
      { status: 'confirmed', value: 0 },
      /^value must be a boolean for boolean tracker Profitable$/,
    ],
    ['a blank text', 'Latest round', { status: 'confirmed', value: '' }, /^value must not be blank$/],
    ['a null value', 'ARR', { status: 'confirmed', value: null }, /^value must be a number, a boolean or a string$/],
    ['status suggested', 'ARR', { status: 'suggested' }, /^status must be one of "confirmed", "rejected"$/],
    ['no status', 'ARR', { value: 5 }, /^status /],
    [
      'a note over 10,000 characters',
      'ARR',
      { status: 'confirmed', note: 'n'.repeat(10_001) },
      /^note must be at most 10000 characters$/,
    ],
    ['an unknown field', 'ARR', { status: 'confirmed', origin: 'system' }, /^unknown field "origin"$/],
    // A corrected date and period are taken (review-dates.test.ts), within the policy like a manual entry's.
    [
      'a period the policy refuses',
      'ARR',
      {
        status: 'confirmed',
        effectiveAt: '2025-01-31',
        period: { kind: 'period_total', cadence: { unit: 'year', length: 1 } },
      },
      /^period\.kind must be "point_in_time", as the valuePolicy of tracker ARR requires$/,
    ],
  ])('answers 400 for %s and changes nothing', async (_, name, body, message) => {
    const value = name === 'Profitable' ? true : name === 'Latest round' ? 'Series B' : 9_000;
    const id = await enter(name, { value, effectiveAt: '2023-12-31' });
    const entered = await mustList(name, id);
    expectError(await patch(name, id, body), 400, message);
    expect(await mustList(name, id)).toEqual(entered);
  });

  it('answers 400 without a body', async () => {
    const id = await enter('ARR', { value: 1, effectiveAt: '2023-06-30' });
    const res = await ada()('PATCH', `/trackers/${tracker('ARR').publicId}/values/${id}`);
    expectError(res, 400, /request body is required/);
  });

  it('answers 404 for an unknown value, a value of another tracker, or of a deleted company', async () => {
    const id = await enter('ARR', { value: 3, effectiveAt: '2022-12-31' });
    for (const valueId of [FAKE_ID, 'x']) {
      expectError(await patch('ARR', valueId, { status: 'rejected' }), 404, /^value .* not found$/);
    }
    expectError(await patch('Headcount', id, { status: 'rejected' }), 404, /^value .* not found$/);
    expectError(
      await ada()('PATCH', `/trackers/${FAKE_ID}/values/${id}`, { body: { status: 'rejected' } }),
      404,
      /^tracker .* not found$/,
    );

    const goneCompany = await fx.create({ name: unique('~Gone values') });
    const res = await post('ARR', { companyPublicId: goneCompany, value: 4, effectiveAt: '2025-12-31' });
    expect(res.status, res.text).toBe(201);
    expect((await ada()('DELETE', `/companies/${goneCompany}`)).status).toBe(204);
    expectError(await patch('ARR', String(res.body.publicId), { status: 'rejected' }), 404, /^value .* not found$/);
    expect((await mustList('ARR', id)).status).toBe('confirmed');
  });

  it("answers 404 for another member's private tracker and for another workspace", async () => {
    const burn = await enter('Net burn', { value: 50_000 }, grace());
    expectError(await patch('Net burn', burn, { status: 'rejected' }, ada()), 404, /^tracker .* not found$/);
    expect((await mustList('Net burn', burn, grace())).status).toBe('confirmed');
    const id = await enter('ARR', { value: 5, effectiveAt: '2021-12-31' });
    expectError(await patch('ARR', id, { status: 'rejected' }, alan()), 404, /^tracker .* not found$/);
    expect((await mustList('ARR', id)).status).toBe('confirmed');
    // The owner reviews her own private value.
    const own = await patch<TrackerValue>('Net burn', burn, { status: 'rejected' }, grace());
    expect([own.status, own.body.status]).toEqual([200, 'rejected']);
  });

  it('answers 405 with Allow for other methods on a value', async () => {
    const res = await ada()('GET', `/trackers/${tracker('ARR').publicId}/values/${FAKE_ID}`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('PATCH');
  });
});

describe('the OpenAPI document', () => {
  it('describes both operations with their bodies and answers', async () => {
    const doc = (await (await fetch(`${baseUrl()}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    const create = doc.paths['/api/v1/trackers/{trackerPublicId}/values']?.post;
    const review = doc.paths['/api/v1/trackers/{trackerPublicId}/values/{valuePublicId}']?.patch;
    expect(create?.requestBody).toBeDefined();
    expect(review?.requestBody).toBeDefined();
    expect(Object.keys(create?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400', '404', '409']));
    expect(Object.keys(review?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404']));
    expect(doc.components.schemas).toHaveProperty('TrackerValueCreate');
    expect(doc.components.schemas).toHaveProperty('TrackerValueReview');
    expect(doc.components.schemas).toHaveProperty('PeriodInput');
  });
});
