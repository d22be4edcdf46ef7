/**
 * Forms met in the fifth outside corpus: a period's total column in snake_case ("q1_total") or German ("Summe
 * Q2"), a hyphenated "Netto-Burn", a French prior-year comparison written "(T3 2025 : 1 480 000 €)", a heading that
 * names a period and its results ("2. Q2 2026 results."), and headcounts told as "hired 3, now 17" or "forty-one
 * people strong". Hand-written examples.
 */
import { describe, expect, it } from 'vitest';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue, TextBlock } from '../../lib/derive/types';

const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.unit, v.effectiveAt, v.period]);
const prose = (text: string, writtenAt: string, subject = 'Update'): FoundValue[] =>
  findValues({ source: { type: 'email', id: 7 }, text, subject, writtenAt: new Date(writtenAt) });
const sheet = (rows: string[][], writtenAt: string, extra: Partial<TextBlock> = {}): FoundValue[] =>
  findValues({
    source: { type: 'element', id: 3, fileId: 2 },
    text: '',
    rows,
    writtenAt: new Date(writtenAt),
    ...extra,
  });

describe('a period total column', () => {
  it('reads "q1_total" beside monthly columns as the first quarter', () => {
    const rows = [
      ['metric', '2026-01', '2026-02', '2026-03', 'q1_total'],
      ['revenue_usd', '262000', '301000', '342000', '905000'],
    ];
    expect(brief(sheet(rows, '2026-06-16')).filter((v) => v[4] === 'quarter')).toEqual([
      ['revenue', 905_000, 'USD', '2026-03-31', 'quarter'],
    ]);
  });

  it('reads a German "Summe Q2" row and a "Netto-Burn Ist" column', () => {
    const rows = [
      ['Monat', 'Umsatz Ist', 'Umsatz Plan', 'Netto-Burn Ist', 'Netto-Burn Plan'],
      ['April 2026', '760', '720', '310', '330'],
      ['Summe Q2', '2460', '2280', '', ''],
    ];
    const found = brief(sheet(rows, '2026-07-09', { mailText: 'Alle Beträge in TEUR.' }));
    expect(found).toEqual([
      ['revenue', 760_000, 'EUR', '2026-04-30', 'month'],
      ['burn', 310_000, 'EUR', '2026-04-30', 'month'],
      ['revenue', 2_460_000, 'EUR', '2026-06-30', 'quarter'],
    ]);
  });
});

describe('prose', () => {
  it('reads a French prior-year quarter in parentheses', () => {
    const text = "Le chiffre d'affaires du T3 2026 s'élève à 2 150 000 € (T3 2025 : 1 480 000 €), porté par Lille.\n";
    expect(brief(prose(text, '2026-10-15', 'Compte rendu'))).toEqual([
      ['revenue', 2_150_000, 'EUR', '2026-09-30', 'quarter'],
      ['revenue', 1_480_000, 'EUR', '2025-09-30', 'quarter'],
    ]);
  });

  it('dates a minuted item by its "Q2 2026 results." heading, not the meeting day', () => {
    const text =
      'MINUTES OF THE BOARD OF DIRECTORS\n11 August 2026, by video\n\n' +
      '2. Q2 2026 results. Net revenue of $1.46M. Net burn averaged $248k per month over the quarter.\n';
    expect(brief(prose(text, '2026-08-12', 'Minutes'))).toEqual([
      ['revenue', 1_460_000, 'USD', '2026-06-30', 'quarter'],
      ['burn', 248_000, 'USD', '2026-06-30', 'month'],
    ]);
  });

  it('reads the team after "hired 3, now 17", and not the hires', () => {
    expect(brief(prose('q1 wrap:\n- we hired 3, now 17\n', '2026-04-08'))).toEqual([
      ['headcount', 17, null, '2026-03-31', 'quarter'],
    ]);
  });

  it('reads "forty-one people strong" across a line break as headcount', () => {
    const text = 'We ended the quarter forty-one people\nstrong, and Q3 revenue came to $640k.\n';
    expect(brief(prose(text, '2026-10-06'))).toEqual([
      ['headcount', 41, null, '2026-09-30', 'quarter'],
      ['revenue', 640_000, 'USD', '2026-09-30', 'quarter'],
    ]);
  });

  it('reads the metric the sentence before named for figures that follow their periods', () => {
    const text =
      'Net burn came down to about $590k in June. April and May were $540k and $560k; June carried the move.\n';
    expect(brief(prose(text, '2026-07-14'))).toEqual([
      ['burn', 590_000, 'USD', '2026-06-30', 'month'],
      ['burn', 540_000, 'USD', '2026-04-30', 'month'],
      ['burn', 560_000, 'USD', '2026-05-31', 'month'],
    ]);
    const apology = 'First, an apology: I never sent Q2 revenue in July. Q2 came in at $1.02M.\n';
    expect(brief(prose(apology, '2026-09-08'))).toEqual([['revenue', 1_020_000, 'USD', '2026-06-30', 'quarter']]);
  });

  it('takes no metric from a sentence that named several, or from another paragraph', () => {
    expect(brief(prose('£1.38m ARR, 25 people, burn £138k. Sept was £1.33m.\n', '2026-11-04'))).not.toContainEqual([
      'burn',
      1_330_000,
      'GBP',
      '2026-09-30',
      'month',
    ]);
    expect(brief(prose('Net burn was $410k in June.\n\nMay was $380k.\n', '2026-07-10'))).toEqual([
      ['burn', 410_000, 'USD', '2026-06-30', 'month'],
    ]);
  });

  it('dates what follows "Second, August." by August, not by the quarter read before it', () => {
    const text = 'First: Q2 revenue came in at $1.02M.\n\nSecond, August. Net burn was $1.7M. We are 68 people.\n';
    expect(brief(prose(text, '2026-09-08'))).toEqual([
      ['revenue', 1_020_000, 'USD', '2026-06-30', 'quarter'],
      ['burn', 1_700_000, 'USD', '2026-08-31', 'month'],
      ['headcount', 68, null, '2026-08-31', 'month'],
    ]);
  });
});
