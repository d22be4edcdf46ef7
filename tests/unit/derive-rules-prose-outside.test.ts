/**
 * Prose as founders outside the rules' fixtures write it (issue 20): a lower-case month in a bracketed
 * comparison, a count dated "on 31 July", a per-month figure named before its metric ("$95k a month of net
 * burn"), and a metric named only in a parenthetical aside. Hand-written examples.
 */
import { describe, expect, it } from 'vitest';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue } from '../../lib/derive/types';

const source = { type: 'email', id: 41 } as const;
const read = (text: string, writtenAt: string, subject = 'Update'): FoundValue[] =>
  findValues({ source, text, subject, writtenAt: new Date(writtenAt) });
const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.effectiveAt]);

describe('prose written outside', () => {
  it('reads a lower-case month in a bracketed comparison as its own figure', () => {
    const found = brief(read('Quick March numbers.\n\n- ARR $1.4M (jan was $1.21M)\n', '2026-04-03T10:00:00Z'));
    expect(found).toContainEqual(['arr', 1_400_000, '2026-03-31']);
    expect(found).toContainEqual(['arr', 1_210_000, '2026-01-31']);
  });

  it('reads people counted on a named day', () => {
    expect(brief(read('We grew again: 57 people on 30 June.\n', '2026-07-08T10:00:00Z'))).toEqual([
      ['headcount', 57, '2026-06-30'],
    ]);
  });

  it('reads a per-month figure named before its metric', () => {
    expect(brief(read('We averaged $95k a month of net burn in Q2.\n', '2026-07-10T10:00:00Z'))).toEqual([
      ['burn', 95_000, '2026-06-30'],
    ]);
  });

  it('does not give a figure the metric of an aside in parentheses', () => {
    const found = brief(read('Revenue (fees only, not GMV) was $640k in Q2.\n', '2026-07-10T10:00:00Z'));
    expect(found).toEqual([['revenue', 640_000, '2026-06-30']]);
  });
});

describe('periods named outside the figure’s own words', () => {
  it('dates a fiscal year letter by the range its heading gives', () => {
    const text =
      'Annual letter, fiscal year 2026 (November 2025 – October 2026)\n\nFY26 revenue was $8.2M.\n\n' +
      'We ended the year with 77 employees.\n';
    expect(brief(read(text, '2026-11-20T10:00:00Z'))).toEqual([
      ['revenue', 8_200_000, '2026-10-31'],
      ['headcount', 77, '2026-10-31'],
    ]);
  });

  it('reads a numbered item that names only a period as the heading of what follows', () => {
    const text = 'Minutes, 14 May 2026\n\n1. Q1 2026. Revenue GBP 1.3M. Net burn GBP 210k per month.\n';
    expect(brief(read(text, '2026-05-15T10:00:00Z'))).toEqual([
      ['revenue', 1_300_000, '2026-03-31'],
      ['burn', 210_000, '2026-03-31'],
    ]);
  });

  it('does not take the period of a remark in parentheses', () => {
    const text = 'August.\n\nNet burn $310k (the bonus payout lands in September, not in this one).\n';
    expect(brief(read(text, '2026-09-03T10:00:00Z'))).toEqual([['burn', 310_000, '2026-08-31']]);
  });

  it('reads a team count given as "we are N as of" a date', () => {
    expect(brief(read("Hi all. We're 48 as of the end of June.\n", '2026-07-02T10:00:00Z'))).toEqual([
      ['headcount', 48, '2026-06-30'],
    ]);
  });
});

describe('board summaries', () => {
  it('dates a bare figure under a meeting-day heading by the period the summary reviewed', () => {
    const text = 'Board summary, 16 March:\n\n- ARR ended February at $4.1M\n- 37 people\n';
    expect(brief(read(text, '2026-03-17T10:00:00Z'))).toEqual([
      ['arr', 4_100_000, '2026-02-28'],
      ['headcount', 37, '2026-02-28'],
    ]);
  });
});
