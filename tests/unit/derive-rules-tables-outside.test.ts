import { describe, expect, it } from 'vitest';
import { distinct } from '../../lib/derive/pipeline';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue, TextBlock } from '../../lib/derive/types';
import { findQuotedCellIn, parseCellQuote } from '../../lib/sources/cell-quote';

// Tables as people outside the rules' own fixtures write them: indented headers, dot leaders, German and French
// numbers and months, day-first dates, currencies said once for the whole table.

const email = { type: 'email', id: 7 } as const;
const sheet = { type: 'element', id: 8, fileId: 9 } as const;
const read = (text: string, writtenAt: string, extra: Partial<TextBlock> = {}): FoundValue[] =>
  findValues({ source: email, text, writtenAt: new Date(writtenAt), ...extra });
const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.unit, v.effectiveAt, v.period]);

/** Every quote's last part is the cell, found at `offset` in the text. */
function expectCellsAt(text: string, found: FoundValue[]) {
  for (const v of found) {
    const cell = v.quote.split(' · ').at(-1) ?? '';
    expect(text.slice(v.offset ?? -1, (v.offset ?? -1) + cell.length)).toBe(cell);
  }
}

describe('tables written outside: layout', () => {
  it('keeps each header over its column when the header row leaves the corner blank', () => {
    const text =
      'Quarter summary below.\n\n' +
      '                   Q3 2026   Q4 2026\n' +
      'Closing ARR        €1.10M    €1.25M\n' +
      'Closing headcount  31        34\n';
    const found = read(text, '2027-01-12T09:00:00Z');
    expect(brief(found)).toEqual([
      ['arr', 1_100_000, 'EUR', '2026-09-30', 'quarter'],
      ['arr', 1_250_000, 'EUR', '2026-12-31', 'quarter'],
      ['headcount', 31, null, '2026-09-30', 'quarter'],
      ['headcount', 34, null, '2026-12-31', 'quarter'],
    ]);
    expect(found[1]?.quote).toBe('Closing ARR · Q4 2026 · €1.25M');
    expectCellsAt(text, found);
  });

  it('reads dot-leader lines for the period their heading names', () => {
    const text = 'Hi all,\n\nMarch snapshot:\n  MRR ........ $41K\n  Burn ....... $63K\n  Staff ...... 12\n\nBest, Jo';
    const found = read(text, '2026-04-09T09:00:00Z');
    expect(brief(found)).toEqual([
      ['mrr', 41_000, 'USD', '2026-03-31', 'month'],
      ['burn', 63_000, 'USD', '2026-03-31', 'month'],
      ['headcount', 12, null, '2026-03-31', 'month'],
    ]);
    expect(found[0]?.quote).toBe('MRR · $41K');
    expectCellsAt(text, found);
  });

  it('reads rows of a period whose cells name their metric ("ARR 740 K€")', () => {
    const text =
      'Les chiffres :\n\n  Juin (June)      ARR 740 K€    Burn 95 K€\n  Juillet (July)   ARR 780 K€    Burn 91 K€\n';
    const found = read(text, '2026-08-04T09:00:00Z');
    expect(brief(found)).toEqual([
      ['arr', 740_000, 'EUR', '2026-06-30', 'month'],
      ['burn', 95_000, 'EUR', '2026-06-30', 'month'],
      ['arr', 780_000, 'EUR', '2026-07-31', 'month'],
      ['burn', 91_000, 'EUR', '2026-07-31', 'month'],
    ]);
    expect(found[2]?.quote).toBe('Juillet (July) · ARR 780 K€');
    expectCellsAt(text, found);
  });
});

