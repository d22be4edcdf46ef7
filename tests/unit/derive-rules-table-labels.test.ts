/**
 * Tables whose unit or layout is given in ways the earlier rules missed (issue 20): a tab table with blank cells,
 * the currency said alone on the line above ("EUR." / "Q3 figures, GBP:"), and snake_case headers carrying the
 * currency and scale ("cash_usd_k"). Hand-written examples.
 */
import { describe, expect, it } from 'vitest';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue } from '../../lib/derive/types';

const source = { type: 'email', id: 31 } as const;
const read = (text: string): FoundValue[] => findValues({ source, text, writtenAt: new Date('2026-10-07T09:00:00Z') });
const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.unit, v.effectiveAt]);

describe('table labels and layout', () => {
  it('keeps blank cells of a tab table, so each figure stays under its month', () => {
    const text = 'Q3 recap (USD):\n\n\tJul\tAug\tSep\tQ3\nRevenue\t\t\t\t910,000\nHeadcount\t31\t33\t36\t\n';
    expect(brief(read(text))).toEqual(
      expect.arrayContaining([
        ['headcount', 31, null, '2026-07-31'],
        ['headcount', 33, null, '2026-08-31'],
        ['headcount', 36, null, '2026-09-30'],
      ]),
    );
    expect(brief(read(text))).not.toContainEqual(['headcount', 31, null, '2026-09-30']);
  });

  it('takes the currency a line above the table names alone', () => {
    const text = 'Hi,\n\nEUR.\n\n| KPI | Sep-26 | Aug-26 |\n|---|---|---|\n| ARR | 2,100,000 | 2,050,000 |\n';
    expect(brief(read(text))).toEqual([
      ['arr', 2_100_000, 'EUR', '2026-09-30'],
      ['arr', 2_050_000, 'EUR', '2026-08-31'],
    ]);
  });

  it('takes the currency a heading ends with', () => {
    const text = 'September KPIs, GBP:\n\nKPI\tSep\nRevenue\t410,000\n';
    expect(brief(read(text))).toEqual([['revenue', 410_000, 'GBP', '2026-09-30']]);
  });

  it('reads the currency and scale of a snake_case header', () => {
    const text = 'month | revenue_eur_k | headcount\n------|------|------\nAug | 640 | 52\nSep | 655 | 54\n';
    expect(brief(read(text))).toEqual(
      expect.arrayContaining([
        ['revenue', 640_000, 'EUR', '2026-08-31'],
        ['revenue', 655_000, 'EUR', '2026-09-30'],
      ]),
    );
  });
});
