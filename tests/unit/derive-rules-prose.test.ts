/**
 * Prose as founders, board secretaries and forwarding partners write it (issue 20): headcount in their own words,
 * figures dated by the month the note is about, forwards, fiscal and half years. Every example is hand-written.
 */
import { describe, expect, it } from 'vitest';
import { findPeriods } from '../../lib/derive/rules/periods';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue, TextBlock } from '../../lib/derive/types';

const source = { type: 'email', id: 9 } as const;
const at = (iso: string) => new Date(`${iso}T09:00:00Z`);

function read(text: string, extra: Partial<TextBlock> = {}): FoundValue[] {
  const found = findValues({ source, text, writtenAt: at('2026-11-05'), ...extra });
  // Every value cites a passage that contains it, exactly as written.
  for (const v of found)
    if (v.offset !== undefined) expect(text.slice(v.offset, v.offset + v.quote.length)).toBe(v.quote);
  return found;
}

/** metric, amount, unit, effectiveAt — the month is what counts. */
const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.unit, v.effectiveAt]);
const headcounts = (vs: FoundValue[]) => vs.filter((v) => v.metric === 'headcount').map((v) => v.amount);

describe('prose: headcount as people say it', () => {
  it.each([
    ['October: ARR $2.2M, 31 people, burn $140k.', 31],
    ['Where we are: 17 people.', 17],
    ['Still 14 of us.', 14],
    ['Burn was $80k. 23 on payroll.', 23],
    ['Team: 16 full-time now.', 16],
    ['Team: 11', 11],
    ['Burn £70k, team of 12.', 12],
    ['Team stays at 15.', 15],
    ['People: 26 (2 joined in the quarter).', 26],
    ['People at end of October: 33', 33],
    ['Octobre : ARR 1,2 M€, 14 personnes.', 14],
    ['Oktober: 52 Mitarbeitende.', 52],
    ['Nous sommes 19 salariés.', 19],
  ])('%s → %d', (text, n) => {
    expect(headcounts(read(text, { subject: 'October update' }))).toEqual([n]);
  });

  it('does not read people met, hired or joining as the team', () => {
    expect(headcounts(read('We met 40 people at the fair.', { subject: 'October update' }))).toEqual([]);
    expect(headcounts(read('Over 30 people joined the webinar.', { subject: 'October update' }))).toEqual([]);
    expect(headcounts(read('We hired 3 people in October.', { subject: 'October update' }))).toEqual([]);
  });
});

describe('prose: the month a note is about', () => {
  it('dates a current figure by the month the subject names, not the day sent', () => {
    const text = 'hi all,\n\nsolid month. ARR $610k. we are 12 people.\n\nbest';
    expect(brief(read(text, { subject: 'acme - october', writtenAt: at('2026-11-04') }))).toEqual([
      ['arr', 610_000, 'USD', '2026-10-31'],
      ['headcount', 12, null, '2026-10-31'],
    ]);
  });

  it('carries the month of the figures before to a figure that names none', () => {
    const text = 'Hi,\n\nSeptember ARR was $1.4M, October $1.5M. We are 27 people now.';
    expect(brief(read(text, { subject: 'Hello' }))).toEqual([
      ['arr', 1_400_000, 'USD', '2026-09-30'],
      ['arr', 1_500_000, 'USD', '2026-10-31'],
      ['headcount', 27, null, '2026-10-31'],
    ]);
  });

  it('reads a short lower-case month that opens a line', () => {
    const text = 'oct: $430k ARR, 8 people, $61k burn.';
    expect(brief(read(text, { subject: 'Fwd: numbers' }))).toEqual([
      ['arr', 430_000, 'USD', '2026-10-31'],
      ['headcount', 8, null, '2026-10-31'],
      ['burn', 61_000, 'USD', '2026-10-31'],
    ]);
  });

  it('does not date a figure by the month it is compared with', () => {
    const text = 'ARR closed October at $900k. Net burn was $120k, a bit more than September because of a prepayment.';
    expect(brief(read(text, { subject: 'October note' }))).toEqual([
      ['arr', 900_000, 'USD', '2026-10-31'],
      ['burn', 120_000, 'USD', '2026-10-31'],
    ]);
  });

  it('leaves the month named after a compared figure to that figure', () => {
    const text = 'Quick update. Gross margin held. Burn came in at $215k, down from $260k in August.';
    expect(brief(read(text, { subject: 'September update', writtenAt: at('2026-10-04') }))).toEqual([
      ['burn', 215_000, 'USD', '2026-09-30'],
      ['burn', 260_000, 'USD', '2026-08-31'],
    ]);
  });

  it('takes the month named outright over "month end" said after it', () => {
    const text = 'October trading: ARR £1.4m at month end.';
    expect(brief(read(text, { writtenAt: at('2026-10-31') }))).toEqual([['arr', 1_400_000, 'GBP', '2026-10-31']]);
  });

  it('reads "ended 2025 with" as the year end', () => {
    expect(brief(read('We ended 2025 with 21 people.', { writtenAt: at('2026-01-12') }))).toEqual([
      ['headcount', 21, null, '2025-12-31'],
    ]);
  });
});

