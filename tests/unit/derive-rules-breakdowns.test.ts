/**
 * Figures beside a metric's value that are not its value: parts of a total named by what they count, a cost
 * in a remark, people added to a count, a churned account as the subject, and a round figure restated exactly in
 * parentheses. Hand-written examples.
 */
import { describe, expect, it } from 'vitest';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue } from '../../lib/derive/types';

const source = { type: 'email', id: 43 } as const;
const read = (text: string, writtenAt: string): FoundValue[] =>
  findValues({ source, text, subject: 'Update', writtenAt: new Date(writtenAt) });
const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.effectiveAt]);

describe('figures beside a value', () => {
  it('reads a total, not the parts named after it', () => {
    expect(brief(read('Q3 revenue was €1.4M: wholesale €900k, web shop €500k.\n', '2026-10-06T09:00:00Z'))).toEqual([
      ['revenue', 1_400_000, '2026-09-30'],
    ]);
  });

  it('still reads a figure compared with an earlier one', () => {
    expect(brief(read('ARR $2.3M in September, up from $2.0M in June.\n', '2026-10-06T09:00:00Z'))).toEqual([
      ['arr', 2_300_000, '2026-09-30'],
      ['arr', 2_000_000, '2026-06-30'],
    ]);
  });

  it('reads no cost in a remark as the metric', () => {
    expect(
      brief(read('September net burn $410k, a bit high: the audit cost us about $35k.\n', '2026-10-06T09:00:00Z')),
    ).toEqual([['burn', 410_000, '2026-09-30']]);
  });

  it('reads no contractors added to the headcount as another headcount', () => {
    expect(
      brief(
        read(
          'At the end of September we have 88 employees plus about 12 freelance designers.\n',
          '2026-10-06T09:00:00Z',
        ),
      ),
    ).toEqual([['headcount', 88, '2026-09-30']]);
  });

  it('reads no churned account’s ARR as the company’s', () => {
    expect(brief(read('The churn was Brightline, ~$45k ARR, after their merger.\n', '2026-10-06T09:00:00Z'))).toEqual(
      [],
    );
  });

  it('reads the exact figure after a rounded one', () => {
    expect(brief(read('Q3 revenue just over $2M ($2.04M), as reported.\n', '2026-10-06T09:00:00Z'))).toEqual([
      ['revenue', 2_040_000, '2026-09-30'],
    ]);
  });
});
