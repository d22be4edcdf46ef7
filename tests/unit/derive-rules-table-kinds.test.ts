import { describe, expect, it } from 'vitest';
import { parseFile } from '../../lib/intake/files/index';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue, TextBlock } from '../../lib/derive/types';
import { KESTREL_KPIS, kpiTablePdf } from '../fixtures/kpi-table-pdf';

const source = { type: 'element', id: 4, fileId: 2 } as const;
const NOV_3 = new Date('2026-11-03T10:00:00Z');
const OCT_6 = new Date('2026-10-06T10:00:00Z');

const csv = (text: string) => text.split('\n').map((line) => line.split(','));
const read = (block: Partial<TextBlock>): FoundValue[] => findValues({ source, text: '', writtenAt: NOV_3, ...block });
const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.unit, v.effectiveAt]);

describe('tables: which cells are actuals', () => {
  it('reads the actual rows of a CSV named "forecast", and not its forecast rows', () => {
    const rows = csv(
      'month,scenario,arr_usd,net_burn_usd\n2026-08,Actual,1020000,210000\n2026-09,Actual,1100000,195000\n' +
        '2026-10,Forecast,1180000,185000\n2026-11,Forecast,1260000,180000',
    );
    expect(brief(read({ rows, label: 'kestrel-forecast-2026.csv' }))).toEqual([
      ['arr', 1_020_000, 'USD', '2026-08-31'],
      ['burn', 210_000, 'USD', '2026-08-31'],
      ['arr', 1_100_000, 'USD', '2026-09-30'],
      ['burn', 195_000, 'USD', '2026-09-30'],
    ]);
  });

  it('does not take the month in progress from a forecast row of a neutrally named CSV', () => {
    const rows = csv(
      'Month,Type,ARR,Revenue\nJul 2026,Actual,2100000,180000\nAug 2026,Actual,2250000,190000\n' +
        'Sep 2026,Actual,2400000,205000\nOct 2026,Forecast,2550000,215000',
    );
    expect(brief(read({ rows, label: 'kpis.csv', writtenAt: OCT_6 }))).toEqual([
      ['arr', 2_100_000, null, '2026-07-31'],
      ['revenue', 180_000, null, '2026-07-31'],
      ['arr', 2_250_000, null, '2026-08-31'],
      ['revenue', 190_000, null, '2026-08-31'],
      ['arr', 2_400_000, null, '2026-09-30'],
      ['revenue', 205_000, null, '2026-09-30'],
    ]);
  });

  it('reads months as rows under snake_case headers', () => {
    const rows = csv('month,arr_usd,net_burn_usd\n2026-08,1020000,210000\n2026-09,1100000,195000');
    const found = read({ rows, label: 'kestrel_metrics.csv' });
    expect(brief(found)).toEqual([
      ['arr', 1_020_000, 'USD', '2026-08-31'],
      ['burn', 210_000, 'USD', '2026-08-31'],
      ['arr', 1_100_000, 'USD', '2026-09-30'],
      ['burn', 195_000, 'USD', '2026-09-30'],
    ]);
  });

  it('reads only the columns a row of Actual / Forecast marks as actuals', () => {
    const text = [
      '| Metric | Aug 2026 | Sep 2026 | Oct 2026 | Nov 2026 |',
      '|---|---|---|---|---|',
      '| | Actual | Actual | Actual | Forecast |',
      '| ARR | $1.02M | $1.10M | $1.18M | $1.26M |',
    ].join('\n');
    expect(brief(read({ source: { type: 'email', id: 1 }, text, subject: 'Kestrel October update' }))).toEqual([
      ['arr', 1_020_000, 'USD', '2026-08-31'],
      ['arr', 1_100_000, 'USD', '2026-09-30'],
      ['arr', 1_180_000, 'USD', '2026-10-31'],
    ]);
  });

  it('reads a header marked "(A)" and skips one marked "(F)", "Budget" or "Plan"', () => {
    const rows = [
      ['KPI', 'Sep 2026 (A)', 'Oct 2026 (A)', 'Oct 2026 Budget', 'Oct 2026 Plan', 'Nov 2026 (F)'],
      ['Net burn', '195,000', '185,000', '200,000', '190,000', '180,000'],
    ];
    expect(brief(read({ rows, label: 'Board KPIs' }))).toEqual([
      ['burn', 195_000, null, '2026-09-30'],
      ['burn', 185_000, null, '2026-10-31'],
    ]);
  });

  it('reads the Actual column of a sheet named as a plan, and not its Plan column', () => {
    const rows = [
      ['Metric', 'Actual', 'Plan'],
      ['ARR', '1,180,000', '1,250,000'],
    ];
    expect(brief(read({ rows, label: 'Plan vs actual', subject: 'Kestrel October update' }))).toEqual([
      ['arr', 1_180_000, null, '2026-10-31'],
    ]);
  });

  it('still reads nothing from a sheet named as a plan whose cells say nothing of actuals', () => {
    const rows = csv('Month,ARR\n2026-08,1020000\n2026-09,1100000');
    expect(read({ rows, label: 'Plan Q4' })).toEqual([]);
  });
});

describe('tables: citations', () => {
  it('quotes the metric label, the period header and the cell, each as written', () => {
    const rows = [
      ['Metric', 'Sep 2026', 'Oct 2026'],
      ['ARR', '1,100,000', '1,180,000'],
    ];
    const found = read({ rows, label: 'KPIs' });
    expect(found[1]).toMatchObject({
      quote: 'ARR · Oct 2026 · 1,180,000',
      cell: { row: 1, column: 2, rowLabel: 'ARR', columnLabel: 'Oct 2026' },
    });
  });

  it('quotes months-as-rows cells metric first, and points at the cell in a body table', () => {
    const text = 'Numbers:\n\nMonth\tARR\tBurn\n2026-09\t$1.10M\t$195k\n2026-10\t$1.18M\t$185k\n';
    const found = read({ source: { type: 'email', id: 1 }, text });
    expect(found[2]).toMatchObject({ quote: 'ARR · 2026-10 · $1.18M', offset: text.indexOf('$1.18M') });
  });
});

describe('tables in a PDF', () => {
  it('reads a KPI table drawn cell by cell', async () => {
    const bytes = await kpiTablePdf(KESTREL_KPIS.title, KESTREL_KPIS.rows, KESTREL_KPIS.footnote);
    const [page] = (await parseFile('kestrel-kpis.pdf', 'application/pdf', bytes)).elements;
    const found = read({ text: page?.content ?? '', label: page?.label });
    expect(brief(found)).toEqual([
      ['arr', 1_020_000, null, '2026-08-31'],
      ['arr', 1_100_000, null, '2026-09-30'],
      ['arr', 1_180_000, null, '2026-10-31'],
      ['burn', 210_000, null, '2026-08-31'],
      ['burn', 195_000, null, '2026-09-30'],
      ['burn', 185_000, null, '2026-10-31'],
    ]);
    expect(found[2]?.quote).toBe('ARR · Oct 2026 · 1,180,000');
  });
});
