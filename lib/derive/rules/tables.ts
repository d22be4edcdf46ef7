/**
 * Tables: pipe, tab or 2+-space tables in a body, and a sheet's rows. Either months are columns ("Metric | Jul 2026
 * | Aug 2026" with a row "ARR | 2.1M | 2.3M") or rows ("Month | Revenue | Burn" with "2026-07 | 310000 | 120000");
 * a table with metric rows and no period columns ("ARR | $2.4M", or an "Actual" column) is read for the block's
 * own period. Rows and columns marked Actual / Forecast / Plan / Budget decide which cells are actuals. A value
 * quotes its metric's label, its period's header and its cell, each as written (see lib/sources/cell-quote.ts).
 */

import { type CellRef } from '../types';
import { type Amount, cellAmount, labelUnit } from './amounts';
import { type MetricMention, fits, metricOfLabel } from './metrics';
import { cellPeriod, type Period } from './periods';
import { type Span, trimSpan } from './sentences';
import { combine, isMarkRow, type Mark, markOf, readableLabel, rowMark, splitMark } from './table-marks';
import { cellQuote } from '../../sources/cell-quote';

interface GridCell {
  text: string;
  /** Where the cell's (trimmed) text starts in the block's text; body tables only. */
  offset?: number;
}

interface TableValue {
  metric: MetricMention;
  amount: number;
  unit: string | null;
  period: Period;
  quote: string;
  offset?: number;
  cell: CellRef;
}

interface TextTable {
  grid: GridCell[][];
  /** The table's lines, to keep them out of sentence reading. */
  lines: Span[];
}

type Style = 'pipe' | 'tab' | 'space';
const SPLIT: Record<Style, RegExp> = { pipe: /\|/g, tab: /\t+/g, space: / {2,}|\t+/g };

function styleOf(line: string): Style | null {
  if ((line.match(/\|/g) ?? []).length >= 2) return 'pipe';
  if (/\S\t+\S/.test(line)) return 'tab';
  return / {2,}/.test(line.trim()) ? 'space' : null;
}

/** The cells of one line, with offsets; null for a pipe table's "|---|---|" separator. */
function cellsOf(text: string, line: Span, style: Style): GridCell[] | null {
  const raw = text.slice(line.start, line.end);
  const cells: GridCell[] = [];
  let from = 0;
  const push = (to: number) => {
    const s = trimSpan(text, { start: line.start + from, end: line.start + to });
    cells.push({ text: text.slice(s.start, s.end), offset: s.start });
  };
  for (const m of raw.matchAll(SPLIT[style])) {
    push(m.index);
    from = m.index + m[0].length;
  }
  push(raw.length);
  if (style === 'pipe') {
    if (cells[0]?.text === '') cells.shift();
    if (cells.at(-1)?.text === '') cells.pop();
    if (cells.every((c) => /^:?-{2,}:?$/.test(c.text))) return null;
  } else if (cells[0]?.text === '') cells.shift();
  return cells;
}

/** Tables in the given lines: 2+ consecutive lines of one style with 2+ cells (space tables: equal cell counts). */
export function textTables(text: string, lines: Span[]): TextTable[] {
  const out: TextTable[] = [];
  let run: { style: Style; grid: GridCell[][]; lines: Span[] } | null = null;
  const close = () => {
    if (!run) return;
    const { grid, style } = run;
    const counts = new Set(grid.map((r) => r.length));
    const plausible =
      style !== 'space' ||
      (counts.size === 1 &&
        grid.every((r) => r.every((c) => c.text.length <= 40)) &&
        grid.flat().some((c) => cellAmount(c.text)));
    if (grid.length >= 2 && plausible) out.push({ grid, lines: run.lines });
    run = null;
  };
  for (const line of lines) {
    const style = styleOf(text.slice(line.start, line.end));
    if (!style || (run && run.style !== style)) close();
    if (!style) continue;
    const cells = cellsOf(text, line, style);
    run ??= { style, grid: [], lines: [] };
    run.lines.push(line);
    // More than 40 columns is not a table anyone reads line by line (and would be slow to read).
    if (cells && cells.length >= 2 && cells.length <= 40) run.grid.push(cells);
    else if (cells) close();
  }
  close();
  return out;
}

export const gridFromRows = (rows: string[][]): GridCell[][] => rows.map((r) => r.map((text) => ({ text })));

const ACTUAL_HEADER = /^(?:actuals?|value|current|this month|amount|total)$/i;
const FORECAST_LABEL = /\b(?:forecasts?|fcst|budget|plan|target|projected|projection|goal|guidance|estimate)\b/i;

interface Reader {
  writtenAt: Date;
  /** The period for a value with no period in its table (the block's own period, by metric). */
  fallback: (metric: MetricMention) => Period;
  /** The sheet or file is named as a plan ("Forecast 2026.csv"): only cells marked Actual are actuals. */
  planned?: boolean;
}

/** Where a cell sits and what labels it: the metric's label and the period's header, as written. */
interface At {
  r: number;
  c: number;
  labelCol: number;
  header: number;
  metricLabel: string;
  periodLabel: string;
}

