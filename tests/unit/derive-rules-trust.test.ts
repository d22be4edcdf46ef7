import { describe, expect, it } from 'vitest';
import { ruleExtractor } from '../../lib/derive/extractor';
import type { FoundValue, TextBlock } from '../../lib/derive/types';

/*
 * Issue 20, defects 1, 2, 3, 5 and 9: what a careful analyst reads in each message, written from its text.
 * Every call goes through the extractor seam, as the pipeline does.
 */

const source = { type: 'email', id: 11 } as const;
const NOV_5 = new Date('2026-11-05T09:00:00Z');

function read(text: string, extra: Partial<TextBlock> = {}): FoundValue[] {
  const found = ruleExtractor.findValues({ source, text, writtenAt: NOV_5, ...extra });
  for (const v of found) {
    if (v.offset !== undefined) expect(text.slice(v.offset, v.offset + v.quote.length)).toBe(v.quote);
  }
  return found;
}
const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.unit, v.effectiveAt, v.period]);
const update = { subject: 'Acme — October 2026 investor update' };

describe('defect 1: a change or a note in parentheses is not the value', () => {
  it.each([
    ['- Headcount: 24 (3 joined)', [['headcount', 24, null]]],
    ['- Headcount: 24 (+3)', [['headcount', 24, null]]],
    ['- Headcount: 24 (2 left)', [['headcount', 24, null]]],
    ['Headcount is 31: 3 joined and 2 left this month.', [['headcount', 31, null]]],
    ['We are 38 FTEs, 4 more than in September.', [['headcount', 38, null]]],
    ['- Customers: 140 (12 new)', [['customers', 140, null]]],
    ['- ARR: $2.41M (up 12%)', [['arr', 2_410_000, 'USD']]],
    ['- ARR: $2.41M, $200K added this month', [['arr', 2_410_000, 'USD']]],
  ])('%s', (text, expected) => {
    expect(read(text, update).map((v) => [v.metric, v.amount, v.unit])).toEqual(expected);
  });

  it('still reads another metric named inside the parentheses', () => {
    expect(read('- Cash in bank: $3.1M (18 months of runway)', update).map((v) => [v.metric, v.amount])).toEqual([
      ['cash', 3_100_000],
      ['runway', 18],
    ]);
  });
});

describe('defect 2: "ended the quarter with" dates a balance at the end of that period', () => {
  const meeting = { type: 'meeting', id: 4 } as const;
  const oct20 = new Date('2026-10-20T14:00:00Z');

  it('dates a board meeting transcript line at the quarter end, not the meeting day', () => {
    const text =
      '**Jane Doe:** Thanks for making time. We ended the quarter with ARR of about $2.4M.\n**Bob Lee:** Good.';
    const found = read(text, { source: meeting, writtenAt: oct20, subject: 'Acme board meeting — Q3 2026' });
    expect(brief(found)).toEqual([['arr', 2_400_000, 'USD', '2026-09-30', 'quarter']]);
  });

  it.each([
    ['We closed the month with $850k in the bank.', NOV_5, ['cash', 850_000, 'USD', '2026-10-31', 'month']],
    ['Cash in bank at quarter end: $3.1M', oct20, ['cash', 3_100_000, 'USD', '2026-09-30', 'quarter']],
    [
      'We finished the year with 52 employees.',
      new Date('2027-01-12T09:00:00Z'),
      ['headcount', 52, null, '2026-12-31', 'year'],
    ],
    ['At the end of the quarter we had $3.1M in cash.', oct20, ['cash', 3_100_000, 'USD', '2026-09-30', 'quarter']],
  ])('%s', (text, writtenAt, expected) => {
    expect(brief(read(text, { writtenAt }))).toEqual([expected]);
  });
});