describe('tables written outside: numbers, months and labels in German and French', () => {
  it('reads German months, dot-grouped thousands and German labels, in the currency the text names', () => {
    const text =
      'Die Kennzahlen (in EUR):\n\n' +
      'Kennzahl        Juni 2026     Juli 2026\n' +
      'ARR             1.450.000     1.520.000\n' +
      'Burn              210.500       198.000\n' +
      'Beschäftigte           23            24\n';
    const found = read(text, '2026-08-06T09:00:00Z');
    expect(brief(found)).toEqual([
      ['arr', 1_450_000, 'EUR', '2026-06-30', 'month'],
      ['arr', 1_520_000, 'EUR', '2026-07-31', 'month'],
      ['burn', 210_500, 'EUR', '2026-06-30', 'month'],
      ['burn', 198_000, 'EUR', '2026-07-31', 'month'],
      ['headcount', 23, null, '2026-06-30', 'month'],
      ['headcount', 24, null, '2026-07-31', 'month'],
    ]);
    expect(found[3]?.quote).toBe('Burn · Juli 2026 · 198.000');
    expectCellsAt(text, found);
  });

  it('reads day-first month-end dates, space-grouped thousands and a label in two languages', () => {
    const text =
      'Le trimestre :\n\n' +
      '                      31/03/2026    30/06/2026\n' +
      'ARR (€)               2 350 000     2 610 000\n' +
      'Équipe / headcount    40            44\n';
    const found = read(text, '2026-07-09T09:00:00Z');
    expect(brief(found)).toEqual([
      ['arr', 2_350_000, 'EUR', '2026-03-31', 'month'],
      ['arr', 2_610_000, 'EUR', '2026-06-30', 'month'],
      ['headcount', 40, null, '2026-03-31', 'month'],
      ['headcount', 44, null, '2026-06-30', 'month'],
    ]);
    expect(found[1]?.quote).toBe('ARR (€) · 30/06/2026 · 2 610 000');
    expectCellsAt(text, found);
  });

  it('does not read an ambiguous day-month date as a period', () => {
    const text = 'KPIs:\n\n                 03/04/2026\nARR              $1.2M\n';
    expect(read(text, '2026-05-02T09:00:00Z').filter((v) => v.effectiveAt.startsWith('2026-03'))).toEqual([]);
  });

  it('reads a column headed "Team" as the headcount', () => {
    const text = '| Month | ARR ($) | Team |\n|---|---|---|\n| Jul | 280,000 | 8 |\n| Aug | 310,000 | 9 |\n';
    expect(brief(read(text, '2026-09-03T09:00:00Z'))).toEqual([
      ['arr', 280_000, 'USD', '2026-07-31', 'month'],
      ['headcount', 8, null, '2026-07-31', 'month'],
      ['arr', 310_000, 'USD', '2026-08-31', 'month'],
      ['headcount', 9, null, '2026-08-31', 'month'],
    ]);
  });
});

describe('tables written outside: the currency said once', () => {
  it('takes a sheet’s currency from a cell that only names it', () => {
    const rows = [
      ['GBP', 'Q1 2026', 'Q2 2026'],
      ['Revenue', '310000', '335000'],
    ];
    expect(brief(findValues({ source: sheet, text: '', rows, writtenAt: new Date('2026-07-15T09:00:00Z') }))).toEqual([
      ['revenue', 310_000, 'GBP', '2026-03-31', 'quarter'],
      ['revenue', 335_000, 'GBP', '2026-06-30', 'quarter'],
    ]);
  });

  it('takes an attachment’s currency from its email saying what all figures are in', () => {
    const rows = [
      ['KPI', 'Sep 2026'],
      ['ARR', '900000'],
    ];
    const block = { source: sheet, text: '', rows, writtenAt: new Date('2026-10-06T09:00:00Z') };
    expect(brief(findValues({ ...block, mailText: 'Hi, the sheet is attached. All figures EUR.' }))).toEqual([
      ['arr', 900_000, 'EUR', '2026-09-30', 'month'],
    ]);
    expect(brief(findValues({ ...block, mailText: 'Hi, the sheet is attached.' }))).toEqual([
      ['arr', 900_000, null, '2026-09-30', 'month'],
    ]);
  });
});

describe('tables written outside: a figure in the body that a table dates', () => {
  it('keeps the table’s period for the same figure the body states without one', () => {
    const writtenAt = '2026-10-14T09:00:00Z';
    const body = read('Pack attached. Headline: ARR $4.2M.', writtenAt, { subject: 'Q3 pack' });
    const rows = [
      ['USD', 'Q3 2026'],
      ['ARR', '4,200,000'],
    ];
    const table = findValues({ source: sheet, text: '', rows, writtenAt: new Date(writtenAt) });
    expect(brief(distinct([...body, ...table]))).toEqual([['arr', 4_200_000, 'USD', '2026-09-30', 'quarter']]);
  });

  it('gives a sheet figure written without a currency the one the body names for it', () => {
    const writtenAt = '2026-10-05T09:00:00Z';
    const body = read('September in brief:\n- ARR: €5.21M\n- Headcount: 42', writtenAt, {
      subject: 'September 2026 update',
    });
    const rows = [
      ['Metric', 'Aug 2026', 'Sep 2026'],
      ['ARR', '5100000', '5210000'],
    ];
    const table = findValues({ source: sheet, text: '', rows, writtenAt: new Date(writtenAt) });
    expect(brief(distinct([...body, ...table]).filter((v) => v.metric === 'arr'))).toEqual([
      ['arr', 5_100_000, null, '2026-08-31', 'month'],
      ['arr', 5_210_000, 'EUR', '2026-09-30', 'month'],
    ]);
  });
});

