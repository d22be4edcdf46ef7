import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../../components/markdown/markdown';
import { QuoteProvider } from '../../components/sources/quote';
import { PlainText } from '../../components/sources/section';
import { SheetTable } from '../../components/sources/sheet-table';

const ROWS = [
  ['Metric', 'Sep 2026', 'Oct 2026'],
  ['Headcount', '17', '18'],
  ['Net burn', '$195K', '$185K'],
  ['Customers', '18', '21'],
];
const marks = (html: string) => [...html.matchAll(/<mark[^>]*>([\s\S]*?)<\/mark>/g)].map((m) => m[1]);
const withQuote = (quote: string, children: ReturnType<typeof createElement>) =>
  renderToStaticMarkup(createElement(QuoteProvider, { quote, children }));

describe('a table value’s citation marks its one cell', () => {
  it('in a sheet: the cell under its month in its metric’s row, not "18" elsewhere nor inside "$185K"', () => {
    const html = withQuote('Headcount · Oct 2026 · 18', createElement(SheetTable, { rows: ROWS }));
    expect(marks(html)).toEqual(['18']);
    // Row 2 of the body (Headcount), third cell.
    expect(html).toMatch(/<td[^>]*>Headcount<\/td><td[^>]*>17<\/td><td[^>]*><mark[^>]*>18<\/mark><\/td>/);
  });

  it('in months-as-rows sheets, the metric and the month label the cell either way round', () => {
    const rows = [
      ['month', 'arr_usd', 'headcount'],
      ['2026-09', '1100000', '18'],
      ['2026-10', '1180000', '18'],
    ];
    const html = withQuote('headcount · 2026-10 · 18', createElement(SheetTable, { rows }));
    expect(marks(html)).toEqual(['18']);
    expect(html).toMatch(/2026-10<\/td><td[^>]*>1180000<\/td><td[^>]*><mark/);
  });

  it('in plain text with a tab or pipe table', () => {
    const text =
      'KPIs below.\n\nMetric\tSep 2026\tOct 2026\nHeadcount\t17\t18\nNet burn\t$195K\t$185K\n\n18 people in all.';
    expect(marks(withQuote('Headcount · Oct 2026 · 18', createElement(PlainText, { children: text })))).toEqual(['18']);
    const pipes = '| Metric | Sep 2026 | Oct 2026 |\n|---|---|---|\n| Customers | 18 | 21 |\n| Headcount | 17 | 18 |';
    const html = withQuote('Headcount · Oct 2026 · 18', createElement(PlainText, { children: pipes }));
    expect(marks(html)).toEqual(['18']);
    expect(html).toContain('| Headcount | 17 | <mark');
  });

  it('in a Markdown table as the page renders it', () => {
    const source =
      '| Metric | Sep 2026 | Oct 2026 |\n|---|---|---|\n| Customers | 18 | 21 |\n| Headcount | 17 | **18** |';
    const html = renderToStaticMarkup(
      createElement(Markdown, { quote: 'Headcount · Oct 2026 · **18**', children: source }),
    );
    expect(marks(html)).toEqual(['18']);
  });

  it('an ordinary sentence is still marked wherever it matches', () => {
    const html = withQuote(
      'ARR reached $1.18M.',
      createElement(PlainText, { children: 'Hi. ARR reached $1.18M. Bye.' }),
    );
    expect(marks(html)).toEqual(['ARR reached $1.18M.']);
  });
});
