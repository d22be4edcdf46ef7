import { describe, expect, it } from 'vitest';
import { stripQuoted } from '../../lib/derive/rules/sentences';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue, TextBlock } from '../../lib/derive/types';

const source = { type: 'element', id: 3, fileId: 9 } as const;
const NOV_5 = new Date('2026-11-05T09:00:00Z');

const read = (text: string, extra: Partial<TextBlock> = {}): FoundValue[] =>
  findValues({ source, text, writtenAt: NOV_5, ...extra });
const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.unit, v.effectiveAt, v.period]);

describe('findValues: tables', () => {
  it('reads a pipe table in a body, months as rows, quoting metric, month and cell exactly', () => {
    const text =
      'Numbers:\n\n| Month | ARR | Burn |\n|---|---|---|\n| Jul 2026 | 2.1M | 120k |\n| Aug 2026 | 2.3M | 115k |\n';
    const found = read(text);
    expect(brief(found)).toEqual([
      ['arr', 2_100_000, null, '2026-07-31', 'month'],
      ['burn', 120_000, null, '2026-07-31', 'month'],
      ['arr', 2_300_000, null, '2026-08-31', 'month'],
      ['burn', 115_000, null, '2026-08-31', 'month'],
    ]);
    expect(found[0]?.quote).toBe('ARR · Jul 2026 · 2.1M');
    expect(found[0]?.cell).toEqual({ row: 1, column: 1, rowLabel: 'Jul 2026', columnLabel: 'ARR' });
    expect(found[3]?.cell).toEqual({ row: 2, column: 2, rowLabel: 'Aug 2026', columnLabel: 'Burn' });
    // Each part is exact text; `offset` is where the cell (the last part) starts.
    for (const v of found) {
      const cell = v.quote.split(' · ').at(-1) ?? '';
      expect(text.slice(v.offset ?? -1, (v.offset ?? -1) + cell.length)).toBe(cell);
    }
    expect(found[2]?.offset).toBe(text.indexOf('2.3M'));
  });

  it('reads a tab-separated body table with months as columns', () => {
    const text = 'Metric\tJul 2026\tAug 2026\tSep 2026\nARR\t2.1M\t2.3M\t2.41M\nGross margin\t70%\t71%\t72%\n';
    const found = read(text);
    expect(brief(found).slice(2, 4)).toEqual([
      ['arr', 2_410_000, null, '2026-09-30', 'month'],
      ['gross_margin', 70, '%', '2026-07-31', 'month'],
    ]);
    expect(found).toHaveLength(6);
    expect(found[2]).toMatchObject({ quote: 'ARR · Sep 2026 · 2.41M', offset: text.indexOf('2.41M') });
    expect(found[2]?.cell).toEqual({ row: 1, column: 3, rowLabel: 'ARR', columnLabel: 'Sep 2026' });
  });

  it('reads sheet rows with months as columns, skipping forecast columns and blank rows', () => {
    const rows = [
      ['Acme KPIs', '', '', ''],
      ['Metric', 'Aug 2026', 'Sep 2026', 'Oct 2026 (forecast)'],
      ['ARR', '2.3M', '2.41M', '2.6M'],
      ['Headcount', '32', '38', '41'],
      ['', '', '', ''],
      ['Notes', 'all figures unaudited', '', ''],
    ];
    const found = read('(sheet)', { rows });
    expect(brief(found)).toEqual([
      ['arr', 2_300_000, null, '2026-08-31', 'month'],
      ['arr', 2_410_000, null, '2026-09-30', 'month'],
      ['headcount', 32, null, '2026-08-31', 'month'],
      ['headcount', 38, null, '2026-09-30', 'month'],
    ]);
    expect(found[1]).toMatchObject({ quote: 'ARR · Sep 2026 · 2.41M', offset: undefined });
    expect(found[1]?.cell).toEqual({ row: 2, column: 2, rowLabel: 'ARR', columnLabel: 'Sep 2026' });
  });

  it('reads sheet rows with months as rows, the unit and scale from the header', () => {
    const rows = [
      ['Month', 'Revenue ($k)', 'EBITDA', 'Customers'],
      ['2026-07', '310', '120000', '88'],
      ['2026-08', '325.5', '(110000)', '91'],
    ];
    const found = read('', { rows });
    expect(brief(found)).toEqual([
      ['revenue', 310_000, 'USD', '2026-07-31', 'month'],
      ['ebitda', 120_000, null, '2026-07-31', 'month'],
      ['customers', 88, null, '2026-07-31', 'month'],
      ['revenue', 325_500, 'USD', '2026-08-31', 'month'],
      ['ebitda', -110_000, null, '2026-08-31', 'month'],
      ['customers', 91, null, '2026-08-31', 'month'],
    ]);
    expect(found[3]).toMatchObject({
      quote: 'Revenue ($k) · 2026-08 · 325.5',
      cell: { row: 2, column: 1, rowLabel: '2026-08', columnLabel: 'Revenue ($k)' },
    });
  });

  it('reads the period forms sheets use as headers, and skips estimates', () => {
    const rows = [
      ['KPI', 'Q2 2026', 'Jul-26', '2026-08-31', 'Sep 2026 Actual', 'FY2025', '2027E'],
      ['Revenue', '900000', '310000', '320000', '330000', '2900000', '5000000'],
    ];
    expect(brief(read('', { rows }))).toEqual([
      ['revenue', 900_000, null, '2026-06-30', 'quarter'],
      ['revenue', 310_000, null, '2026-07-31', 'month'],
      ['revenue', 320_000, null, '2026-08-31', 'month'],
      ['revenue', 330_000, null, '2026-09-30', 'month'],
      ['revenue', 2_900_000, null, '2025-12-31', 'year'],
    ]);
  });

  it('reads an Actual column for the block’s period and skips Budget', () => {
    const text = 'Metric | Actual | Budget\nRevenue | $310k | $300k\nBurn | $120k | $130k';
    expect(brief(read(text, { subject: 'September 2026 update' }))).toEqual([
      ['revenue', 310_000, 'USD', '2026-09-30', 'month'],
      ['burn', 120_000, 'USD', '2026-09-30', 'month'],
    ]);
  });
});