describe('tables written outside: labels and headers that narrow or name the period', () => {
  const at = (writtenAt: string, rows: string[][]) =>
    brief(findValues({ source: sheet, text: '', rows, writtenAt: new Date(writtenAt) }));

  it('dates a figure whose label names a month of its quarter column to that month', () => {
    expect(
      at('2026-10-12T09:00:00Z', [
        ['USD', 'Q3 2026'],
        ['Net burn (Aug)', '150,000'],
        ['Revenue (Dec)', '410,000'],
      ]),
    ).toEqual([
      ['burn', 150_000, 'USD', '2026-08-31', 'month'],
      ['revenue', 410_000, 'USD', '2026-09-30', 'quarter'],
    ]);
  });

  it('reads "Jun 26" as June 2026, and qualified labels as their metric', () => {
    expect(
      at('2026-08-05T09:00:00Z', [
        ['KPI', 'Jun 26', 'Jul 26'],
        ['Monthly net burn', '$95k', '$99k'],
        ['No. of employees', '23', '24'],
      ]),
    ).toEqual([
      ['burn', 95_000, 'USD', '2026-06-30', 'month'],
      ['burn', 99_000, 'USD', '2026-07-31', 'month'],
      ['headcount', 23, null, '2026-06-30', 'month'],
      ['headcount', 24, null, '2026-07-31', 'month'],
    ]);
  });

  it('reads German scale words in a German-written table', () => {
    expect(
      at('2026-08-05T09:00:00Z', [
        ['Kennzahl', 'Juli 2026'],
        ['ARR', '3,4 Mio. €'],
        ['Net Burn', '280 Tsd. €'],
      ]),
    ).toEqual([
      ['arr', 3_400_000, 'EUR', '2026-07-31', 'month'],
      ['burn', 280_000, 'EUR', '2026-07-31', 'month'],
    ]);
  });
});

describe('tables written outside: labels that are not the metric', () => {
  it('does not read "Pipeline / ARR", "Opening ARR" or "Average headcount" as the metric', () => {
    const rows = [
      ['KPI', 'Sep 2026'],
      ['Pipeline / ARR', '2,000,000'],
      ['Opening ARR', '1,500,000'],
      ['Average headcount', '40'],
      ['Closing ARR', '1,600,000'],
    ];
    expect(brief(findValues({ source: sheet, text: '', rows, writtenAt: new Date('2026-10-06T09:00:00Z') }))).toEqual([
      ['arr', 1_600_000, null, '2026-09-30', 'month'],
    ]);
  });
});

describe('tables written outside: blank cells', () => {
  it('keeps later cells under their headers when a cell is left blank', () => {
    const text =
      'Monthly KPIs:\n\n' +
      '                 Jul 2026    Aug 2026    Sep 2026\n' +
      'ARR              $1.9M       $2.0M       $2.1M\n' +
      'Headcount        31                      33\n' +
      'Net burn         $140k       $150k\n';
    const found = read(text, '2026-10-08T09:00:00Z');
    expect(brief(found)).toEqual([
      ['arr', 1_900_000, 'USD', '2026-07-31', 'month'],
      ['arr', 2_000_000, 'USD', '2026-08-31', 'month'],
      ['arr', 2_100_000, 'USD', '2026-09-30', 'month'],
      ['headcount', 31, null, '2026-07-31', 'month'],
      ['headcount', 33, null, '2026-09-30', 'month'],
      ['burn', 140_000, 'USD', '2026-07-31', 'month'],
      ['burn', 150_000, 'USD', '2026-08-31', 'month'],
    ]);
    expect(found[4]?.quote).toBe('Headcount · Sep 2026 · 33');
    expectCellsAt(text, found);
    // The source page marks that cell, under Sep 2026 on its line, though the row has a cell fewer.
    const quoted = parseCellQuote(found[4]?.quote);
    const at = text.indexOf('33\n');
    expect(quoted && findQuotedCellIn(text, quoted)).toEqual({ start: at, end: at + 2 });
  });
});

describe('figures written outside: currency words and French quarters', () => {
  it('reads a currency named in words after the figure', () => {
    const text = 'March was strong: annual recurring revenue reached 1.76 million euros at the end of the month.';
    expect(brief(read(text, '2026-04-07T09:00:00Z'))).toEqual([['arr', 1_760_000, 'EUR', '2026-03-31', 'month']]);
  });

  it('reads "T3 2026" headers as quarters and "Mio." as millions', () => {
    const rows = [
      ['KPI', 'T2 2026', 'T3 2026'],
      ['ARR', '3 Mio. €', '3.4 Mio. €'],
    ];
    expect(brief(findValues({ source: sheet, text: '', rows, writtenAt: new Date('2026-10-12T09:00:00Z') }))).toEqual([
      ['arr', 3_000_000, 'EUR', '2026-06-30', 'quarter'],
      ['arr', 3_400_000, 'EUR', '2026-09-30', 'quarter'],
    ]);
  });
});
