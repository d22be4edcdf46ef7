/**
 * Forms met in the seventh outside corpus: plan columns in snake_case ("arr_plan_usd"), a quarter named and then
 * spelled out ("Q4 … (January–March)"), "respectively" after a sentence that named the months, a figure in
 * parentheses with its own month ("47 people (46 at the end of May)"), emoji bullets, short lines in a note
 * whose lines run long, a subject that is a company and a month in lower case ("vanefield may"), and "team's at
 * 39". Hand-written examples.
 */
import { describe, expect, it } from 'vitest';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue } from '../../lib/derive/types';

const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.effectiveAt]);
const prose = (text: string, writtenAt: string, subject = 'Update'): FoundValue[] =>
  findValues({ source: { type: 'email', id: 7 }, text, subject, writtenAt: new Date(writtenAt) });

describe('tables', () => {
  it('skips snake_case plan columns beside actual ones', () => {
    const rows = [
      ['month', 'arr_actual_usd', 'arr_plan_usd', 'net_burn_actual_usd', 'net_burn_plan_usd', 'headcount_plan'],
      ['2026-01', '3780000', '3700000', '512000', '540000', '42'],
    ];
    const found = findValues({
      source: { type: 'element', id: 3, fileId: 2 },
      text: '',
      rows,
      writtenAt: new Date('2026-04-14'),
    });
    expect(brief(found)).toEqual([
      ['arr', 3_780_000, '2026-01-31'],
      ['burn', 512_000, '2026-01-31'],
    ]);
  });
});

describe('periods', () => {
  it('dates a quarter by the months in parentheses after its name', () => {
    const text =
      'BOARD SUMMARY (fiscal year ended 31 March 2026)\n\n• Q4 net burn: averaged $655k per month (January–March)';
    expect(brief(prose(text, '2026-05-12', 'Board summary'))).toEqual([['burn', 655_000, '2026-03-31']]);
  });

  it('pairs "respectively" with the months the sentence before named', () => {
    const text =
      'ARR was $4.40M at the end of May and $4.52M at the end of June. Net burn was $520k and $561k respectively.';
    expect(brief(prose(text, '2026-07-08')).filter((v) => v[0] === 'burn')).toEqual([
      ['burn', 520_000, '2026-05-31'],
      ['burn', 561_000, '2026-06-30'],
    ]);
  });

  it('reads a figure in parentheses with its own month as the metric before it', () => {
    expect(brief(prose('We ended June at 47 people (46 at the end of May).', '2026-07-08'))).toEqual([
      ['headcount', 47, '2026-06-30'],
      ['headcount', 46, '2026-05-31'],
    ]);
  });

  it('takes a lower-case month closing a short subject as the month reported', () => {
    expect(
      brief(prose("team's at 39 after Gethin joined as head of flight ops", '2026-06-08', 'vanefield may')),
    ).toEqual([['headcount', 39, '2026-05-31']]);
  });
});

describe('lines', () => {
  it('reads each emoji bullet on its own', () => {
    const text =
      'Q2 wrap:\n\n🔥 Net burn down to $205k in June, from $240k in April\n👥 58 FTE + 14 seasonal temps in the warehouse';
    const found = prose(text, '2026-07-14', 'Hobnail Q2');
    expect(found.find((v) => v.metric === 'headcount')?.quote).toBe('58 FTE + 14 seasonal temps in the warehouse');
    expect(brief(found)).toContainEqual(['headcount', 58, '2026-06-30']);
  });

  it('keeps a short line apart from the next in a note whose lines run long', () => {
    const text = [
      'may in brief',
      '',
      'insight ARR crossed £1.3m (£1.30m exactly at 31/05, finally)',
      'burn £255k vs £262k in april. still a bit high, the second drone batch is on the books',
      '',
      'the north sea tender we mentioned? lost it to a rival, who apparently bid at cost. they just raised',
      'more so they can afford to.',
    ].join('\n');
    const found = prose(text, '2026-06-08', 'vanefield may');
    expect(brief(found)).toEqual([
      ['arr', 1_300_000, '2026-05-31'],
      ['burn', 255_000, '2026-05-31'],
      ['burn', 262_000, '2026-04-30'],
    ]);
    expect(found[0]?.quote).toBe('insight ARR crossed £1.3m (£1.30m exactly at 31/05, finally)');
  });
});
