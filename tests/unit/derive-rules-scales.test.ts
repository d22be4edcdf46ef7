/**
 * Tables written in thousands, columns marked in other languages, fiscal quarters, and sentences whose figure is
 * a running total, a monthly average, a part of a total or a count of something else (issue 20, "Numbers you can
 * trust"). Every example is hand-written; expectations are read off the text.
 */
import { describe, expect, it } from 'vitest';
import { findPeriods } from '../../lib/derive/rules/periods';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue, TextBlock } from '../../lib/derive/types';

const source = { type: 'email', id: 12 } as const;
const at = (iso: string) => new Date(`${iso}T09:00:00Z`);

function read(text: string, written: string, extra: Partial<TextBlock> = {}): FoundValue[] {
  const found = findValues({ source, text, writtenAt: at(written), ...extra });
  for (const v of found)
    if (v.offset !== undefined && !v.cell) expect(text.slice(v.offset, v.offset + v.quote.length)).toBe(v.quote);
  return found;
}
const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.unit, v.effectiveAt, v.period]);

describe('tables in thousands', () => {
  it('reads a corner cell "(EUR k)" as the unit of every money cell', () => {
    const text = [
      'Figures (EUR k) | May   | Jun',
      'Net burn        | 210   | 198',
      'ARR             | 1,840 | 1,905',
      'Headcount       | 22    | 23',
    ].join('\n');
    expect(brief(read(text, '2026-07-08'))).toEqual([
      ['burn', 210000, 'EUR', '2026-05-31', 'month'],
      ['burn', 198000, 'EUR', '2026-06-30', 'month'],
      ['arr', 1840000, 'EUR', '2026-05-31', 'month'],
      ['arr', 1905000, 'EUR', '2026-06-30', 'month'],
      ['headcount', 22, null, '2026-05-31', 'month'],
      ['headcount', 23, null, '2026-06-30', 'month'],
    ]);
  });

  it('reads a unit alone in the corner ("$000") and a period total column ("Q2 total")', () => {
    const text = ['$000\tApr\tMay\tJun\tQ2 total', 'Revenue\t95\t101\t104\t300'].join('\n');
    expect(brief(read(text, '2026-07-08')).filter((v) => v[4] === 'quarter')).toEqual([
      ['revenue', 300000, 'USD', '2026-06-30', 'quarter'],
    ]);
  });

  it('reads "in TEUR" above a German table, its points grouping thousands, "Ist" as actual, "Plan" as a plan', () => {
    const text = [
      'Hallo, hier die Zahlen für Juni (Ist vs. Plan), in TEUR:',
      '',
      'Kennzahl\tIst 06/2026\tPlan 06/2026',
      'ARR\t1.420\t1.500',
      'Net Burn\t185\t170',
    ].join('\n');
    expect(brief(read(text, '2026-07-08'))).toEqual([
      ['arr', 1420000, 'EUR', '2026-06-30', 'month'],
      ['burn', 185000, 'EUR', '2026-06-30', 'month'],
    ]);
  });

  it('keeps the scale of one table off another table written in full', () => {
    const text = [
      'Cash, in TEUR:',
      '',
      'KPI\tMay 2026',
      'Cash\t4.100',
      '',
      'And the team, in full:',
      '',
      'KPI\tMay 2026',
      'Net burn\t€230,000',
    ].join('\n');
    expect(brief(read(text, '2026-06-10'))).toEqual([
      ['cash', 4100000, 'EUR', '2026-05-31', 'month'],
      ['burn', 230000, 'EUR', '2026-05-31', 'month'],
    ]);
  });

  it('keeps a column header\'s own unit ("Revenue ($k)") to its column', () => {
    const rows = [
      ['Month', 'Revenue ($k)', 'EBITDA'],
      ['2026-05', '410', '-90000'],
    ];
    expect(brief(read('', '2026-06-10', { rows }))).toEqual([
      ['revenue', 410000, 'USD', '2026-05-31', 'month'],
      ['ebitda', -90000, null, '2026-05-31', 'month'],
    ]);
  });

  it('reads a cell\'s figure before a comparison in parentheses, not one marked "(est.)"', () => {
    const text = ['Q2 2026 (Apr-Jun)', 'Revenue:\t$1.6M (Q1: $1.4M)', 'Bookings:\t$2.0M (est.)'].join('\n');
    expect(brief(read(text, '2026-07-20'))).toEqual([['revenue', 1600000, 'USD', '2026-06-30', 'quarter']]);
  });

  it('reads "610.000" as six hundred and ten thousand in a table labelled in German', () => {
    const text = ['| | Q2 2026 Ist | Q2 2026 Budget |', '| Umsatzerlöse (EUR) | 725.000 | 700.000 |'].join('\n');
    expect(brief(read(text, '2026-07-20'))).toEqual([['revenue', 725000, 'EUR', '2026-06-30', 'quarter']]);
  });
});