describe('prose: half and fiscal years', () => {
  it('dates a balance at a half year end, and reads no half-year flow', () => {
    const text = 'We closed H1 with ARR at $2.9M.\n- H1 net burn in total €1.4M';
    expect(brief(read(text, { writtenAt: at('2026-07-08') }))).toEqual([['arr', 2_900_000, 'USD', '2026-06-30']]);
  });

  it('ends a fiscal year in the month the text gives', () => {
    const text = 'Our fiscal year ends in June. Revenue for fiscal year 2026: $3.3M.';
    expect(brief(read(text, { writtenAt: at('2026-07-20') }))).toEqual([['revenue', 3_300_000, 'USD', '2026-06-30']]);
  });

  it('ends a split fiscal year with the quarter that just closed', () => {
    const text = 'Revenue FY 2025/26: €4.1M.';
    expect(brief(read(text, { writtenAt: at('2026-07-20') }))).toEqual([['revenue', 4_100_000, 'EUR', '2026-06-30']]);
  });

  it('does not read the ends of a range as the period', () => {
    const found = findPeriods('Revenue for the year (July 2025 to June 2026) was $3.3M.', at('2026-07-20'));
    expect(found.map((m) => [m.effectiveAt, m.anchor])).toEqual([
      ['2025-07-31', false],
      ['2026-06-30', false],
    ]);
  });
});

describe('prose: forwards', () => {
  it('reads "as of today" in a forward as of the day the forwarded mail was written', () => {
    const text =
      'See below.\n________________________________\nVon: Lena Brandt <lena@acme.example>\nGesendet: Donnerstag, 1. Oktober 2026 08:10\nAn: Ada\nBetreff: Update\n\nTeam of 30 as of today.';
    expect(brief(read(text, { subject: 'WG: Neuigkeiten', writtenAt: at('2026-11-02') }))).toEqual([
      ['headcount', 30, null, '2026-10-01'],
    ]);
  });
});