/** One cell as a value of `metric`, or null when it is not an amount that metric can have. */
function cellValue(grid: GridCell[][], at: At, metric: MetricMention, period: Period): TableValue | null {
  const { r, c, labelCol, header } = at;
  const cell = grid[r]?.[c];
  const amount: Amount | null = cell ? cellAmount(cell.text) : null;
  if (!cell || !amount) return null;
  const unit = labelUnit(readableLabel(at.metricLabel));
  const percent = amount.percent || (unit.percent && metric.def.kind === 'percent');
  if (!fits(metric.def.kind, amount, true, unit.percent)) return null;
  const money = metric.def.kind === 'money';
  // toPrecision: 2.41 × 1000 is 2410, not 2410.0000000000005.
  const value =
    money && !amount.scaled && unit.pow ? Number((amount.value * 10 ** unit.pow).toPrecision(15)) : amount.value;
  return {
    metric,
    amount: metric.def.kind === 'months' && amount.duration === 'years' ? value * 12 : value,
    unit: percent ? '%' : money ? (amount.currency ?? unit.currency) : null,
    period,
    quote: cellQuote([at.metricLabel, at.periodLabel], cell.text),
    offset: cell.offset,
    cell: {
      row: r,
      column: c,
      rowLabel: grid[r]?.[labelCol]?.text ?? '',
      columnLabel: header >= 0 ? (grid[header]?.[c]?.text ?? '') : '',
    },
  };
}

/** Values in a grid (a body table or a sheet's rows); blank rows separate tables within a sheet. */
export function readGrid(grid: GridCell[][], reader: Reader): TableValue[] {
  const out: TableValue[] = [];
  let from = 0;
  for (let r = 0; r <= grid.length; r++) {
    if (r < grid.length && (grid[r] ?? []).some((c) => c.text.trim() !== '')) continue;
    if (r > from) out.push(...readSegment(grid, from, r, reader));
    from = r + 1;
  }
  return out;
}

const texts = (row: GridCell[] | undefined): string[] => (row ?? []).map((c) => c.text);
const metricOf = (label: string): MetricMention | null =>
  FORECAST_LABEL.test(label) ? null : metricOfLabel(readableLabel(label));

function readSegment(grid: GridCell[][], from: number, to: number, reader: Reader): TableValue[] {
  const out: TableValue[] = [];
  const period = (text: string) => cellPeriod(splitMark(text).bare, reader.writtenAt);
  // Only actuals: a cell marked Actual, or one marked nothing in a table not named as a plan.
  const actual = (...marks: Mark[]) => {
    const mark = combine(...marks);
    return mark === 'actual' || (mark === null && !reader.planned);
  };
  const keep = (v: TableValue | null) => v && out.push(v);
  const markRows = grid.slice(from, to).filter((row) => isMarkRow(texts(row)));
  const columnMark = (j: number, head: GridCell[]) => {
    const text = head[j]?.text ?? '';
    return combine(markOf(text), splitMark(text).mark, ...markRows.map((row) => markOf(row[j]?.text ?? '')));
  };
  for (let h = from; h < Math.min(from + 5, to); h++) {
    const head = grid[h] ?? [];
    const periods = head.map((c, j) => (j === 0 ? null : period(c.text)));
    if (periods.some(Boolean) && !period(head[0]?.text ?? '')) {
      // Months as columns; an "Actual" column is the block's period, other columns (Variance, Budget) are skipped.
      for (let r = h + 1; r < to; r++) {
        const label = grid[r]?.[0]?.text ?? '';
        const metric = metricOf(label);
        if (!metric) continue;
        const own = rowMark(texts(grid[r]));
        head.forEach((c, j) => {
          const p = periods[j] ?? (j > 0 && ACTUAL_HEADER.test(c.text.trim()) ? reader.fallback(metric) : null);
          if (!p || !actual(own, columnMark(j, head))) return;
          keep(
            cellValue(grid, { r, c: j, labelCol: 0, header: h, metricLabel: label, periodLabel: c.text }, metric, p),
          );
        });
      }
      return out;
    }
    const metrics = head.map((c) => metricOf(c.text));
    const first = grid[h + 1] ?? [];
    const periodCol = first.findIndex((c, j) => !metrics[j] && period(c.text));
    if (metrics.some(Boolean) && periodCol >= 0) {
      // Months as rows; a scenario column ("Actual", "Forecast") or a marked month says what each row is.
      for (let r = h + 1; r < to; r++) {
        const when = grid[r]?.[periodCol]?.text ?? '';
        const p = period(when);
        const own = combine(rowMark(texts(grid[r])), splitMark(when).mark);
        if (!p) continue;
        metrics.forEach((m, j) => {
          if (!m || !actual(own, columnMark(j, head))) return;
          const at = { r, c: j, labelCol: periodCol, header: h, metricLabel: head[j]?.text ?? '', periodLabel: when };
          keep(cellValue(grid, at, m, p));
        });
      }
      return out;
    }
  }
  // Metric rows without period columns: "ARR | $2.4M". The first row is a header unless it names a metric.
  const header = metricOf(grid[from]?.[0]?.text ?? '') ? -1 : from;
  for (let r = header >= 0 ? header + 1 : from; r < to; r++) {
    const label = grid[r]?.[0]?.text ?? '';
    const metric = metricOf(label);
    if (!metric) continue;
    const row = grid[r] ?? [];
    const c = row.findIndex((cell, j) => j > 0 && cellAmount(cell.text));
    const head = header >= 0 ? (grid[header]?.[c]?.text ?? '') : '';
    if (c > 0 && !FORECAST_LABEL.test(head) && actual(rowMark(texts(row)), columnMark(c, grid[header] ?? [])))
      keep(
        cellValue(
          grid,
          { r, c, labelCol: 0, header, metricLabel: label, periodLabel: head },
          metric,
          reader.fallback(metric),
        ),
      );
  }
  return out;
}