describe('defect 3: never dated at the end of a period that had not ended', () => {
  it('"in October" in a mail of 5 November is October, whatever "this month" says', () => {
    expect(brief(read('Short one this month: USD 3.2m ARR in October.'))).toEqual([
      ['arr', 3_200_000, 'USD', '2026-10-31', 'month'],
    ]);
  });

  it('a balance for the month in progress is as of the day written; a flow for it is not read', () => {
    expect(brief(read('ARR this month is $3.2M.'))).toEqual([['arr', 3_200_000, 'USD', '2026-11-05', 'point']]);
    expect(brief(read('Revenue this quarter so far is $500k.'))).toEqual([]);
    const late = new Date('2026-11-27T09:00:00Z');
    expect(brief(read('Revenue: $400k. Cash: $3M.', { writtenAt: late, subject: 'November update' }))).toEqual([
      ['cash', 3_000_000, 'USD', '2026-11-27', 'point'],
    ]);
  });

  it('a sheet column for the month in progress is not an actual', () => {
    const rows = [
      ['Metric', 'Oct 2026', 'Nov 2026'],
      ['ARR', '4400000', '4600000'],
    ];
    expect(brief(read('ARR 4400000 4600000', { rows, label: 'KPIs' }))).toEqual([
      ['arr', 4_400_000, null, '2026-10-31', 'month'],
    ]);
  });
});

describe("defect 5: a customer's, deal's, churn's, contract's or competitor's amount is not the company's", () => {
  it.each([
    'One mid-market churn (about $40k ARR) this month.',
    'We signed Globex, a $200k ARR contract.',
    'Our largest customer ($300k ARR) renewed for two years.',
    'We lost one $60k ARR account to a competitor.',
    'Our main competitor says it passed $40M ARR.',
    'A $1.2M ARR deal slipped to January.',
    'Churned ARR was $45k.',
    'One churn in September, a broker worth about £40k ARR.',
    'We lost one small practice (roughly £12k ARR) to a cheaper competitor.',
    'Management proposed ending 2027 at $2.5M ARR.',
  ])('%s', (text) => {
    expect(brief(read(text, update))).toEqual([]);
  });

  it("keeps the company's own figure in the same sentence", () => {
    expect(read('ARR reached $2.4M across 140 customers.', update).map((v) => [v.metric, v.amount])).toEqual([
      ['arr', 2_400_000],
      ['customers', 140],
    ]);
    expect(read('Despite one churn, ARR reached $2.4M in October.').map((v) => [v.metric, v.amount])).toEqual([
      ['arr', 2_400_000],
    ]);
  });
});

it('reads the closing balance of a bridge, not its opening or movements', () => {
  const text = 'Q3 ARR bridge: opening $6.1M, new $0.45M, expansion $0.27M, churn ($0.12M), closing $6.7M.';
  expect(brief(read(text))).toEqual([['arr', 6_700_000, 'USD', '2026-09-30', 'quarter']]);
});

describe('defect 9: a closed round is the latest round', () => {
  it.each([
    ['We closed our $15M Series A led by Sequoia.', 'Series A — $15M led by Sequoia'],
    ['We closed our Series A of $12M, led by a growth fund we have known for years.', 'Series A — $12M'],
    ['Big news: we raised a $3M seed round from Atomico and angels.', 'Seed — $3M'],
    ['We have closed our Series B.', 'Series B'],
  ])('%s', (text, value) => {
    const found = read(text);
    expect(found.map((v) => [v.metric, v.amount, v.unit, v.effectiveAt, v.period])).toEqual([
      ['round', value, null, '2026-11-05', 'point'],
    ]);
    // The citation is the sentence that says so.
    expect(found[0]?.quote).toBe(text);
  });

  it.each([
    'We plan to raise a Series B next year.',
    'We are raising a $20M Series B.',
    'Our competitor closed a $50M Series C.',
    'Congrats to Initech on their Series A!',
    'We will close the Series A in December.',
  ])('not a round of ours, or not closed: %s', (text) => {
    expect(read(text).filter((v) => v.metric === 'round')).toEqual([]);
  });
});
