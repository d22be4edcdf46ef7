/**
 * Periods and layouts met in mail written apart from the rules: German and Dutch quarters ("im ersten Quartal"),
 * "over the quarter" in minutes sent after it, a fiscal year "ended January 31", dot leaders between a label and
 * its figure, and a term sheet, which is no closed round. Hand-written examples.
 */
import { describe, expect, it } from 'vitest';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue } from '../../lib/derive/types';

const source = { type: 'email', id: 45 } as const;
const read = (text: string, writtenAt: string, subject = 'Update'): FoundValue[] =>
  findValues({ source, text, subject, writtenAt: new Date(writtenAt) });
const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.effectiveAt]);

describe('periods', () => {
  it('reads German and Dutch quarters by their ordinals', () => {
    expect(brief(read('Der Umsatz im zweiten Quartal lag bei 2,4 Mio. €.\n', '2026-08-12'))).toEqual([
      ['revenue', 2_400_000, '2026-06-30'],
    ]);
    expect(brief(read('De omzet in het derde kwartaal was € 910.000.\n', '2026-10-20'))).toEqual([
      ['revenue', 910_000, '2026-09-30'],
    ]);
  });

  it('dates a figure "over the quarter" at the end of the quarter the text looks back on', () => {
    expect(brief(read('Net burn averaged $310k per month over the quarter.\n', '2026-11-18', 'Board minutes'))).toEqual(
      [['burn', 310_000, '2026-09-30']],
    );
  });

  it('dates "for the quarter" by the fiscal quarter the letter reports', () => {
    const text = 'Q1 of fiscal 2027 (February through April) is done.\n\nRevenue for the quarter was $3.7M.\n';
    expect(brief(read(text, '2026-05-21', 'Letter'))).toEqual([['revenue', 3_700_000, '2026-04-30']]);
    const fiscalQ = 'Fiscal Q2 (May–July) summary:\n\nRevenue: USD 4.1 mn for the quarter\nHeadcount: 122\n';
    expect(brief(read(fiscalQ, '2026-08-24', 'Q2 FY27 letter'))).toEqual([
      ['revenue', 4_100_000, '2026-07-31'],
      ['headcount', 122, '2026-07-31'],
    ]);
  });

  it('dates table columns by a fiscal year "ended January 31"', () => {
    const text = [
      'Results for fiscal 2026 (year ended January 31, 2026).',
      '',
      '($mm)              FY26 actual    FY27 plan',
      'Revenue                  14.2          19.5',
      'Headcount (exit)          112           150',
      '',
    ].join('\n');
    expect(brief(read(text, '2026-02-26'))).toEqual([
      ['revenue', 14_200_000, '2026-01-31'],
      ['headcount', 112, '2026-01-31'],
    ]);
  });
});

describe('comparisons and years', () => {
  it('reads the figure a comparison in parentheses gives for the period it names', () => {
    expect(brief(read('- Revenue 2025: $7.2M (vs $5.0M in 2024)\n', '2026-01-20'))).toEqual([
      ['revenue', 7_200_000, '2025-12-31'],
      ['revenue', 5_000_000, '2024-12-31'],
    ]);
    expect(brief(read("- Chiffre d'affaires 2025 : 3,2 M€ (contre 2,6 M€ en 2024)\n", '2026-01-20'))).toEqual([
      ['revenue', 3_200_000, '2025-12-31'],
      ['revenue', 2_600_000, '2024-12-31'],
    ]);
    expect(brief(read('- closed 2025 at $455k arr (from $160k at end of 2024)\n', '2026-01-09'))).toEqual([
      ['arr', 455_000, '2025-12-31'],
      ['arr', 160_000, '2024-12-31'],
    ]);
  });

  it('reads a full year and what it is set against, and keeps the figures after it in the month reported', () => {
    const text = [
      '2025 is closed: revenue of £2.7m for the full year, against £1.9m in 2024.',
      '',
      'January itself was slow. Net burn £120k. We are thirty people, after two hires started on 6 January.',
      '',
    ].join('\n');
    expect(brief(read(text, '2026-02-10', 'January update'))).toEqual([
      ['revenue', 2_700_000, '2025-12-31'],
      ['revenue', 1_900_000, '2024-12-31'],
      ['burn', 120_000, '2026-01-31'],
      ['headcount', 30, '2026-01-31'],
    ]);
  });

  it("dates a rate given per month under a year that ended at the year's last month", () => {
    const found = read('- ended 2025 at $455k arr\n- burn running ~$95k/mo\n', '2026-01-09');
    expect(found.filter((v) => v.metric === 'burn').map((v) => [v.amount, v.effectiveAt, v.period])).toEqual([
      [95_000, '2025-12-31', 'month'],
    ]);
  });

  it('reads "Subscription ARR" as the ARR of a table', () => {
    const text = 'Metric\tMar-26\tFeb-26\nSubscription ARR (£)\t1,410,000\t1,370,000\n';
    expect(brief(read(text, '2026-04-12'))).toEqual([
      ['arr', 1_410_000, '2026-03-31'],
      ['arr', 1_370_000, '2026-02-28'],
    ]);
  });
});

