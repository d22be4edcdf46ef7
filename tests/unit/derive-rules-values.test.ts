import { describe, expect, it } from 'vitest';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue, TextBlock } from '../../lib/derive/types';

const source = { type: 'email', id: 7 } as const;
/** Early November: an update sent now covers October. */
const NOV_5 = new Date('2026-11-05T09:00:00Z');

function read(text: string, extra: Partial<TextBlock> = {}): FoundValue[] {
  const found = findValues({ source, text, writtenAt: NOV_5, ...extra });
  for (const v of found) {
    // The guarantee every test leans on: a quote is exactly the text at its offset.
    if (v.offset !== undefined) expect(text.slice(v.offset, v.offset + v.quote.length)).toBe(v.quote);
    if (!v.cell) expect(text).toContain(v.quote);
    expect(v.source).toEqual(source);
  }
  return found;
}

/** metric, amount, unit, effectiveAt, period — the parts most tests check. */
const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.unit, v.effectiveAt, v.period]);

describe('findValues: amounts and units', () => {
  it.each([
    ['ARR is $2.41M.', 'arr', 2_410_000, 'USD'],
    ['Cash in bank: USD 3.25M.', 'cash', 3_250_000, 'USD'],
    ['Revenue was 2,400,000 USD.', 'revenue', 2_400_000, 'USD'],
    ['Net burn was $850k.', 'burn', 850_000, 'USD'],
    ['ARR of 1.2m.', 'arr', 1_200_000, null],
    ['MRR reached 2.25 mn.', 'mrr', 2_250_000, null],
    ['Bookings: 120K.', 'bookings', 120_000, null],
    ['Revenue was €1.5M.', 'revenue', 1_500_000, 'EUR'],
    ['Monthly burn was £900k.', 'burn', 900_000, 'GBP'],
    ['EBITDA of EUR 2m.', 'ebitda', 2_000_000, 'EUR'],
    ['GMV reached $1.2bn.', 'gmv', 1_200_000_000, 'USD'],
    ['Gross margin was 45%.', 'gross_margin', 45, '%'],
    ['We are now 38 FTEs.', 'headcount', 38, null],
    ['NRR came in at 115%.', 'nrr', 115, '%'],
    ['Logo churn was 1.5%.', 'churn', 1.5, '%'],
    ['We have 18 months of runway.', 'runway', 18, null],
    ['Runway is 1.5 years.', 'runway', 18, null],
    ['We now serve 140 customers.', 'customers', 140, null],
    ['Employees: 52.', 'headcount', 52, null],
    ['We are 18 people now.', 'headcount', 18, null],
    ['We have 30 people on the team.', 'headcount', 30, null],
    ['EBITDA was -$200k.', 'ebitda', -200_000, 'USD'],
    ['We closed the month with $850k in the bank.', 'cash', 850_000, 'USD'],
  ])('%s', (text, metric, amount, unit) => {
    const found = read(text, { subject: 'October update' });
    expect(found.map((v) => [v.metric, v.amount, v.unit])).toEqual([[metric, amount, unit]]);
    expect(found[0]?.quote).toBe(text);
    expect(found[0]?.offset).toBe(0);
  });

  it('reads "people" as headcount only where it means the team', () => {
    expect(read('We met 18 people at the conference.', { subject: 'October update' })).toEqual([]);
    expect(read('Over 40 people joined the webinar.', { subject: 'October update' })).toEqual([]);
  });

  it('reads the figure for its own metric, not a growth rate', () => {
    expect(brief(read('ARR grew 15% to $2.4M in October.'))).toEqual([
      ['arr', 2_400_000, 'USD', '2026-10-31', 'month'],
    ]);
  });

  it('keeps a figure in another currency with its own unit', () => {
    const found = read('October revenue was $310k, while UK revenue was £90k in October.');
    expect(brief(found)).toEqual([
      ['revenue', 310_000, 'USD', '2026-10-31', 'month'],
      ['revenue', 90_000, 'GBP', '2026-10-31', 'month'],
    ]);
  });

  it('quotes the whole bullet line or sentence, hard-wrapped lines included', () => {
    const text = 'Hi all,\n\n- Cash in bank: $3.1M\n\nOur monthly recurring revenue reached\n$210k in October. Thanks!';
    const found = read(text);
    expect(found.map((v) => v.quote)).toEqual([
      'Cash in bank: $3.1M',
      'Our monthly recurring revenue reached\n$210k in October.',
    ]);
    expect(found.map((v) => v.offset)).toEqual([11, 32]);
  });
});

