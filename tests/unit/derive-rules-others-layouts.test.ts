/**
 * Forms met in the sixth outside corpus: a period in parentheses after each figure, figures that are another
 * company's (hearsay, a customer's revenue, a net loss), people beside the team who are not on it, a quarter said
 * to run over months ("Q1 for us is July to September"), and a metric heading over rows of periods and figures.
 * Hand-written examples.
 */
import { describe, expect, it } from 'vitest';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue } from '../../lib/derive/types';

const sheet = (rows: string[][], writtenAt: string): FoundValue[] =>
  findValues({ source: { type: 'element', id: 3, fileId: 2 }, text: '', rows, writtenAt: new Date(writtenAt) });

const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.unit, v.effectiveAt]);
const prose = (text: string, writtenAt: string): FoundValue[] =>
  findValues({ source: { type: 'email', id: 7 }, text, subject: 'Update', writtenAt: new Date(writtenAt) });

describe('periods', () => {
  it('dates each figure by the period in parentheses right after it', () => {
    expect(brief(prose('ARR: £2.36m (Apr), £2.41m (May), £2.52m (Jun)\n', '2026-07-10'))).toEqual([
      ['arr', 2_360_000, 'GBP', '2026-04-30'],
      ['arr', 2_410_000, 'GBP', '2026-05-31'],
      ['arr', 2_520_000, 'GBP', '2026-06-30'],
    ]);
  });

  it('dates fiscal quarters by the months the text says its first quarter runs', () => {
    const text =
      'Q1 for us is July to September.\n\nRevenue: A$1.31M for the quarter (Q1 FY26 was A$1.02M, so +28% year on year).\n';
    expect(brief(prose(text, '2026-10-13'))).toEqual([
      ['revenue', 1_310_000, 'AUD', '2026-09-30'],
      ['revenue', 1_020_000, 'AUD', '2025-09-30'],
    ]);
  });

  it('reads rows of periods and figures under a heading that names the metric', () => {
    const text =
      'Hi Ada,\n\nARR:\n  August     A$5.13M\n  September  A$5.30M\n\nNet burn:\n  August     A$545k\n  September  A$552k\n';
    const found = prose(text, '2026-10-13');
    expect(brief(found)).toEqual([
      ['arr', 5_130_000, 'AUD', '2026-08-31'],
      ['arr', 5_300_000, 'AUD', '2026-09-30'],
      ['burn', 545_000, 'AUD', '2026-08-31'],
      ['burn', 552_000, 'AUD', '2026-09-30'],
    ]);
    expect(found[0]?.quote).toBe('ARR · August · A$5.13M');
  });
});

describe('figures that are not ours', () => {
  it('reads no hearsay about another company', () => {
    expect(prose("Also heard Hushabye is telling people they're at $80M ARR, which, sure.\n", '2026-02-03')).toEqual(
      [],
    );
    expect(prose("Lumenstack announced a $120M Series D and says it's past $50M ARR.\n", '2026-10-03')).toEqual([]);
    expect(prose('Segundo fontes do mercado, a empresa tem ARR acima de R$ 22 milhões.\n', '2026-09-15')).toEqual([]);
    expect(prose('They did $410M in revenue last year, so their procurement is slow.\n', '2026-09-02')).toEqual([]);
  });

  it('reads a net loss as no revenue', () => {
    const text = 'Seaglyph disclosed $25M of 2025 revenue and a $62M net loss in its S-1.\n';
    expect(brief(prose(text, '2026-07-20')).filter((v) => v[1] === 62_000_000)).toEqual([]);
  });

  it('counts no interns or outside collaborators as the team', () => {
    expect(brief(prose('Organico: 27 dipendenti, più 2 stagisti del Politecnico.\n', '2026-01-12'))).toEqual([
      ['headcount', 27, null, '2025-12-31'],
    ]);
    expect(
      brief(prose('Organico a fine settembre: 33 dipendenti, oltre a 3 collaboratori esterni.\n', '2026-10-12')),
    ).toEqual([['headcount', 33, null, '2026-09-30']]);
  });
});

describe('sheets in Italian and Spanish', () => {
  it('reads "consuntivo" columns as actuals and "budget" ones as plans, before a unit in parentheses', () => {
    const rows = [
      ['Mese', 'ARR consuntivo (€)', 'ARR budget (€)', 'Burn netto consuntivo (€)', 'Organico (FTE)'],
      ['gen-26', '2530000', '2500000', '198000', '27'],
    ];
    expect(brief(sheet(rows, '2026-04-14'))).toEqual([
      ['arr', 2_530_000, 'EUR', '2026-01-31'],
      ['burn', 198_000, 'EUR', '2026-01-31'],
      ['headcount', 27, null, '2026-01-31'],
    ]);
  });

  it('reads Spanish month columns and "Quema neta"', () => {
    const rows = [
      ['Concepto', 'ene-26', 'dic-25'],
      ['Quema neta (€)', '139000', '131000'],
    ];
    expect(brief(sheet(rows, '2026-07-08'))).toEqual([
      ['burn', 139_000, 'EUR', '2026-01-31'],
      ['burn', 131_000, 'EUR', '2025-12-31'],
    ]);
  });
});

describe('Portuguese updates and minutes', () => {
  it('reads "1T26" quarters, "milhão" and "Queimamos"', () => {
    const text =
      'Receita líquida do 3T26: R$ 6,04 milhões (2T26: R$ 5,31 milhões)\n• Queimamos R$ 1,2 milhão em setembro\n';
    expect(brief(prose(text, '2026-10-07'))).toEqual([
      ['revenue', 6_040_000, 'BRL', '2026-09-30'],
      ['revenue', 5_310_000, 'BRL', '2026-06-30'],
      ['burn', 1_200_000, 'BRL', '2026-09-30'],
    ]);
  });

  it('reads a Série A the board ratified, dated the day it closed', () => {
    const text =
      '2. Série A. O conselho ratificou o fechamento da Série A de R$ 60 milhões, concluída em 21/08/2026, liderada pela Beaconfell Capital.\n';
    expect(brief(prose(text, '2026-08-29'))).toEqual([
      ['round', 'Series A — R$ 60 milhões led by Beaconfell Capital', null, '2026-08-21'],
    ]);
  });

  it('reads figures in parentheses followed by their months', () => {
    expect(brief(prose('We burned $560k in September ($630k July, $575k August).\n', '2026-10-09'))).toEqual([
      ['burn', 560_000, 'USD', '2026-09-30'],
      ['burn', 630_000, 'USD', '2026-07-31'],
      ['burn', 575_000, 'USD', '2026-08-31'],
    ]);
  });
});
