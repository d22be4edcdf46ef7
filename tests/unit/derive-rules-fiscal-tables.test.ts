/**
 * A table whose columns are fiscal years or quarters ("FY25", "FY27 Q1") in a text that says when its fiscal year
 * ends (issue 20): each column is dated that fiscal year's or quarter's end, not December's. Hand-written examples.
 */
import { describe, expect, it } from 'vitest';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue } from '../../lib/derive/types';

const source = { type: 'email', id: 13 } as const;
const read = (text: string, written: string, subject?: string): FoundValue[] =>
  findValues({ source, text, writtenAt: new Date(`${written}T09:00:00Z`), subject });
const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.effectiveAt, v.period]);

describe('fiscal-year columns of a table', () => {
  it('dates FY columns by the fiscal year end the subject gives, and skips the budget column', () => {
    const text =
      'Full-year numbers:\n\n' +
      '| Metric    | FY25   | FY25 budget | FY24   |\n' +
      '|-----------|--------|-------------|--------|\n' +
      '| Revenue   | $2.40M | $2.60M      | $1.70M |\n' +
      '| Headcount | 30     | 32          | 22     |\n';
    expect(brief(read(text, '2025-10-02', 'Year-end pack (FY ending 30 September 2025)'))).toEqual([
      ['revenue', 2_400_000, '2025-09-30', 'year'],
      ['revenue', 1_700_000, '2024-09-30', 'year'],
      ['headcount', 30, '2025-09-30', 'year'],
      ['headcount', 22, '2024-09-30', 'year'],
    ]);
  });

  it('dates "FY26 Q2" columns by the months a subject gives for the quarter', () => {
    // FY26 runs October 2025 to September 2026: its second quarter is January to March 2026.
    const text =
      'Quarter vs last year:\n\n' +
      'Metric        FY26 Q2    FY25 Q2\n' +
      'Revenue       $800k      $610k\n' +
      'Headcount     41         35\n';
    expect(brief(read(text, '2026-04-15', 'FY26 Q2 (Jan–Mar 2026)'))).toEqual([
      ['revenue', 800_000, '2026-03-31', 'quarter'],
      ['revenue', 610_000, '2025-03-31', 'quarter'],
      ['headcount', 41, '2026-03-31', 'quarter'],
      ['headcount', 35, '2025-03-31', 'quarter'],
    ]);
  });
});

describe('a heading that names a fiscal quarter year first', () => {
  it('dates the aligned lines under "FY25 Q4 (July–September 2025):" at the quarter’s end', () => {
    const text =
      'Board pack, FY25 Q4 (July–September 2025):\n' +
      '  Revenue                 $2.9M\n' +
      '  Net burn, September     $610k\n\n' +
      'October flash: net burn $590k.\n';
    expect(brief(read(text, '2025-11-12'))).toEqual([
      ['revenue', 2_900_000, '2025-09-30', 'quarter'],
      ['burn', 610_000, '2025-09-30', 'month'],
      ['burn', 590_000, '2025-10-31', 'month'],
    ]);
  });

  it('dates the bullets under it when the text says when the fiscal year ends', () => {
    const text = 'Our fiscal year ends in June.\n\nFY26 Q2:\n- Revenue $1.3M\n';
    expect(brief(read(text, '2026-01-20'))).toEqual([['revenue', 1_300_000, '2025-12-31', 'quarter']]);
  });
});
