import { describe, expect, it } from 'vitest';
import { periodChoices, periodError, periodLabel } from '../../components/review/period-choices';
import type { Tracker } from '../../lib/schemas/tracker';

/** The demo's ARR and Revenue policies (lib/seed/tracker-defs.ts), written out here. */
const ARR: Pick<Tracker, 'name' | 'kind' | 'valuePolicy'> = {
  name: 'ARR',
  kind: 'money',
  valuePolicy: {
    kind: 'point_in_time',
    underlyingCadence: {
      allowed: [
        { unit: 'month', length: 1 },
        { unit: 'quarter', length: 1 },
      ],
      preferred: { unit: 'month', length: 1 },
    },
    denomination: { allowed: ['year'], preferred: 'year' },
  },
};
const REVENUE: Pick<Tracker, 'name' | 'kind' | 'valuePolicy'> = {
  name: 'Revenue',
  kind: 'money',
  valuePolicy: {
    kind: 'period_total',
    cadence: {
      allowed: [
        { unit: 'quarter', length: 1 },
        { unit: 'year', length: 1 },
      ],
      preferred: { unit: 'quarter', length: 1 },
    },
  },
};

describe("the Correct dialog's periods", () => {
  it('offers only what the policy allows, each facet it defines set', () => {
    expect(periodChoices(ARR).map((c) => c.label)).toEqual(['Monthly data, per year', 'Quarterly data, per year']);
    expect(periodChoices(REVENUE).map((c) => c.label)).toEqual(['Quarter', 'Year']);
    expect(periodLabel({ kind: 'point_in_time' })).toBe('Point in time');
  });

  it("words a refused period as the API's 400 does", () => {
    const refused = { kind: 'period_total', cadence: { unit: 'quarter', length: 1 } };
    expect(periodError(ARR, refused)).toBe(
      'period.kind must be "point_in_time", as the valuePolicy of tracker ARR requires',
    );
    expect(periodError(REVENUE, { kind: 'period_total', cadence: { unit: 'month', length: 1 } })).toBe(
      'period.cadence must be one of {"unit":"quarter","length":1}, {"unit":"year","length":1}, as the valuePolicy of tracker Revenue allows',
    );
    expect(periodError(ARR, { kind: 'point_in_time', underlyingCadence: { unit: 'quarter', length: 1 } })).toBe(
      undefined,
    );
    for (const c of [...periodChoices(ARR)]) expect(periodError(ARR, c.value)).toBe(undefined);
  });
});
