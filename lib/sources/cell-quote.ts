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

interface LineCell {
  text: string;
  start: number;
  end: number;
}

/** Where on its line a cell sits: [from, to) columns. */
function columnsOf(text: string, c: LineCell): [number, number] {
  const lineStart = Math.max(text.lastIndexOf('\n', c.start - 1), text.lastIndexOf('\r', c.start - 1)) + 1;
  return [c.start - lineStart, c.end - lineStart];
}

/**
 * The quoted cell of a space-aligned table with a blank cell earlier in its row: a label above it labels it when
 * it sits over it on the line (a blank cell shifts the count of cells, not where they sit).
 */
function byPosition(text: string, block: LineCell[][], q: CellQuote): LineCell | undefined {
  for (let r = 0; r < block.length; r++) {
    const row = block[r] ?? [];
    for (const c of row) {
      if (c.text !== q.cell) continue;
      const [a, b] = columnsOf(text, c);
      const over = (o: LineCell) => {
        const [x, y] = columnsOf(text, o);
        return x < b && y > a;
      };
      const labelled = q.labels.every(
        (label) =>
          row.some((o) => o !== c && o.text === label) ||
          block.slice(0, r).some((above) => above.some((o) => o.text === label && over(o))),
      );
      if (labelled) return c;
    }
  }
  return undefined;
}

/** A line's cells with where each starts: split at "|", tabs, runs of 2+ spaces or dot leaders, as derivation reads tables. */
function lineCells(text: string, start: number, end: number): LineCell[] {
  const line = text.slice(start, end);
  // Dot leaders ("ARR ......... $5.30M") part a label from its figure too.
  const sep = (line.match(/\|/g) ?? []).length >= 2 ? /\|/g : /\t+| {2,}|\s*\.{3,}\s*/g;
  const out: LineCell[] = [];
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
  let block: LineCell[][] = [];
  const search = () => {
    const at = findQuotedCell(
      block.map((cells) => cells.map((c) => c.text)),
      q,
    );
    return (at && block[at.row]?.[at.column]) ?? byPosition(text, block, q);
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
