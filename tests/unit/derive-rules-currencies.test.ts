/**
 * Currencies beyond the dollar, euro and pound, met in the sixth outside corpus: "A$" and "R$" are not US dollars,
 * in prose, a table's corner or a label; "1 050 k$", "$1,21M" and "R$ 4.870.215,30" are read as written; and a
 * target ("a meta para março") or a figure "by 30 June 2027" is no actual. Hand-written examples.
 */
import { describe, expect, it } from 'vitest';
import { findAmounts } from '../../lib/derive/rules/amounts';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue } from '../../lib/derive/types';

const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.unit, v.effectiveAt]);
const prose = (text: string, writtenAt: string): FoundValue[] =>
  findValues({ source: { type: 'email', id: 7 }, text, subject: 'Update', writtenAt: new Date(writtenAt) });
const amounts = (text: string) => findAmounts(text).map((a) => [a.value, a.currency]);

describe('amounts', () => {
  it('reads dollars of other countries by their prefix', () => {
    expect(amounts('A$4.1M, R$ 18,4 milhões, C$900k, NZ$2m, US$3M and $5M')).toEqual([
      [4_100_000, 'AUD'],
      [18_400_000, 'BRL'],
      [900_000, 'CAD'],
      [2_000_000, 'NZD'],
      [3_000_000, 'USD'],
      [5_000_000, 'USD'],
    ]);
  });

  it('reads thousands before "k$", a decimal comma after "$", and cents after a comma', () => {
    expect(amounts('1 050 k$, 980 k$, $1,21M, R$ 4.870.215,30 and 3.912.450,75 €')).toEqual([
      [1_050_000, 'USD'],
      [980_000, 'USD'],
      [1_210_000, 'USD'],
      [4_870_215.3, 'BRL'],
      [3_912_450.75, 'EUR'],
    ]);
  });
});

describe('values', () => {
  it('keeps a sheet in A$ in Australian dollars, by its corner or its labels', () => {
    const corner = [
      ['A$', 'Jan-26 Actual', 'Jan-26 Budget'],
      ['ARR', '4220000', '4150000'],
    ];
    const labels = [
      ['Metric', 'Apr-26'],
      ['ARR (A$m)', '4.60'],
      ['Net burn (A$k)', '515'],
    ];
    const sheet = (rows: string[][]) =>
      findValues({ source: { type: 'element', id: 1, fileId: 1 }, text: '', rows, writtenAt: new Date('2026-06-05') });
    expect(brief(sheet(corner))).toEqual([['arr', 4_220_000, 'AUD', '2026-01-31']]);
    expect(brief(sheet(labels))).toEqual([
      ['arr', 4_600_000, 'AUD', '2026-04-30'],
      ['burn', 515_000, 'AUD', '2026-04-30'],
    ]);
  });

  it('reads the real figure in Portuguese, not the target beside it', () => {
    const text = 'ARR em março: R$ 19,6 milhões (a meta era R$ 20 milhões).\n';
    expect(brief(prose(text, '2026-04-09'))).toEqual([['arr', 19_600_000, 'BRL', '2026-03-31']]);
  });

  it('reads nothing from a budget heading and a figure "by 30 June 2027"', () => {
    const text =
      '2. FY27 BUDGET\nFirst draft discussed: ARR of A$7.2M by 30 June 2027, net burn held under A$600k a month.\n';
    expect(prose(text, '2026-06-05')).toEqual([]);
    expect(prose('ARR of $7.2M by 30 June 2027, 58 FTEs by June 2027.\n', '2026-06-05')).toEqual([]);
  });
});
