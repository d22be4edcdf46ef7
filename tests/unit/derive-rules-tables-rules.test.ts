/**
 * Pipe tables ruled with "+" (issue 20): "-----+-----" or "|---+---|" under the header, "+----+----+" around it. The
 * rule is no row; the header stays the header. Hand-written examples.
 */
import { describe, expect, it } from 'vitest';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue } from '../../lib/derive/types';

const source = { type: 'email', id: 15 } as const;
const read = (text: string): FoundValue[] => findValues({ source, text, writtenAt: new Date('2026-07-12T09:00:00Z') });
const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.unit, v.effectiveAt, v.quote]);

describe('pipe tables ruled with "+"', () => {
  it('reads a psql-style table, "----+----" under the header, in the scale its heading gives', () => {
    const text =
      'Q2 numbers, $M unless noted:\n\n' +
      'Metric    | Q2 2026 | Q1 2026\n' +
      '----------+---------+--------\n' +
      'ARR       | 4.2     | 3.9\n' +
      'Headcount | 40      | 37\n';
    expect(brief(read(text))).toEqual([
      ['arr', 4_200_000, 'USD', '2026-06-30', 'ARR · Q2 2026 · 4.2'],
      ['arr', 3_900_000, 'USD', '2026-03-31', 'ARR · Q1 2026 · 3.9'],
      ['headcount', 40, null, '2026-06-30', 'Headcount · Q2 2026 · 40'],
      ['headcount', 37, null, '2026-03-31', 'Headcount · Q1 2026 · 37'],
    ]);
  });

  it('reads a boxed table, "+----+----+" around it and "|---+---|" under the header', () => {
    const text =
      'Summary:\n\n' +
      '+-----------+----------+\n' +
      '| Metric    | Jun 2026 |\n' +
      '|-----------+----------|\n' +
      '| Net burn  | $150k    |\n' +
      '| Headcount | 22       |\n' +
      '+-----------+----------+\n';
    expect(brief(read(text))).toEqual([
      ['burn', 150_000, 'USD', '2026-06-30', 'Net burn · Jun 2026 · $150k'],
      ['headcount', 22, null, '2026-06-30', 'Headcount · Jun 2026 · 22'],
    ]);
  });
});
