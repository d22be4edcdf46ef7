import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tracker, TrackerValue } from '../../lib/schemas/tracker';
import { ada, type List, type Loose } from '../helpers/api';
import { arrTracker, companyWithQ3Update, suggestedValues } from '../helpers/intake';

/*
 * Review corrects a suggestion's date and period too (issue 20, defect 14), with the manual entry's fields and
 * checks (contract §7). The suggestions come from an update of this file's own company, deleted at the end.
 * The demo's ARR: point_in_time, underlyingCadence month or quarter, denomination year.
 */

let company: Awaited<ReturnType<typeof companyWithQ3Update>>;
let arr: Tracker;

beforeAll(async () => {
  company = await companyWithQ3Update('Review Dates Co', 'review-dates');
  arr = await arrTracker();
});
afterAll(async () => {
  await company.remove();
});

async function suggestion(amount: number): Promise<TrackerValue> {
  const found = (await suggestedValues(arr.publicId, company.publicId)).find((v) => v.value === amount);
  if (!found) throw new Error(`the update should suggest ARR ${amount}`);
  return found;
}

const review = <T = Loose>(valueId: string, body: unknown) =>
  ada()<T>('PATCH', `/trackers/${arr.publicId}/values/${valueId}`, { body });

async function listed(valueId: string): Promise<TrackerValue | undefined> {
  const res = await ada()<List<TrackerValue>>(
    'GET',
    `/trackers/${arr.publicId}/values?companyPublicId=${company.publicId}` +
      '&status=suggested&status=confirmed&status=rejected&limit=100',
  );
  expect(res.status, res.text).toBe(200);
  return res.body.items.find((v) => v.publicId === valueId);
}

const QUARTERLY = { kind: 'point_in_time', underlyingCadence: { unit: 'quarter', length: 1 }, denomination: 'year' };
const REFUSED = { kind: 'period_total', cadence: { unit: 'quarter', length: 1 } };
const REFUSED_MESSAGE = 'period.kind must be "point_in_time", as the valuePolicy of tracker ARR requires';

describe('PATCH /trackers/{id}/values/{id}: correcting the date and period', () => {
  it('confirms a suggestion with the date and period given, and records both in its audit event', async () => {
    const before = await suggestion(3_100_000);
    expect(before.effectiveAt).not.toBe('2026-09-15');
    const res = await review<TrackerValue>(before.publicId, {
      status: 'confirmed',
      effectiveAt: '2026-09-15',
      period: QUARTERLY,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      status: 'confirmed',
      value: 3_100_000,
      effectiveAt: '2026-09-15',
      period: QUARTERLY,
      origin: before.origin,
    });
    expect(await listed(before.publicId)).toEqual(res.body);

    const trail = await ada()<List<Loose>>(
      'GET',
      `/audit-events?entityType=tracker_value&entityPublicId=${before.publicId}&limit=1`,
    );
    expect(trail.status, trail.text).toBe(200);
    expect(trail.body.items[0]).toMatchObject({
      action: 'corrected',
      changes: {
        status: ['suggested', 'confirmed'],
        effectiveAt: [before.effectiveAt, '2026-09-15'],
        period: [before.period ?? null, QUARTERLY],
      },
    });
    expect(trail.body.items[0]?.changes).not.toHaveProperty('value');
  });

  it('refuses a period the policy refuses with the manual entry’s 400, and changes nothing', async () => {
    const before = await suggestion(2_900_000);
    const manual = await ada()<Loose>('POST', `/trackers/${arr.publicId}/values`, {
      body: { companyPublicId: company.publicId, value: 1, effectiveAt: '2026-08-31', period: REFUSED },
    });
    expect(manual.status, manual.text).toBe(400);
    expect(manual.body.error).toBe(REFUSED_MESSAGE);

    const res = await review<Loose>(before.publicId, {
      status: 'confirmed',
      effectiveAt: '2026-08-30',
      period: REFUSED,
    });
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toBe(REFUSED_MESSAGE);
    expect(res.body.issues).toEqual(manual.body.issues);
    const year0 = await review<Loose>(before.publicId, { status: 'confirmed', effectiveAt: '0000-12-31' });
    expect(year0.status, year0.text).toBe(400);
    expect(year0.body.error).toBe('effectiveAt must be in year 0001 or later');
    expect(await listed(before.publicId)).toEqual(before);
  });

  it('moves a value onto a date another value holds, as a manual entry of that date is taken', async () => {
    // Values are not unique per date (several sources may report the same day), so neither write refuses it.
    const taken = await suggestion(2_900_000);
    const target = await ada()<Loose>('POST', `/trackers/${arr.publicId}/values`, {
      body: { companyPublicId: company.publicId, value: 2_950_000, effectiveAt: '2026-08-15' },
    });
    expect(target.status, target.text).toBe(201);
    const res = await review<TrackerValue>(taken.publicId, { status: 'rejected', effectiveAt: '2026-08-15' });
    expect(res.status, res.text).toBe(200);
    expect([res.body.status, res.body.effectiveAt, res.body.value]).toEqual(['rejected', '2026-08-15', 2_900_000]);
    const entered = await listed(String(target.body.publicId));
    expect([entered?.effectiveAt, entered?.value]).toEqual(['2026-08-15', 2_950_000]);
  });
});
