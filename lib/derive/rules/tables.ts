/**
 * Tables: pipe, tab or 2+-space tables in a body, and a sheet's rows. Either months are columns ("Metric | Jul 2026
 * | Aug 2026" with a row "ARR | 2.1M | 2.3M") or rows ("Month | Revenue | Burn" with "2026-07 | 310000 | 120000");
 * a table with metric rows and no period columns ("ARR | $2.4M", or an "Actual" column) is read for the block's
 * own period. Rows and columns marked Actual / Forecast / Plan / Budget decide which cells are actuals. A value
 * quotes its metric's label, its period's header and its cell, each as written (see lib/sources/cell-quote.ts).
 */

import { findPeriods, type Period } from './periods';
import { type MetricMention } from './metrics';
import { type Span, trimSpan } from './sentences';
import {
  ACTUAL_HEADER,
  cellValue,
  conventionsOf,
  labelledCell,
  FORECAST_LABEL,
  type GridCell,
  metricOf,
  type Reader,
  type TableValue,
  texts,
} from './table-cells';
import { byColumns } from './table-columns';
import { combine, isMarkRow, type Mark, markOf, readableLabel, rowMark, splitMark } from './table-marks';
import { dotGrouped, tableAmount } from './table-numbers';
import { fiscalHeader, headerPeriod } from './table-periods';

interface TextTable {
  grid: GridCell[][];
  /** The table's lines, to keep them out of sentence reading. */
  lines: Span[];
}

// 'leader': dot leaders between a label and its figure ("ARR ......... $5.30M").
// 'tabs': a tab table split at every tab, blank cells kept (see exactTabs).
type Style = 'pipe' | 'tab' | 'tabs' | 'space' | 'leader';
const LEADER = /\s\.{3,}\s*(?=\S)|\.{4,}\s*(?=\S)/;
const SPLIT: Record<Style, RegExp> = {
  pipe: /\|/g,
  tab: /\t+/g,
  tabs: /\t/g,
  space: / {2,}|\t+/g,
  leader: /\s*\.{3,}\s*| {2,}|\t+/g,
};

function styleOf(line: string): Style | null {
  if ((line.match(/\|/g) ?? []).length >= 2) return 'pipe';
  if (/\S\t+\S/.test(line)) return 'tab';
  if (LEADER.test(line.trim())) return 'leader';
  return / {2,}/.test(line.trim()) ? 'space' : null;
}

/** An ASCII table's rule line: dashes crossed by "+" or "|" ("----+----", "+----+----+"). */
const isRule = (line: string): boolean => /^[\s\-=+|:]+$/.test(line) && /[-=]{3}/.test(line) && /[+|]/.test(line);

/** The cells of one line, with offsets; null for a pipe table's "|---|---|" or "|---+---|" separator. */
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
    if (cells.every((c) => /^[:+]?-{2,}(?:\+-+)*[:+]?$/.test(c.text))) return null;
  } else if (cells[0]?.text === '') cells.shift();
  return cells;
}

