/**
 * Figures given as a slashed series beside a slashed list of months (issue 20): "headcount 12 / 14 / 15
 * (Apr/May/Jun)" is April's 12, May's 14 and June's 15, and "Burn Apr/May/Jun: $80k / $85k / $90k" the same.
 * Hand-written examples.
 */
import { describe, expect, it } from 'vitest';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue } from '../../lib/derive/types';

const source = { type: 'email', id: 21 } as const;
const read = (text: string): FoundValue[] =>
  findValues({ source, text, subject: 'Q2 numbers', writtenAt: new Date('2026-07-06T09:00:00Z') });
const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.effectiveAt]);

describe('slashed series', () => {
  it('pairs each figure with its month when the months follow in parentheses', () => {
    expect(brief(read('Per month: net burn 80k / 85k / 90k, headcount 12 / 14 / 15 (Apr/May/Jun).'))).toEqual([
      ['burn', 80_000, '2026-04-30'],
      ['burn', 85_000, '2026-05-31'],
      ['burn', 90_000, '2026-06-30'],
      ['headcount', 12, '2026-04-30'],
      ['headcount', 14, '2026-05-31'],
      ['headcount', 15, '2026-06-30'],
    ]);
  });

  it('pairs them when the months come first', () => {
    expect(brief(read('Net burn Apr/May/Jun: $80k / $85k / $90k.'))).toEqual([
      ['burn', 80_000, '2026-04-30'],
      ['burn', 85_000, '2026-05-31'],
      ['burn', 90_000, '2026-06-30'],
    ]);
  });

  it('reads no figure of a series whose months are fewer: which is which is unknown', () => {
    expect(brief(read('Net burn Apr/May: $80k / $85k / $90k. Headcount 15 in June.'))).toEqual([
      ['headcount', 15, '2026-06-30'],
    ]);
  });
});
