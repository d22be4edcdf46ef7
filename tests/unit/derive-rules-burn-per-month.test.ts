/**
 * A quarter's burn said per month (issue 20): "net burn averaged £90k/month in Q2", a row "Net burn / month" under
 * "Q2 2026". It is a monthly figure observed over three months, which a monthly Net burn tracker takes; a quarter's
 * burn not said per month is not (it may be the quarter's total). Hand-written examples.
 */
import { describe, expect, it } from 'vitest';
import { findValues } from '../../lib/derive/rules/values';
import { matchValues, targetOf } from '../../lib/derive/values';
import type { FoundValue } from '../../lib/derive/types';
import { DEMO_TRACKERS } from '../../lib/seed/tracker-defs';

const source = { type: 'email', id: 14 } as const;
const read = (text: string): FoundValue[] => findValues({ source, text, writtenAt: new Date('2026-07-10T09:00:00Z') });
const burns = (text: string) =>
  read(text)
    .filter((v) => v.metric === 'burn')
    .map((v) => [v.amount, v.effectiveAt, v.period, v.perMonth ?? false]);

const targets = DEMO_TRACKERS.flatMap((d, i) =>
  targetOf({ id: i + 1, name: d.name, kind: d.kind, preferredUnit: d.preferredUnit, policy: d.valuePolicy }),
);
const netBurn = DEMO_TRACKERS.findIndex((d) => d.name === 'Net burn') + 1;

describe('a quarter of burn said per month', () => {
  it('marks the one burn of a sentence that says it per month', () => {
    expect(burns('Q2: ARR $2.2M, 30 people; net burn averaged $90k/month in Q2.')).toEqual([
      [90_000, '2026-06-30', 'quarter', true],
    ]);
    expect(burns('Burn netto medio mensile nel Q2: € 120k')).toEqual([[120_000, '2026-06-30', 'quarter', true]]);
  });

  it('does not mark a burn when the per-month words are about something else', () => {
    expect(burns('Q2 net burn was $270k; pipeline grows 10 deals a month.')).toEqual([
      [270_000, '2026-06-30', 'quarter', false],
    ]);
  });

  it('marks table rows labelled per month, also in Norwegian, and reads "Avg monthly net burn" and "Netto burn"', () => {
    const text =
      'KPIs:\n\n' +
      'Metric                 Q2 2026    Q1 2026\n' +
      'Avg monthly net burn   $95k       $105k\n' +
      'Netto burn/mnd         $96k       $104k\n' +
      'Headcount              20         18\n';
    expect(burns(text)).toEqual([
      [95_000, '2026-06-30', 'quarter', true],
      [105_000, '2026-03-31', 'quarter', true],
      [96_000, '2026-06-30', 'quarter', true],
      [104_000, '2026-03-31', 'quarter', true],
    ]);
  });

  it('gives a per-month burn over a quarter the three-month window Net burn allows; a bare quarter none', () => {
    const perMonth = read('Q2: ARR $2.2M, 30 people; net burn averaged $90k/month in Q2.').find(
      (v) => v.metric === 'burn',
    );
    const [quarter] = read('Net burn in Q2 was $270k.');
    expect(perMonth && matchValues(targets, [perMonth]).map((d) => [d.trackerId, d.period])).toEqual([
      [netBurn, { kind: 'point_in_time', observationWindow: { unit: 'month', length: 3 } }],
    ]);
    expect(quarter && matchValues(targets, [quarter])).toEqual([]);
  });
});

describe('per-month words and net cash outflow', () => {
  it('keeps a quarter\'s revenue a quarter when "monthly" is said of another figure in the sentence', () => {
    const found = read('Q2 numbers: ARR $2.9M, revenue for the quarter $710k, monthly net cash outflow ~$95K in June.');
    expect(found.map((v) => [v.metric, v.amount, v.effectiveAt, v.period])).toEqual([
      ['arr', 2_900_000, '2026-06-30', 'quarter'],
      ['revenue', 710_000, '2026-06-30', 'quarter'],
      ['burn', 95_000, '2026-06-30', 'month'],
    ]);
  });
});
