import { bisector } from 'd3-array';
import type { SeriesPoint } from '@/lib/console/query-options/tracker-series';
import type { ValueStatus } from '@/lib/schemas/tracker';
import { dateMs } from '../format';

/** A value placed on screen. `px`/`py` are pixels inside the SVG, which is drawn at 1:1 scale. */
export interface PlotPoint {
  value: SeriesPoint;
  /** Effective date as UTC milliseconds. */
  t: number;
  px: number;
  py: number;
}

export const STATUS_ORDER: readonly ValueStatus[] = ['confirmed', 'suggested', 'rejected'];

/**
 * Values with their dates as UTC milliseconds, in the series' own order (date,
 * then publicId: the order markers are drawn and arrow keys walk in). Values
 * without a readable date cannot be placed and are left out.
 */
export function dated(values: readonly SeriesPoint[]): Array<{ value: SeriesPoint; t: number }> {
  const out: Array<{ value: SeriesPoint; t: number }> = [];
  for (const value of values) {
    const t = dateMs(value.effectiveAt);
    if (!Number.isNaN(t)) out.push({ value, t });
  }
  return out;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Each marker is one subpath that starts with an absolute `M` at its centre,
 * followed only by relative commands: one `<path>` per status holds
 * thousands of markers, and the marker count is the number of `M`s.
 */
const SHAPES: Record<ValueStatus, (r: number) => string> = {
  // Circle: a zero-length line with round caps as wide as the circle (see
  // markerStroke), a quarter of the bytes of two arcs: 5,000 markers ship in the HTML.
  confirmed: () => 'h0',
  // Diamond, a little larger so its area matches the circle's.
  suggested: (r) => {
    const d = r1(r * 1.3);
    return `m0 ${-d}l${d} ${d}l${-d} ${d}l${-d} ${-d}z`;
  },
  // A filled "×" as one 12-corner polygon.
  rejected: (r) => {
    const a = r1(r * 0.4);
    const b = r1(r - a);
    return `m0 ${-a}l${b} ${-b}l${a} ${a}l${-b} ${b}l${b} ${b}l${-a} ${a}l${-b} ${-b}l${-b} ${b}l${-a} ${-a}l${b} ${-b}l${-b} ${-b}l${a} ${-a}z`;
  },
};

/** The stroke each status' markers are drawn with: a circle's is its body. */
export function markerStroke(status: ValueStatus, radius: number): { strokeWidth: number; strokeLinecap?: 'round' } {
  if (status === 'confirmed') return { strokeWidth: 2 * radius, strokeLinecap: 'round' };
  return { strokeWidth: status === 'suggested' ? 2 : 0 };
}

export function markerPath(points: readonly PlotPoint[], status: ValueStatus, radius: number): string {
  const shape = SHAPES[status](radius);
  const parts: string[] = [];
  for (const p of points) if (p.value.status === status) parts.push(`M${r1(p.px)} ${r1(p.py)}${shape}`);
  return parts.join('');
}

/** A single shape, for the legend and the hover ring. */
export const singleMarker = (status: ValueStatus, x: number, y: number, radius: number): string =>
  `M${x} ${y}${SHAPES[status](radius)}`;

const byPx = bisector((p: PlotPoint) => p.px);

/**
 * Index of the point nearest to (x, y) within `maxDistance` pixels, or -1.
 * `points` must be sorted by `px` (date order is): bisection finds the
 * column, then each side is scanned until horizontal distance alone exceeds the best.
 */
export function nearestPoint(points: readonly PlotPoint[], x: number, y: number, maxDistance: number): number {
  const column = byPx.left(points, x);
  let best = -1;
  let bestD2 = maxDistance * maxDistance;
  for (const [from, step] of [
    [column, 1],
    [column - 1, -1],
  ] as const) {
    for (let i = from; i >= 0 && i < points.length; i += step) {
      const p = points[i];
      if (!p) break;
      const dx2 = (p.px - x) ** 2;
      if (dx2 > bestD2) break;
      const d2 = dx2 + (p.py - y) ** 2;
      if (d2 < bestD2 || (d2 === bestD2 && best < 0)) [best, bestD2] = [i, d2];
    }
  }
  return best;
}
