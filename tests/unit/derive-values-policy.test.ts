import { describe, expect, it } from 'vitest';
import type { FoundValue } from '../../lib/derive/types';
import { matchValues, targetOf } from '../../lib/derive/values';
import { DEMO_TRACKERS } from '../../lib/seed/tracker-defs';

/*
 * Issue 20, defects 4 and 9: a suggestion obeys its tracker's value policy like any other write, and text trackers
 * take text. The trackers are the demo's own definitions.
 */

const targets = DEMO_TRACKERS.flatMap((d, i) =>
  targetOf({ id: i + 1, name: d.name, kind: d.kind, preferredUnit: d.preferredUnit, policy: d.valuePolicy }),
);
const idOf = (name: string) => DEMO_TRACKERS.findIndex((d) => d.name === name) + 1;

const found = (v: Partial<FoundValue>): FoundValue => ({
  metric: 'revenue',
  amount: 412_000,
  unit: 'USD',
  effectiveAt: '2026-10-31',
  period: 'month',
  quote: 'October revenue was $412k.',
  source: { type: 'email', id: 1 },
  ...v,
});

const drafts = (v: Partial<FoundValue>) =>
  matchValues(targets, [found(v)]).map((d) => [d.trackerId, d.found.amount, d.period]);

describe('suggestions obey the tracker value policy', () => {
  it('does not suggest a monthly revenue for a tracker that allows only quarter or year', () => {
    expect(drafts({})).toEqual([]);
  });

  it('suggests a quarterly revenue there, as a quarter total', () => {
    expect(drafts({ effectiveAt: '2026-09-30', period: 'quarter', amount: 1_150_000 })).toEqual([
      [idOf('Revenue'), 1_150_000, { kind: 'period_total', cadence: { unit: 'quarter', length: 1 } }],
    ]);
  });

  it('gives a month of burn the one-month window Net burn allows, and no quarter of it', () => {
    expect(drafts({ metric: 'burn', amount: 120_000 })).toEqual([
      [idOf('Net burn'), 120_000, { kind: 'point_in_time', observationWindow: { unit: 'month', length: 1 } }],
    ]);
    expect(drafts({ metric: 'burn', amount: 360_000, effectiveAt: '2026-09-30', period: 'quarter' })).toEqual([]);
  });

  it('suggests ARR at a quarter end as a point in time, the kind the ARR tracker takes', () => {
    expect(drafts({ metric: 'arr', amount: 2_400_000, effectiveAt: '2026-09-30', period: 'quarter' })).toEqual([
      [idOf('ARR'), 2_400_000, { kind: 'point_in_time' }],
    ]);
  });

  it('fills the text tracker Latest round with a round, and no number tracker with it', () => {
    const round = { metric: 'round', amount: 'Series A — $15M led by Sequoia', unit: null, period: 'point' as const };
    expect(drafts({ ...round, effectiveAt: '2026-11-05' })).toEqual([
      [idOf('Latest round'), 'Series A — $15M led by Sequoia', null],
    ]);
  });
});
