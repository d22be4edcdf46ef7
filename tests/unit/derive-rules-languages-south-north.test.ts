/**
 * Notes in Dutch, Italian, Portuguese and Norwegian (issue 20): their words for revenue, employees and team, their
 * month names (also over a table's columns: "fev/26"), their scale words ("1,4 mln", "150 mila euro", "240 mil €",
 * "2,5 MEUR") and their word for gross ("brutto"), which names no net burn. Every example is hand-written;
 * expectations are read off the text.
 */
import { describe, expect, it } from 'vitest';
import { findAmounts } from '../../lib/derive/rules/amounts';
import { findPeriods } from '../../lib/derive/rules/periods';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue } from '../../lib/derive/types';

const source = { type: 'email', id: 12 } as const;

function read(text: string, written = '2026-05-06'): FoundValue[] {
  const found = findValues({ source, text, writtenAt: new Date(`${written}T09:00:00Z`) });
  for (const v of found)
    if (v.offset !== undefined && !v.cell) expect(text.slice(v.offset, v.offset + v.quote.length)).toBe(v.quote);
  return found;
}
const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.unit, v.effectiveAt]);

describe('scale words of Dutch, Italian and Portuguese', () => {
  it.each([
    ['€ 2,35 mln', 2_350_000, 'EUR'],
    ['3,2 milioni di euro', 3_200_000, 'EUR'],
    ['80 mila euro', 80_000, 'EUR'],
    ['410 mil €', 410_000, 'EUR'],
    ['€ 95 mil', 95_000, 'EUR'],
    ['3,6 MEUR', 3_600_000, 'EUR'],
    ['€3,15M', 3_150_000, 'EUR'],
    ['€2,4 M', 2_400_000, 'EUR'],
  ])('%s → %d %s', (text, value, currency) => {
    const [a] = findAmounts(text);
    expect([a?.value, a?.currency]).toEqual([value, currency]);
  });

  it('does not read "mil" as a thousand of dollars: in English it may be a million', () => {
    expect(findAmounts('$3 mil').map((a) => a.value)).toEqual([]);
  });
});

describe('month names of Dutch, Italian, Portuguese and Norwegian', () => {
  it.each([
    ['Fechamos abril e setembro', ['2026-04-30', '2025-09-30']],
    ['in maart en februari', ['2026-03-31', '2026-02-28']],
    ['a maggio e ottobre', ['2026-05-31', '2025-10-31']],
    ['em março', ['2026-03-31']],
    ['i desember', ['2025-12-31']],
    ['netto burn juni en juli', ['2025-06-30', '2025-07-31']],
    ['fecho do 1.º trimestre de 2026', ['2026-03-31']],
    ['chiusura del 4° trimestre', ['2025-12-31']],
  ])('%s', (text, dates) => {
    expect(findPeriods(text, new Date('2026-05-20T09:00:00Z')).map((p) => p.effectiveAt)).toEqual(dates);
  });
});

describe('revenue and headcount named in those languages', () => {
  it('reads Dutch revenue and employees', () => {
    expect(brief(read('Cijfers april:\n- Omzet april: € 310.000\n- 38 medewerkers\n'))).toEqual([
      ['revenue', 310_000, 'EUR', '2026-04-30'],
      ['headcount', 38, null, '2026-04-30'],
    ]);
  });

  it('reads Italian revenue, employees and people counted', () => {
    expect(brief(read('Aprile: ricavi € 450.000, 41 dipendenti.'))).toEqual([
      ['revenue', 450_000, 'EUR', '2026-04-30'],
      ['headcount', 41, null, '2026-04-30'],
    ]);
    expect(brief(read('Ad aprile siamo 17 persone.'))).toEqual([['headcount', 17, null, '2026-04-30']]);
    expect(brief(read('Ad aprile organico di 19 persone.'))).toEqual([['headcount', 19, null, '2026-04-30']]);
  });

  it('reads a Portuguese team and revenue', () => {
    expect(brief(read('Abril: receita de 120 mil €, equipa de 14.'))).toEqual([
      ['revenue', 120_000, 'EUR', '2026-04-30'],
      ['headcount', 14, null, '2026-04-30'],
    ]);
  });

  it('reads Norwegian revenue and employees, and no gross burn as burn', () => {
    expect(
      brief(read('Omsetningen i april ble 0,9 MEUR. Vi er 33 ansatte. Brutto burn var 0,5 MEUR i april.')),
    ).toEqual([
      ['revenue', 900_000, 'EUR', '2026-04-30'],
      ['headcount', 33, null, '2026-04-30'],
    ]);
  });

  it('reads a team count that ends its clause, and "ppl:"', () => {
    expect(brief(read('April: ARR $1.3M, burn $90k, team 12.'))).toEqual([
      ['arr', 1_300_000, 'USD', '2026-04-30'],
      ['burn', 90_000, 'USD', '2026-04-30'],
      ['headcount', 12, null, '2026-04-30'],
    ]);
    expect(brief(read('April\n• ppl: 16\n'))).toEqual([['headcount', 16, null, '2026-04-30']]);
    // A number that goes on ("team 2 weeks ago") is no count of the team.
    expect(brief(read('April: we told the team 2 weeks ago.'))).toEqual([]);
  });
});

describe('a table whose columns are months written short with a two-digit year', () => {
  it('reads "jan/26", "fev/26" and "mar/26" as months', () => {
    const text = 'Quadro (EUR):\n\n\tjan/26\tfev/26\tmar/26\nARR\t1.100.000\t1.150.000\t1.210.000\n';
    expect(brief(read(text, '2026-04-10'))).toEqual([
      ['arr', 1_100_000, 'EUR', '2026-01-31'],
      ['arr', 1_150_000, 'EUR', '2026-02-28'],
      ['arr', 1_210_000, 'EUR', '2026-03-31'],
    ]);
  });
});

describe('a figure not reached yet, and "Rev" for revenue', () => {
  it.each([
    'In April, ARR heading to $2.1M.',
    'Em abril, ARR a caminho dos 2,1 M€.',
    'Ad aprile ARR in rotta verso 2,1 M€.',
    'In april ARR op weg naar 2,1 M€.',
    'I april ARR på vei mot 2,1 M€.',
  ])('%s', (text) => {
    expect(brief(read(text))).toEqual([]);
  });

  it('reads "Rev" right before its figure as revenue, not as the ARR before it', () => {
    expect(brief(read('April: ARR $3.0M | Rev $260k | HC 31'))).toEqual([
      ['arr', 3_000_000, 'USD', '2026-04-30'],
      ['revenue', 260_000, 'USD', '2026-04-30'],
      ['headcount', 31, null, '2026-04-30'],
    ]);
  });
});
