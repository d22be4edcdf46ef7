/**
 * Notes in German, French and Spanish, and the wider reading they need (issue 20): thousands grouped with a space or
 * a point before a currency, month names and dates in those languages, their words for revenue, headcount, GMV and
 * plans, and figures that belong to one account. Every example is hand-written; expectations are read off the text.
 */
import { describe, expect, it } from 'vitest';
import { findAmounts } from '../../lib/derive/rules/amounts';
import { findPeriods } from '../../lib/derive/rules/periods';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue, TextBlock } from '../../lib/derive/types';

const source = { type: 'email', id: 11 } as const;
const at = (iso: string) => new Date(`${iso}T09:00:00Z`);

function read(text: string, extra: Partial<TextBlock> = {}): FoundValue[] {
  const found = findValues({ source, text, writtenAt: at('2026-05-06'), ...extra });
  for (const v of found)
    if (v.offset !== undefined) expect(text.slice(v.offset, v.offset + v.quote.length)).toBe(v.quote);
  return found;
}
const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.unit, v.effectiveAt.slice(0, 7)]);

describe('amounts grouped in thousands by one space or point', () => {
  it.each([
    ['burn net de 185 000 €', 185000, 'EUR'],
    ['Net Burn EUR 270.000', 270000, 'EUR'],
    ['Net Burn 410.000 EUR', 410000, 'EUR'],
    ['ingresos de 512.000 €', 512000, 'EUR'],
  ])('%s → %d %s', (text, value, currency) => {
    const found = findAmounts(text);
    expect(found.map((a) => [a.value, a.currency])).toEqual([[value, currency]]);
  });

  it('keeps an English decimal and a bare number as they are', () => {
    expect(findAmounts('ARR $2.750M').map((a) => a.value)).toEqual([2750000]);
    // Without a currency one group is not read as thousands: "120 000 visits" is no money figure.
    expect(findAmounts('about 120 000 visits').map((a) => a.value)).not.toContain(120000);
  });
});

describe('dates in French and Spanish', () => {
  const w = at('2026-05-06');
  it.each([
    ['au 31 mars', '2026-03-31'],
    ['a 31 de marzo', '2026-03-31'],
    ['a 30 de abril de 2026', '2026-04-30'],
    ['fin juin 2025', '2025-06-30'],
    ['Agosto de 2025', '2025-08-31'],
    ['el primer trimestre', '2026-03-31'],
    ['le quatrième trimestre 2025', '2025-12-31'],
  ])('%s → %s', (text, iso) => {
    expect(findPeriods(text, w).map((p) => p.effectiveAt)).toEqual([iso]);
  });

  it('still takes "may" and "mar" in lower case as words', () => {
    expect(findPeriods('we may hire; mar the plan', w)).toEqual([]);
  });
});

describe('notes in other languages', () => {
  it('reads a French note with a date that is not a headcount', () => {
    expect(brief(read('Nous étions 41 salariés au 30 avril ; burn net de 198 000 €.'))).toEqual([
      ['headcount', 41, null, '2026-04'],
      ['burn', 198000, 'EUR', '2026-04'],
    ]);
  });

  it('reads a Spanish quarter: revenue, ARR at a date, employees', () => {
    const found = brief(
      read('Cerramos el primer trimestre con ingresos de 402.000 € y un ARR de 1,7 M€ a 31 de marzo; 29 empleados.'),
    );
    expect(found).toEqual([
      ['revenue', 402000, 'EUR', '2026-03'],
      ['arr', 1700000, 'EUR', '2026-03'],
      ['headcount', 29, null, '2026-03'],
    ]);
  });

  it('takes a French business volume over a line break for GMV, not revenue', () => {
    const found = read("Avril : chiffre d'affaires de 96 000 €, pour un volume\nd'affaires de 1,1 M€.");
    expect(found.filter((v) => v.metric === 'revenue').map((v) => v.amount)).toEqual([96000]);
  });

  it.each([
    'Ziel für Dezember bleibt EUR 5 Mio. ARR.',
    "Objectif : 2,4 M€ d'ARR en décembre.",
    'Presupuesto revisado: ARR objetivo de 2,9 M€.',
    '2027 plan: $6.1M ARR.',
  ])('reads no value in a plan: %s', (text) => {
    expect(read(text)).toEqual([]);
  });
});

describe('what a figure belongs to', () => {
  it('reads British "annualised recurring revenue" as ARR, dated the month written about, not the one compared', () => {
    expect(brief(read('April: annualised recurring revenue reached 2.3 million euros (up 4% on March).'))).toEqual([
      ['arr', 2300000, 'EUR', '2026-04'],
    ]);
  });

  it("takes an account's ARR in a sentence about losing it as that account's", () => {
    expect(read('In April we lost one large customer in Porto, roughly €45k of ARR.')).toEqual([]);
  });

  it('still reads ARR that new customers bring the company to', () => {
    expect(brief(read('In April we signed 9 customers, bringing us to €2.1M of ARR.'))).toEqual([
      ['arr', 2100000, 'EUR', '2026-04'],
    ]);
  });
});

describe('a corrected figure', () => {
  it('reads the correction, not the figure it replaces', () => {
    expect(brief(read('Typo in my April note: ARR was $1.62m, not $1.26m.')).map((v) => v[1])).toEqual([1620000]);
  });
});
