/**
 * A space-aligned table read by its columns rather than by its gaps: where a cell is blank ("Change" left empty
 * on one row, as HTML tables converted to text often are), splitting each line at its runs of spaces would shift
 * the row's later cells under the wrong headers. Columns are the stretches between gutters of 2+ spaces that run
 * down every line; each line's cell is what it holds within its column's stretch.
 */

import { type Span } from './sentences';
import { type GridCell } from './table-cells';

/** The grid of `lines` by their shared columns, or null when they share fewer than two (or hold tabs). */
export function byColumns(text: string, lines: Span[]): GridCell[][] | null {
  const rows = lines.map((l) => text.slice(l.start, l.end));
  if (rows.some((r) => r.includes('\t'))) return null;
  const width = Math.max(0, ...rows.map((r) => r.length));
  const blank = Array.from({ length: width }, (_, p) => rows.every((r) => p >= r.length || r[p] === ' '));
  const columns: [number, number][] = [];
  let start = -1;
  for (let p = 0; p <= width; p++) {
    // A single blank position ("Net burn") is inside a column; two or more part columns.
    const gutter = p === width || (blank[p] && (p + 1 === width || blank[p + 1]));
    if (!gutter && start < 0) start = p;
    if (gutter && start >= 0) {
      columns.push([start, p]);
      start = -1;
    }
  }
  if (columns.length < 2) return null;
  return lines.map((line, i) =>
    columns.map(([a, b]) => {
      const raw = (rows[i] ?? '').slice(a, b);
      const lead = raw.length - raw.trimStart().length;
      return { text: raw.trim(), offset: line.start + a + lead };
    }),
  );
}
