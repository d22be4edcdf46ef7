/**
 * A table value's citation quotes three cells, each exactly as written: the metric's label, the period's header
 * and the value's cell, joined by " · " ("ARR · Oct 2026 · 1,180,000"). A bare cell ("1180000") says nothing
 * on its own, and marking every "18" on the page misleads. A source page finds the one cell such a quote names:
 * its text is the last part, and each other part labels its row or its column.
 */

export const CELL_SEPARATOR = ' · ';

/** The quote of a table cell: its labels (blank ones left out) and its text. */
export function cellQuote(labels: string[], cell: string): string {
  return [...labels.map((l) => l.trim()).filter(Boolean), cell.trim()].join(CELL_SEPARATOR);
}

export interface CellQuote {
  labels: string[];
  cell: string;
}

/** The parts of a quote that may name a cell; undefined for an ordinary passage. */
export function parseCellQuote(quote: string | undefined): CellQuote | undefined {
  const parts = (quote ?? '').split(CELL_SEPARATOR).map((p) => p.trim());
  const cell = parts.pop();
  if (!cell || parts.length === 0 || parts.length > 2 || parts.some((p) => !p)) return undefined;
  return { labels: parts, cell };
}

const same = (a: string | undefined, b: string) => (a ?? '').trim() === b;

/**
 * The one cell of `grid` the quote names: its text is the quote's cell, and each label is a cell of its row or
 * a cell above it in its column. The first such cell, or undefined.
 */
export function findQuotedCell(grid: string[][], q: CellQuote): { row: number; column: number } | undefined {
  for (let r = 0; r < grid.length; r++) {
    const row = grid[r] ?? [];
    for (let c = 0; c < row.length; c++) {
      if (!same(row[c], q.cell)) continue;
      const labelled = q.labels.every(
        (label) =>
          row.some((cell, j) => j !== c && same(cell, label)) ||
          grid.slice(0, r).some((above) => same(above[c], label)),
      );
      if (labelled) return { row: r, column: c };
    }
  }
  return undefined;
}

/** A line's cells with where each starts: split at "|", tabs, runs of 2+ spaces or dot leaders, as derivation reads tables. */
function lineCells(text: string, start: number, end: number): { text: string; start: number; end: number }[] {
  const line = text.slice(start, end);
  // Dot leaders ("ARR ......... $5.30M") part a label from its figure too.
  const sep = (line.match(/\|/g) ?? []).length >= 2 ? /\|/g : /\t+| {2,}|\s*\.{3,}\s*/g;
  const out: { text: string; start: number; end: number }[] = [];
  let from = 0;
  const push = (to: number) => {
    const raw = line.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    out.push({ text: raw.trim(), start: start + from + lead, end: start + from + lead + raw.trim().length });
  };
  for (const m of line.matchAll(sep)) {
    push(m.index);
    from = m.index + m[0].length;
  }
  push(line.length);
  return out;
}

/**
 * Where in plain text the quoted cell is: tables are runs of lines of 2+ cells; the range of the one cell named,
 * or undefined.
 */
export function findQuotedCellIn(text: string, q: CellQuote): { start: number; end: number } | undefined {
  let block: { text: string; start: number; end: number }[][] = [];
  const search = () => {
    const at = findQuotedCell(
      block.map((cells) => cells.map((c) => c.text)),
      q,
    );
    return at && block[at.row]?.[at.column];
  };
  let start = 0;
  for (const m of `${text}\n`.matchAll(/\r?\n|\r/g)) {
    const cells = lineCells(text, start, m.index);
    start = m.index + m[0].length;
    if (cells.length >= 2) {
      block.push(cells);
      continue;
    }
    const found = search();
    if (found) return { start: found.start, end: found.end };
    block = [];
  }
  const found = search();
  return found && { start: found.start, end: found.end };
}