describe('columns and rows marked in other languages', () => {
  it('reads Spanish "Real T2" as the actual quarter and skips "Presupuesto"; "Cifras en euros" is the currency', () => {
    const rows = [
      ['Concepto', 'Real T2', 'Presupuesto T2'],
      ['Ingresos', '430000', '450000'],
      ['Plantilla a 30/06', '27', '29'],
    ];
    const found = read('', '2026-07-14', { rows, mailText: 'Adjunto el cierre del trimestre. Cifras en euros.' });
    expect(brief(found)).toEqual([
      ['revenue', 430000, 'EUR', '2026-06-30', 'quarter'],
      ['headcount', 27, null, '2026-06-30', 'quarter'],
    ]);
  });

  it('reads French "Exercice 2025" columns as years', () => {
    const rows = [
      ['Rubrique', 'Exercice 2025', 'Exercice 2024'],
      ["Chiffre d'affaires", '1 900 000 €', '1 250 000 €'],
    ];
    expect(brief(read('', '2026-02-10', { rows }))).toEqual([
      ['revenue', 1900000, 'EUR', '2025-12-31', 'year'],
      ['revenue', 1250000, 'EUR', '2024-12-31', 'year'],
    ]);
  });

  it('dates a statement by "year ended 31 December 2025" at its top', () => {
    const text = [
      'Example Ltd',
      'Financial statements, year ended 31 December 2025',
      '',
      'Revenue                          EUR 840,000',
      'Employees at 31 December 2025    12',
    ].join('\n');
    expect(brief(read(text, '2026-03-20'))).toEqual([
      ['revenue', 840000, 'EUR', '2025-12-31', 'year'],
      ['headcount', 12, null, '2025-12-31', 'year'],
    ]);
  });
});

type Row = [string, number, string | null, string, string];