describe('prose: sentences in bullets and lower case', () => {
  it('reads a bullet in its sentences, so a count is not given a metric of another sentence', () => {
    const text = 'Team\n- 25 FTE at quarter end. Open roles: 3 SE, 1 AE.';
    expect(headcounts(read(text, { subject: 'Q3 board notes' }))).toEqual([25]);
  });

  it('ends a sentence before a lower-case one', () => {
    const text = 'oct: ARR $700k. 14 people (we hired a marketer). burn $90k. november is the big one.';
    expect(brief(read(text, { subject: 'acme - october' }))).toEqual([
      ['arr', 700_000, 'USD', '2026-10-31'],
      ['headcount', 14, null, '2026-10-31'],
      ['burn', 90_000, 'USD', '2026-10-31'],
    ]);
  });

  it('reads "we\'re 11 now" and "we were still 44 at the end of July" as the team', () => {
    expect(headcounts(read('two people joined, so we’re 11 now.', { subject: 'October update' }))).toEqual([11]);
    const found = read('Hi Ada, we were still 44 at the end of July.', { writtenAt: at('2026-08-07') });
    expect(brief(found)).toEqual([['headcount', 44, null, '2026-07-31']]);
  });

  it('reads "this month" in a note about last month as that month', () => {
    const text = 'april: ARR $600k. two people joined this month, so we are 11 now.';
    expect(brief(read(text, { subject: 'acme - april', writtenAt: at('2026-05-04') }))).toEqual([
      ['arr', 600_000, 'USD', '2026-04-30'],
      ['headcount', 11, null, '2026-04-30'],
    ]);
  });
});

describe('prose: periods from around the sentence', () => {
  it('reads a figure given in parentheses with its own month', () => {
    const text = 'ARR of £700k at month end (January: £650k).';
    expect(brief(read(text, { writtenAt: at('2026-03-09') }))).toEqual([
      ['arr', 700_000, 'GBP', '2026-02-28'],
      ['arr', 650_000, 'GBP', '2026-01-31'],
    ]);
  });

  it('takes the year a heading opens with as its section', () => {
    const text = 'Hi,\n\n2025 in review\n• Revenue for the year: $2.1M\n\nBest';
    const found = read(text, { writtenAt: at('2026-01-20') });
    expect(found.map((v) => [v.metric, v.amount, v.effectiveAt, v.period])).toEqual([
      ['revenue', 2_100_000, '2025-12-31', 'year'],
    ]);
  });

  it('dates a figure naming no period by the recent month the note reports', () => {
    const text =
      'Ada,\n\nWe shipped v2 yesterday.\n\nTeam of 40 as of today.\n\nThanks for the intro to Acme.\n\nSeptember net burn was $1.3M.';
    expect(brief(read(text, { subject: 'Shipped', writtenAt: at('2026-10-01') }))).toEqual([
      ['headcount', 40, null, '2026-09-30'],
      ['burn', 1_300_000, 'USD', '2026-09-30'],
    ]);
  });

  it('dates a round by the day it closed when the sentence names it', () => {
    const found = read('We signed the €9M Series A on April 21 with Acme Ventures as lead.', {
      writtenAt: at('2026-05-05'),
    });
    expect(found.map((v) => [v.metric, v.effectiveAt])).toEqual([['round', '2026-04-21']]);
    expect(String(found[0]?.amount)).toContain('Series A');
  });
});

describe('prose: amounts as Europeans write them', () => {
  it.each([
    [
      'Oktober: ARR 4,2 Mio. EUR, Net Burn 310 Tsd. EUR.',
      [
        ['arr', 4_200_000, 'EUR'],
        ['burn', 310_000, 'EUR'],
      ],
    ],
    [
      'Octobre : ARR 760 k€, burn 95 k€.',
      [
        ['arr', 760_000, 'EUR'],
        ['burn', 95_000, 'EUR'],
      ],
    ],
    ['Im Oktober lag der ARR bei 3.400.000 EUR.', [['arr', 3_400_000, 'EUR']]],
    ['En octobre, ARR de 1 150 000 €.', [['arr', 1_150_000, 'EUR']]],
    ['In October ARR reached 3.3 million euros.', [['arr', 3_300_000, 'EUR']]],
  ])('%s', (text, expected) => {
    expect(read(text, { writtenAt: at('2026-11-05') }).map((v) => [v.metric, v.amount, v.unit])).toEqual(expected);
  });

  it('reads a figure for the metric right before it, not the one after', () => {
    const text = 'October ARR 900 K€ Burn 130 K€';
    expect(read(text).map((v) => [v.metric, v.amount])).toEqual([
      ['arr', 900_000],
      ['burn', 130_000],
    ]);
  });
});