/** Tables in the given lines: 2+ consecutive lines of one style with 2+ cells (space tables: equal cell counts). */
export function textTables(text: string, lines: Span[]): TextTable[] {
  const out: TextTable[] = [];
  let run: { style: Style; grid: GridCell[][]; lines: Span[] } | null = null;
  const close = () => {
    if (!run) return;
    const { style } = run;
    let { grid } = run;
    alignCorner(text, run.lines, grid);
    if (style === 'tab') grid = exactTabs(text, run.lines) ?? grid;
    if (style === 'space' && new Set(grid.map((r) => r.length)).size > 1) grid = byColumns(text, run.lines) ?? grid;
    const counts = new Set(grid.map((r) => r.length));
    const plausible =
      (style !== 'space' && style !== 'leader') ||
      (counts.size === 1 &&
        grid.every((r) => r.every((c) => c.text.length <= 40)) &&
        grid.flat().some((c) => tableAmount(c.text, dotGrouped([c.text])) || labelledCell(c.text, false)));
    if (grid.length >= 2 && plausible) out.push({ grid, lines: run.lines });
    run = null;
  };
  for (const line of lines) {
    // "----+-----" or "+-----+-----+" between a pipe table's header and rows (or around them): no row of its own.
    if (run?.style === 'pipe' && isRule(text.slice(line.start, line.end))) {
      run.lines.push(line);
      continue;
    }
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

/**
 * A header over a blank corner ("            Q1 2026   Q2 2026" above "Revenue   £168k   £190k") has one cell
 * fewer than its rows: the blank corner cell is put back, so each header stays over its column.
 */
function alignCorner(text: string, lines: Span[], grid: GridCell[][]): void {
  const [head, ...rows] = grid;
  const first = lines[0];
  if (!first || !head || rows.length === 0) return;
  if (/^[ \t]/.test(text.slice(first.start, first.end))) {
    if (rows.every((r) => r.length === head.length + 1)) grid[0] = [{ text: '', offset: first.start }, ...head];
    return;
  }
  // A PDF's text loses the blank corner's indent: header rows of periods and marks ("Q1 2026 | Q1 2026 | Q4
  // 2025", "actual | budget | actual") one cell short of the labelled rows under them.
  const width = grid.at(-1)?.length ?? 0;
  let h = 0;
  while (h < Math.min(3, grid.length - 1) && isShortHeader(grid[h] ?? [], width)) h++;
  const body = grid.slice(h);
  if (h === 0 || !body.every((r) => r.length === width && !tableAmount(r[0]?.text ?? '', false))) return;
  for (let r = 0; r < h; r++) {
    const row = grid[r] ?? [];
    grid[r] = [{ text: '', offset: lines[r]?.start ?? first.start }, ...row];
  }
}

/** A header row of periods and marks without its corner cell: one cell fewer than the rows, and no figure. */
const isShortHeader = (row: GridCell[], width: number): boolean =>
  row.length === width - 1 && row.every((c) => !tableAmount(c.text, false) || /^\s*(?:19|20)\d\d\s*$/.test(c.text));

/**
 * A tab table split at every tab: "Headcount<TAB>94<TAB>97<TAB>99<TAB>" under "<TAB>Apr<TAB>May<TAB>Jun<TAB>Q2"
 * keeps its blank cells, so each figure stays under its header. Taken only when every row then has the same
 * number of cells; tabs doubled for alignment give rows of different lengths, and the table is read as before.
 */
function exactTabs(text: string, lines: Span[]): GridCell[][] | null {
  const grid = lines.map((l) => cellsOf(text, l, 'tabs'));
  if (grid.some((row) => row === null)) return null;
  const rows = grid as GridCell[][];
  alignCorner(text, lines, rows);
  return new Set(rows.map((r) => r.length)).size === 1 ? rows : null;
}

export const gridFromRows = (rows: string[][]): GridCell[][] => rows.map((r) => r.map((text) => ({ text })));

/** Values in a grid (a body table or a sheet's rows); blank rows separate tables within a sheet. */
export function readGrid(grid: GridCell[][], reader: Reader): TableValue[] {
  const out: TableValue[] = [];
  let from = 0;
  // "Monthly | April | May | June" under "Quarter summary | Q2 2026 | Q2 2025" and its rows: a header of its own.
  // The cells first: a row of figures fails on its first one, before its label is read.
  const header = (row: GridCell[]) =>
    row.length >= 3 &&
    row.slice(1).every((c) => headerPeriod(splitMark(c.text).bare, reader.writtenAt)) &&
    !metricOf(row[0]?.text ?? '');
  for (let r = 0; r <= grid.length; r++) {
    if (r > from + 1 && r < grid.length && header(grid[r] ?? [])) {
      out.push(...readSegment(grid, from, r, reader));
      from = r;
      continue;
    }
    if (r < grid.length && (grid[r] ?? []).some((c) => c.text.trim() !== '')) continue;
    if (r > from) out.push(...readSegment(grid, from, r, reader));
    from = r + 1;
  }
  return out;
}

function readSegment(grid: GridCell[][], from: number, to: number, reader: Reader): TableValue[] {
  const out: TableValue[] = [];
  const period = (text: string) => {
    const bare = splitMark(text).bare;
    return fiscalHeader(bare, reader.fiscalEnd) ?? headerPeriod(bare, reader.writtenAt);
  };
  const conv = conventionsOf(grid, from, to, reader);
  // Only actuals: a cell marked Actual, or one marked nothing in a table not named as a plan.
  const actual = (...marks: Mark[]) => {
    const mark = combine(...marks);
    return mark === 'actual' || (mark === null && !reader.planned);
  };
  const keep = (v: TableValue | null) => v && out.push(v);
  const markRows = grid.slice(from, to).filter((row) => isMarkRow(texts(row)));
  const columnMark = (j: number, head: GridCell[]) => {
    const text = head[j]?.text ?? '';
    // "arr_plan_usd": a snake_case header's mark is a word of it.
    const words = readableLabel(text);
    return combine(markOf(text), splitMark(words).mark, ...markRows.map((row) => markOf(row[j]?.text ?? '')));
  };
  // Periods as rows whose cells name their metric: "Apr 2026 | ARR 900 K€ | Burn 130 K€".
  const labelled = grid
    .slice(from, to)
    .some((row) => period(row[0]?.text ?? '') && row.some((c, j) => j > 0 && labelledCell(c.text, false)));
  for (let r = from; labelled && r < to; r++) {
    const row = grid[r] ?? [];
    const p = period(row[0]?.text ?? '');
    if (!p || !actual(rowMark(texts(row)))) continue;
    row.forEach((cell, c) => {
      const found = c > 0 ? labelledCell(cell.text, conv.germanNumbers) : null;
      if (!found) return;
      const at = { r, c, labelCol: 0, header: -1, metricLabel: found.label, periodLabel: row[0]?.text ?? '' };
      keep(cellValue(grid, { ...at, inCell: true }, found.metric, p, conv));
    });
  }
  if (labelled) return out;
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
            cellValue(
              grid,
              { r, c: j, labelCol: 0, header: h, metricLabel: label, periodLabel: c.text },
              metric,
              p,
              conv,
            ),
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
          keep(cellValue(grid, at, m, p, conv));
        });
      }
      return out;
    }
  }
  // Metric rows without period columns: "ARR | $2.4M". The first row is a header unless it names a metric or
  // holds a figure ("Q2 revenue   £712k" opens a list of label–figure lines).
  const first = grid[from] ?? [];
  const opensList = first.slice(1).some((cell) => tableAmount(cell.text, conv.germanNumbers));
  const header = metricOf(first[0]?.text ?? '') || leadingPeriod(first[0]?.text ?? '', reader) || opensList ? -1 : from;
  for (let r = header >= 0 ? header + 1 : from; r < to; r++) {
    const label = grid[r]?.[0]?.text ?? '';
    // "June net burn", "Q3 revenue": a period before the metric's name is the row's.
    const own = metricOf(label);
    const led = own ? null : leadingPeriod(label, reader);
    const metric = own ?? led?.metric;
    if (!metric) continue;
    const row = grid[r] ?? [];
    const c = row.findIndex((cell, j) => j > 0 && tableAmount(cell.text, conv.germanNumbers));
    const head = header >= 0 ? (grid[header]?.[c]?.text ?? '') : '';
    // A column headed by a fiscal quarter ("Q1 FY26") is that quarter's, which the table cannot date: not the block's.
    const fiscal = findPeriods(head, reader.writtenAt).some((m) => m.fiscal === 'quarter');
    if (
      c > 0 &&
      !fiscal &&
      !FORECAST_LABEL.test(head) &&
      actual(rowMark(texts(row)), columnMark(c, grid[header] ?? []))
    )
      keep(
        cellValue(
          grid,
          { r, c, labelCol: 0, header, metricLabel: label, periodLabel: head },
          metric,
          led?.period ?? reader.fallback(metric),
          conv,
        ),
      );
  }
  return out;
}

const LEADING_PERIOD = /^((?:Q[1-4]|H[12])(?:\s+(?:19|20)\d{2})?|[\p{L}]{3,9}\.?(?:\s+(?:19|20)\d{2})?)\s+(\S.*)$/u;

/** A row label that opens with a period and goes on to name a metric: "June net burn", "Q3 revenue 2026". */
function leadingPeriod(label: string, reader: Reader): { metric: MetricMention; period: Period } | null {
  const m = LEADING_PERIOD.exec(label.trim());
  if (!m?.[1] || !m[2]) return null;
  const metric = metricOf(m[2]);
  const period = headerPeriod(m[1], reader.writtenAt);
  return metric && period && period.period !== 'point' ? { metric, period } : null;
}