describe('layouts', () => {
  it('reads lines with dot leaders, each figure with its own label', () => {
    const text = [
      'Recap of the Q3 numbers we reviewed:',
      '',
      '  Revenue ......................... $2.05M   (plan $1.9M)',
      '  ARR, end of quarter ............. $8.4M',
      '  Headcount, end of quarter ....... 64',
      '',
    ].join('\n');
    expect(brief(read(text, '2026-10-22', 'Board recap'))).toEqual([
      ['revenue', 2_050_000, '2026-09-30'],
      ['arr', 8_400_000, '2026-09-30'],
      ['headcount', 64, '2026-09-30'],
    ]);
  });
});

describe('a table row on one line', () => {
  it("reads each month or quarter named before a figure, in the label's unit, and no plan", () => {
    const text = [
      'Q2 KPI pack:',
      '',
      'ARR ($m): Apr 1.42, May 1.47, Jun 1.55 (Q2 budget 1.60)',
      'Headcount: Apr 30, May 31, Jun 33 (budget 35)',
      'Revenue ($k): Apr 120, May 131, Jun 140; Q2 total 391 (budget 400)',
      '',
    ].join('\n');
    expect(brief(read(text, '2026-07-14'))).toEqual([
      ['arr', 1_420_000, '2026-04-30'],
      ['arr', 1_470_000, '2026-05-31'],
      ['arr', 1_550_000, '2026-06-30'],
      ['headcount', 30, '2026-04-30'],
      ['headcount', 31, '2026-05-31'],
      ['headcount', 33, '2026-06-30'],
      ['revenue', 120_000, '2026-04-30'],
      ['revenue', 131_000, '2026-05-31'],
      ['revenue', 140_000, '2026-06-30'],
      ['revenue', 391_000, '2026-06-30'],
    ]);
  });
});

describe('label and figure lines', () => {
  it("reads the first line too, and a period that opens a label as the line's", () => {
    const text = [
      'March close, as requested:',
      '',
      'Q1 revenue                  £402k',
      'March net burn              £118k',
      'Headcount                   22',
      '',
    ].join('\n');
    expect(brief(read(text, '2026-04-16'))).toEqual([
      ['revenue', 402_000, '2026-03-31'],
      ['burn', 118_000, '2026-03-31'],
      ['headcount', 22, '2026-03-31'],
    ]);
  });
});

describe('French', () => {
  it('reads "CA du T2" as revenue and a "mensuel" burn as said per month', () => {
    expect(brief(read('- CA du T3 : 1 940 000 € (record)\n', '2026-10-08'))).toEqual([
      ['revenue', 1_940_000, '2026-09-30'],
    ]);
    const text = [
      '                          T3 2026 réel     T3 2026 budget',
      'Burn net mensuel moyen          98 000            105 000',
      'Effectif                           64                 66',
      '',
    ].join('\n');
    const burn = read(text, '2026-10-08').find((v) => v.metric === 'burn');
    expect(burn && [burn.amount, burn.effectiveAt, burn.perMonth]).toEqual([98_000, '2026-09-30', true]);
  });
});

describe('rounds', () => {
  it('reads rounds as board minutes record them, asides about other investors and all', () => {
    const rounds = (text: string) =>
      read(text, '2026-12-02', 'Board minutes')
        .filter((v) => v.metric === 'round')
        .map((v) => [v.amount, v.effectiveAt]);
    expect(
      rounds('The $21M Series B closed on 20 November 2026 (existing investors took up their pro rata).\n'),
    ).toEqual([['Series B — $21M', '2026-11-20']]);
    expect(rounds('The board ratified the seed extension: $2M, led by Kestrel, closed on 18 November 2026.\n')).toEqual(
      [['Seed — $2M led by Kestrel', '2026-11-18']],
    );
    expect(rounds('The chair confirmed that the Series A of £7m completed on 24 November 2026.\n')).toEqual([
      ['Series A — £7m', '2026-11-24'],
    ]);
  });

  it('reads a term sheet or a letter of intent as no closed round', () => {
    const rounds = (text: string) => read(text, '2026-10-06').filter((v) => v.metric === 'round');
    expect(rounds('Good news: we signed a term sheet for the Series B on Friday (lead: Harlow Peak).\n')).toEqual([]);
    expect(rounds('We signed a letter of intent for our $20M Series B with Northgate.\n')).toEqual([]);
    expect(rounds('We closed our $20M Series B on Friday, led by Northgate.\n').map((v) => v.amount)).toEqual([
      'Series B — $20M led by Northgate',
    ]);
  });
});
