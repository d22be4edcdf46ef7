/**
 * A table of periods and figures under a heading that names its metric:
 *
 *   ARR:
 *     August     A$5.13M
 *     September  A$5.30M
 *
 * The heading is the table's missing header: its metric heads the figures' column.
 */
import { metricOfLabel } from './metrics';
import { type Span } from './sentences';
import { type GridCell } from './table-cells';
import { headerPeriod } from './table-periods';

/** `grid` with a header row taken from the heading line just above it, when it is such a table; else `grid`. */
export function withHeadingMetric(
  text: string,
  live: Span[],
  table: Span[],
  grid: GridCell[][],
  writtenAt: Date,
): GridCell[][] {
  const first = table[0];
  if (!first || grid.some((row) => row.length !== 2)) return grid;
  if (!grid.every((row) => headerPeriod(row[0]?.text ?? '', writtenAt))) return grid;
  const above = live.filter((l) => l.end <= first.start).at(-1);
  if (!above) return grid;
  const line = text.slice(above.start, above.end);
  const heading = /^(\s*)(\S[^:]{0,30}?)\s*:\s*$/.exec(line);
  if (!heading?.[2] || !metricOfLabel(heading[2])) return grid;
  const offset = above.start + (heading[1]?.length ?? 0);
  return [[{ text: '' }, { text: heading[2], offset }], ...grid];
}