describe('findValues: periods', () => {
  it.each([
    ['an "October update" headline', 'October update\n\nARR: $2.4M', {}],
    ['an "October 2026 update" headline', 'October 2026 update\n\nARR: $2.4M', {}],
    ['the subject', 'ARR: $2.4M', { subject: "Acme — Oct '26 investor update" }],
    ['"in October"', 'In October ARR reached $2.4M.', {}],
  ])('a month named in %s ends on its last day', (_, text, extra) => {
    expect(brief(read(text, extra))).toEqual([['arr', 2_400_000, 'USD', '2026-10-31', 'month']]);
  });

  it('reads quarters, fiscal years and dates', () => {
    const text = 'Q3 2026 revenue was $900k. FY2025 revenue was $2.9M. Cash was $3.2M as of 30 September.';
    expect(brief(read(text))).toEqual([
      ['revenue', 900_000, 'USD', '2026-09-30', 'quarter'],
      ['revenue', 2_900_000, 'USD', '2025-12-31', 'year'],
      ['cash', 3_200_000, 'USD', '2026-09-30', 'point'],
    ]);
  });

  it('gives each figure in a sentence the period next to it', () => {
    const text =
      'Our Q3 2026 revenue was €1.5M and FY2025 revenue 2,400,000 USD. ARR grew from $1.8M in June to $2.4M in September.';
    expect(brief(read(text))).toEqual([
      ['revenue', 1_500_000, 'EUR', '2026-09-30', 'quarter'],
      ['revenue', 2_400_000, 'USD', '2025-12-31', 'year'],
      ['arr', 1_800_000, 'USD', '2026-06-30', 'month'],
      ['arr', 2_400_000, 'USD', '2026-09-30', 'month'],
    ]);
  });

  it('takes a month without a year from the year it last began, across January', () => {
    const jan5 = new Date('2026-01-05T08:00:00Z');
    const text = 'December revenue was $400k. Q4 revenue was $1.1M. January bookings so far: $50k.';
    // January is the month in progress: its bookings so far are not January's (issue 20, defect 3).
    expect(brief(read(text, { writtenAt: jan5 }))).toEqual([
      ['revenue', 400_000, 'USD', '2025-12-31', 'month'],
      ['revenue', 1_100_000, 'USD', '2025-12-31', 'quarter'],
    ]);
    // A dated update headline in January is December's too.
    expect(brief(read('ARR: $2M', { writtenAt: jan5, subject: 'Acme December update' }))).toEqual([
      ['arr', 2_000_000, 'USD', '2025-12-31', 'month'],
    ]);
  });

  it('dates figures without a period in an update to the last complete month', () => {
    const text = 'Monthly update\n\nCash: $3.1M. Revenue: $310k. Headcount: 38.';
    expect(brief(read(text))).toEqual([
      ['cash', 3_100_000, 'USD', '2026-10-31', 'month'],
      ['revenue', 310_000, 'USD', '2026-10-31', 'month'],
      ['headcount', 38, null, '2026-10-31', 'month'],
    ]);
    expect(brief(read('Quarterly update\n\nRevenue was $900k.'))).toEqual([
      ['revenue', 900_000, 'USD', '2026-09-30', 'quarter'],
    ]);
  });

  it('dates balances in an ad-hoc note to the day written, flows to the last complete month', () => {
    expect(brief(read('Quick note: cash is $3.2M and revenue was $280k.'))).toEqual([
      ['cash', 3_200_000, 'USD', '2026-11-05', 'point'],
      ['revenue', 280_000, 'USD', '2026-10-31', 'month'],
    ]);
  });

  it('takes the period of the heading above a list, and reads "last month"', () => {
    expect(brief(read('Highlights for Q3 2026:\n- Revenue: $900k\n- Gross margin 68%'))).toEqual([
      ['revenue', 900_000, 'USD', '2026-09-30', 'quarter'],
      ['gross_margin', 68, '%', '2026-09-30', 'quarter'],
    ]);
    expect(brief(read('Burn last month was $95k.'))).toEqual([['burn', 95_000, 'USD', '2026-10-31', 'month']]);
  });
});

describe('findValues: plans are not actuals', () => {
  it('drops a figure for a period that had not begun when the text was written', () => {
    expect(brief(read('Hiring plan: 42 FTEs by March 2027.'))).toEqual([]);
    expect(brief(read('Planned headcount at year end: 85.'))).toEqual([]);
    // October is over on 5 November; the figure stands.
    expect(brief(read('October revenue was $1.2M.'))).toEqual([['revenue', 1_200_000, 'USD', '2026-10-31', 'month']]);
  });

  it('reads nothing from a sheet named as a plan, and reads the same cells under another name', () => {
    const rows = [
      ['Metric', 'Oct 2026', 'Nov 2026'],
      ['ARR', '4400000', '4600000'],
    ];
    const sheet = { source, text: 'ARR 4400000 4600000', rows, writtenAt: new Date('2026-12-05T09:00:00Z') };
    expect(findValues({ ...sheet, label: 'Plan Q4' })).toEqual([]);
    expect(findValues({ ...sheet, label: 'Budget 2027' })).toEqual([]);
    expect(brief(findValues({ ...sheet, label: 'Actuals' }))).toEqual([
      ['arr', 4_400_000, null, '2026-10-31', 'month'],
      ['arr', 4_600_000, null, '2026-11-30', 'month'],
    ]);
  });

  it('keeps the reported currency and drops the restatement in another one', () => {
    const text = "ARR: €1.85M (about $2.15M at today's rate).";
    expect(brief(read(text, { subject: 'October 2026 investor update' }))).toEqual([
      ['arr', 1_850_000, 'EUR', '2026-10-31', 'month'],
    ]);
  });
});