/** [what the rule reads, text, day written, the values read off the text by hand]. */
const PROSE: [string, string, string, Row[]][] = [
  [
    'a fiscal quarter with its months, and the bare "Q2" beside it, by the fiscal year the months imply',
    'Q3 FY27 (October to December) closed: revenue £640k, up from £600k in Q2.',
    '2027-01-12',
    [
      ['revenue', 640000, 'GBP', '2026-12-31', 'quarter'],
      ['revenue', 600000, 'GBP', '2026-09-30', 'quarter'],
    ],
  ],
  ['no fiscal quarter whose fiscal year the text does not give', 'Q2 FY27 revenue was £500k.', '2026-10-12', []],
  ['no table column headed by a fiscal quarter', 'KPI | Q1 FY26 | Q2 FY26\nRevenue | £410k | £455k', '2026-01-12', []],
  [
    '"the year" as the fiscal year the text says ends in March',
    'Our financial year ended on 31 March. We finished the year with 33 staff.',
    '2026-04-20',
    [['headcount', 33, null, '2026-03-31', 'year']],
  ],
  [
    '"FY26 (year to 31 March 2026)" as that fiscal year',
    '- FY26 (year to 31 March 2026) revenue £1.6m\n- 30 employees at year end',
    '2026-05-20',
    [
      ['revenue', 1600000, 'GBP', '2026-03-31', 'year'],
      ['headcount', 30, null, '2026-03-31', 'year'],
    ],
  ],
  [
    '"2025 closed with" as the year 2025',
    '2025 closed with revenue of $2.2M for the year.',
    '2026-01-20',
    [['revenue', 2200000, 'USD', '2025-12-31', 'year']],
  ],
  [
    'a range of three months that is a calendar quarter as that quarter',
    'Revenue for April–June was $0.8M.',
    '2026-07-15',
    [['revenue', 800000, 'USD', '2026-06-30', 'quarter']],
  ],
  [
    'a flow for the quarter its sentence names, not the day named after the quarter',
    'Cerramos el segundo trimestre a 30 de junio con ingresos del trimestre de 480.000 €.',
    '2026-07-09',
    [['revenue', 480000, 'EUR', '2026-06-30', 'quarter']],
  ],
  [
    'no running total through a date, and the quarter named for its part',
    'Through end of H1 we booked $3.1M of revenue, $1.7M of it in Q2.',
    '2026-07-10',
    [['revenue', 1700000, 'USD', '2026-06-30', 'quarter']],
  ],
  [
    'no count of shipments or units as money',
    'Q2 revenue EUR 1.4m on 38,200 shipments. June net burn $410K, 2,300 units shipped.',
    '2026-07-10',
    [
      ['revenue', 1400000, 'EUR', '2026-06-30', 'quarter'],
      ['burn', 410000, 'USD', '2026-06-30', 'month'],
    ],
  ],
  [
    "no half year's total as its last quarter's",
    'H1 revenue €650k, of which Q2 €350k.',
    '2026-07-20',
    [['revenue', 350000, 'EUR', '2026-06-30', 'quarter']],
  ],
  [
    'the total, not its parts',
    'Q2 revenue by channel: retail $0.9M, online $0.4M, so $1.3M total.',
    '2026-07-10',
    [['revenue', 1300000, 'USD', '2026-06-30', 'quarter']],
  ],
  [
    'a monthly average over a quarter as a month’s figure at the quarter’s end',
    'Net burn averaged about $300k per month over Q2.',
    '2026-07-10',
    [['burn', 300000, 'USD', '2026-06-30', 'month']],
  ],
  [
    '"May was £95k" with the metric of the figure before it',
    'June net burn £105k; May was £95k.',
    '2026-07-06',
    [
      ['burn', 105000, 'GBP', '2026-06-30', 'month'],
      ['burn', 95000, 'GBP', '2026-05-31', 'month'],
    ],
  ],
  [
    'a balance as of the day the sentence before named',
    'ARR was $3.4M on 30 September. Team of 41.',
    '2026-10-03',
    [
      ['arr', 3400000, 'USD', '2026-09-30', 'point'],
      ['headcount', 41, null, '2026-09-30', 'point'],
    ],
  ],
  [
    '"285 TEUR" as thousands of euros',
    'Mai: Net Burn 285 TEUR.',
    '2026-06-08',
    [['burn', 285000, 'EUR', '2026-05-31', 'month']],
  ],
  [
    'the month a row label names after a comma',
    'Quarter ended 30 June 2026. All figures GBP.\n\nLine              Actual\nNet burn, June    240,000',
    '2026-07-16',
    [['burn', 240000, 'GBP', '2026-06-30', 'month']],
  ],
  [
    'the month a row label names in parentheses before a colon',
    'Q2 2026 summary\n\nNet burn (Jun):    $310K\nCustomers:         40',
    '2026-07-16',
    [
      ['burn', 310000, 'USD', '2026-06-30', 'month'],
      ['customers', 40, null, '2026-06-30', 'quarter'],
    ],
  ],
  [
    '"T2" in a French report as the second quarter',
    'Résultats T2 : chiffre d’affaires de 610 000 € ; effectif au 30 juin : 24 salariés.',
    '2026-07-10',
    [
      ['revenue', 610000, 'EUR', '2026-06-30', 'quarter'],
      ['headcount', 24, null, '2026-06-30', 'point'],
    ],
  ],
  [
    'net revenue as revenue, and net revenue retention as NRR',
    'Q2: $480k net revenue. Net revenue retention 112%.',
    '2026-07-10',
    [
      ['revenue', 480000, 'USD', '2026-06-30', 'quarter'],
      ['nrr', 112, '%', '2026-06-30', 'quarter'],
    ],
  ],
  [
    'a currency in parentheses after the metric',
    'Q2 revenue (GBP): 310k vs 300k plan.\nARR (USD) at 30 June: 1.90m',
    '2026-07-16',
    [
      ['revenue', 310000, 'GBP', '2026-06-30', 'quarter'],
      ['arr', 1900000, 'USD', '2026-06-30', 'point'],
    ],
  ],
];

describe('fiscal periods, dates and figures a sentence leaves out', () => {
  it.each(PROSE)('reads %s', (_, text, written, expected) => {
    expect(brief(read(text, written))).toEqual(expected);
  });

  it('reads a lower-case month at the end of a subject, after a separator', () => {
    const found = read('quick fix: ARR was 2.15m.', '2026-07-02', { subject: 'Re: acme // june' });
    expect(brief(found)).toEqual([['arr', 2150000, null, '2026-06-30', 'month']]);
  });

  it('reads a lower-case month after "end of"', () => {
    expect(findPeriods('ARR at end of apr', at('2026-05-04')).map((p) => p.effectiveAt)).toEqual(['2026-04-30']);
  });

  it.each([
    ['We ended May with 52 people on staff.', 52],
    ['May: we added a designer, so 52 on the team now.', 52],
    ['may: 52 ppl, all good.', 52],
    ['May in numbers: 52 people at month end.', 52],
    ['May: hc 52 at month end.', 52],
    ['In May we hired two engineers, bringing us to 52.', 52],
    ['May closed with 52 team members.', 52],
    ['In May, 52 people on payroll.', 52],
    ['In May we burned €52,000 net.', 52000],
  ])('reads "%s"', (text, value) => {
    expect(read(text, '2026-06-10').map((v) => [v.amount, v.effectiveAt])).toEqual([[value, '2026-05-31']]);
  });
});
