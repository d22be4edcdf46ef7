/**
 * Figures that are not a reported actual, though a metric stands beside them: a belief or a condition, a target
 * to reach "by December", a plan in French or under a plan's heading, the gap to a plan, a part a total includes
 * or leaves out, and what came in ("added ~$150k ARR"). And two ways of giving several months at once: columns
 * marked "Jan A", "Jan P", and "April and May were $2.11M and $2.26M". Hand-written examples.
 */
import { describe, expect, it } from 'vitest';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue } from '../../lib/derive/types';

const source = { type: 'email', id: 44 } as const;
const read = (text: string, writtenAt: string, subject = 'Update'): FoundValue[] =>
  findValues({ source, text, subject, writtenAt: new Date(writtenAt) });
const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.effectiveAt]);

describe('not an actual', () => {
  it('reads no figure someone believes in, or one on a condition', () => {
    expect(
      brief(read('We believe we pass $4M ARR in May if the hospital rollout goes ahead.\n', '2026-04-02')),
    ).toEqual([]);
    expect(brief(read('ARR could be $4M in May, provided the renewal lands.\n', '2026-04-02'))).toEqual([]);
  });

  it('reads no count to reach by a month', () => {
    expect(brief(read('Revenue $6.1M in 2025; 90 FTE by November.\n', '2026-02-20', 'Board notes'))).toEqual([
      ['revenue', 6_100_000, '2025-12-31'],
    ]);
  });

  it('reads the plan verb and French and German plans as plans', () => {
    expect(brief(read('For Q3 we plan ~$900k revenue and to end September at $4.1M ARR.\n', '2026-07-08'))).toEqual([]);
    expect(
      brief(read("La direction prévoit un effectif de 150 personnes à la fin de l'année.\n", '2026-10-15')),
    ).toEqual([]);
    expect(brief(read('Für Dezember erwarten wir einen Umsatz von 410 T€.\n', '2026-10-15'))).toEqual([]);
  });

  it('reads nothing under a heading that names a plan, and reads again under the next heading', () => {
    const text = [
      'Q3 2026 results',
      'Headcount at quarter end: 41',
      '',
      'Budget the board approved',
      'ARR (USD) 6.0m',
      'Headcount 60',
      '',
      'Cash',
      'Cash at 30 September: $8.2M',
      '',
    ].join('\n');
    expect(brief(read(text, '2026-10-12'))).toEqual([
      ['headcount', 41, '2026-09-30'],
      ['cash', 8_200_000, '2026-09-30'],
    ]);
  });

  it('reads no gap to a plan, but a figure that is under budget', () => {
    expect(brief(read('Net burn is running ~$80k/month over plan, mostly hiring.\n', '2026-06-16'))).toEqual([]);
    expect(brief(read('May net burn was $310k, under budget.\n', '2026-06-16'))).toEqual([
      ['burn', 310_000, '2026-05-31'],
    ]);
  });

  it('reads no part a figure includes or leaves out', () => {
    const text = [
      'Notes',
      '1. June burn includes a one-off $45k audit fee.',
      '2. Headcount excludes the 3 advisors on retainer.',
      '',
    ].join('\n');
    expect(brief(read(text, '2026-07-10'))).toEqual([]);
    // A figure the sentence states, with what it includes named before the verb, is still read.
    expect(brief(read('Headcount including contractors is 45 at the end of June.\n', '2026-07-10'))).toEqual([
      ['headcount', 45, '2026-06-30'],
    ]);
  });

  it('reads no amount added, however approximate', () => {
    expect(brief(read('Net of the churn we still added ~$120k ARR in May.\n', '2026-06-05'))).toEqual([]);
    expect(brief(read('We signed ≈$90k ARR in May.\n', '2026-06-05'))).toEqual([]);
  });
});

describe('several months at once', () => {
  it('reads the actual columns of a table marked "Jan A", "Jan P"', () => {
    const text = [
      'A = actual, P = plan.',
      '',
      '                     Apr A     Apr P     May A     May P',
      'ARR ($k)             2,140     2,100     2,210     2,200',
      'Headcount (FTE)         38        39        40        41',
      '',
    ].join('\n');
    expect(brief(read(text, '2026-06-09'))).toEqual([
      ['arr', 2_140_000, '2026-04-30'],
      ['arr', 2_210_000, '2026-05-31'],
      ['headcount', 38, '2026-04-30'],
      ['headcount', 40, '2026-05-31'],
    ]);
  });

  it('pairs "April and May" with "$2.11M and $2.26M", the metric named after the list', () => {
    expect(
      brief(read('July and August were $3.05M and $3.12M ARR; burn $290k and $310k respectively.\n', '2026-09-04')),
    ).toEqual([
      ['arr', 3_050_000, '2026-07-31'],
      ['arr', 3_120_000, '2026-08-31'],
      ['burn', 290_000, '2026-07-31'],
      ['burn', 310_000, '2026-08-31'],
    ]);
    // Two figures beside one period are no list of months: the metric after them is the second's only.
    expect(brief(read('The team crossed 80, 81 people on 31 August.\n', '2026-09-04'))).toEqual([
      ['headcount', 81, '2026-08-31'],
    ]);
  });
});
