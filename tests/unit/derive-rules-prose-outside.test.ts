/**
 * Prose as founders outside the rules' fixtures write it (issue 20): a lower-case month in a bracketed
 * comparison, a count dated "on 31 July", a per-month figure named before its metric ("$95k a month of net
 * burn"), and a metric named only in a parenthetical aside. Hand-written examples.
 */
import { describe, expect, it } from 'vitest';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue } from '../../lib/derive/types';

const source = { type: 'email', id: 41 } as const;
const read = (text: string, writtenAt: string, subject = 'Update'): FoundValue[] =>
  findValues({ source, text, subject, writtenAt: new Date(writtenAt) });
const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.effectiveAt]);

describe('prose written outside', () => {
  it('reads a lower-case month in a bracketed comparison as its own figure', () => {
    const found = brief(read('Quick March numbers.\n\n- ARR $1.4M (jan was $1.21M)\n', '2026-04-03T10:00:00Z'));
    expect(found).toContainEqual(['arr', 1_400_000, '2026-03-31']);
    expect(found).toContainEqual(['arr', 1_210_000, '2026-01-31']);
  });

  it('reads people counted on a named day', () => {
    expect(brief(read('We grew again: 57 people on 30 June.\n', '2026-07-08T10:00:00Z'))).toEqual([
      ['headcount', 57, '2026-06-30'],
    ]);
  });

  it('reads a per-month figure named before its metric', () => {
    expect(brief(read('We averaged $95k a month of net burn in Q2.\n', '2026-07-10T10:00:00Z'))).toEqual([
      ['burn', 95_000, '2026-06-30'],
    ]);
  });

  it('does not give a figure the metric of an aside in parentheses', () => {
    const found = brief(read('Revenue (fees only, not GMV) was $640k in Q2.\n', '2026-07-10T10:00:00Z'));
    expect(found).toEqual([['revenue', 640_000, '2026-06-30']]);
  });
});