describe('findValues: what is not a reported value', () => {
  it.each([
    'We expect ARR to reach $3M.',
    'Our forecast for revenue is $400k.',
    'Projected burn is $150k.',
    'Our target is $3M ARR.',
    'We plan to reach 60 employees.',
    'By year end we will have $5M ARR.',
    'Our goal is 200 customers.',
    'Pipeline of $5M in bookings.',
    'The budget for burn is $150k.',
    'Next quarter revenue should reach $500k.',
  ])('%s', (text) => {
    expect(read(text, { subject: 'October update' })).toEqual([]);
  });

  it('keeps the actual next to a target', () => {
    expect(
      brief(
        read('ARR was $2.4M vs. a target of $2.5M, and burn was $120k, under budget.', { subject: 'October update' }),
      ),
    ).toEqual([
      ['arr', 2_400_000, 'USD', '2026-10-31', 'month'],
      ['burn', 120_000, 'USD', '2026-10-31', 'month'],
    ]);
  });

  it('skips changes, additions and bare years', () => {
    const text =
      'Burn went down by $20k to $110k. We hired 5 engineers; headcount is 42. We added 12 customers. 2025 was great.';
    expect(brief(read(text, { subject: 'October update' }))).toEqual([
      ['burn', 110_000, 'USD', '2026-10-31', 'month'],
      ['headcount', 42, null, '2026-10-31', 'month'],
    ]);
  });

  it.each([
    ['">" lines', 'ARR: $2.4M\n\n> ARR: $1.9M\n> Burn: $90k'],
    [
      '"On … wrote:"',
      'ARR: $2.4M\n\nOn Mon, 5 Oct 2026 at 09:12, Jane Doe <jane@acme.com>\nwrote:\nARR: $1.9M\nBurn: $90k',
    ],
    ['"-----Original Message-----"', 'ARR: $2.4M\n\n-----Original Message-----\nARR: $1.9M\nBurn: $90k'],
    [
      'a "From: … Sent: …" block',
      'ARR: $2.4M\n\nFrom: Jane Doe\nSent: Monday, 5 October 2026 09:12\nTo: Ada\nSubject: Re: update\n\nARR: $1.9M\nBurn: $90k',
    ],
  ])('ignores text quoted from earlier mail: %s', (_, text) => {
    expect(brief(read(text, { subject: 'October update' }))).toEqual([
      ['arr', 2_400_000, 'USD', '2026-10-31', 'month'],
    ]);
  });

  it('stripQuoted keeps only the author’s own text', () => {
    const text = 'New numbers below.\n> old line\nARR: $2.4M\n\nOn Mon, 5 Oct 2026, Bob <b@x.io> wrote:\n> ARR: $1.9M';
    expect(stripQuoted(text)).toBe('New numbers below.\nARR: $2.4M');
  });

  it('reads a forwarded update, which is the content itself', () => {
    const text =
      'FYI below.\n\n---------- Forwarded message ---------\nFrom: Jane Doe\nSent: Monday, 5 October 2026\n\nARR: $1.9M';
    expect(brief(read(text, { subject: 'Fwd: October update' }))).toEqual([
      ['arr', 1_900_000, 'USD', '2026-10-31', 'month'],
    ]);
  });

  it('returns a value reported twice once', () => {
    const text = 'Highlights\n- ARR: $2.4M\n\nDetails: our ARR is $2.4M, and ARR was $2.4M in October.';
    const found = read(text, { subject: 'October update' });
    expect(brief(found)).toEqual([['arr', 2_400_000, 'USD', '2026-10-31', 'month']]);
    expect(found[0]?.quote).toBe('ARR: $2.4M');
  });
});
