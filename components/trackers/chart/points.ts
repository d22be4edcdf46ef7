import type { TrackerValue, ValueStatus } from '@/lib/schemas/tracker';
import { dateMs } from '../format';

/** A value placed on screen. `px`/`py` are pixels inside the SVG, which is drawn at 1:1 scale. */
export interface PlotPoint {
  value: TrackerValue;
  /** Effective date as UTC milliseconds. */
  t: number;
  px: number;
  py: number;
}

export const STATUS_ORDER: readonly ValueStatus[] = ['confirmed', 'suggested', 'rejected'];

/**
 * Values in date order (then publicId), the order markers are drawn and
 * arrow keys walk in. Values without a readable date cannot be placed and are left out.
 */
export function byDate(values: readonly TrackerValue[]): Array<{ value: TrackerValue; t: number }> {
  const out: Array<{ value: TrackerValue; t: number }> = [];
  for (const value of values) {
    const t = dateMs(value.effectiveAt);
    if (!Number.isNaN(t)) out.push({ value, t });
  }
  out.sort(
    (a, b) => a.t - b.t || (a.value.publicId < b.value.publicId ? -1 : a.value.publicId > b.value.publicId ? 1 : 0),
  );
  return out;
}

const r2 = (n: number) => Math.round(n * 10) / 10;

/**
 * Each marker is one subpath that starts with an absolute `M` at its centre,
 * followed only by relative commands: one `<path>` per status can hold
 * thousands of markers, and the marker count is the number of `M`s.
 */
const SHAPES: Record<ValueStatus, (r: number) => string> = {
  // Circle: two half arcs.
  confirmed: (r) => `m${-r} 0a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`,
  // Diamond, a little larger so its area matches the circle's.
  suggested: (r) => {
    const d = r2(r * 1.3);
    return `m0 ${-d}l${d} ${d}l${-d} ${d}l${-d} ${-d}z`;
  },
  // A filled "×" as one 12-corner polygon.
  rejected: (r) => {
    const a = r2(r * 0.4);
    const b = r2(r - a);
    return `m0 ${-a}l${b} ${-b}l${a} ${a}l${-b} ${b}l${b} ${b}l${-a} ${a}l${-b} ${-b}l${-b} ${b}l${-a} ${-a}l${b} ${-b}l${-b} ${-b}l${a} ${-a}z`;
  },
};

export function markerPath(points: readonly PlotPoint[], status: ValueStatus, radius: number): string {
  const shape = SHAPES[status](radius);
  const parts: string[] = [];
  for (const p of points) if (p.value.status === status) parts.push(`M${r2(p.px)} ${r2(p.py)}${shape}`);
  return parts.join('');
}

/** A single shape, for the legend and the hover ring. */
export const singleMarker = (status: ValueStatus, x: number, y: number, radius: number): string =>
  `M${x} ${y}${SHAPES[status](radius)}`;

/** Straight segments through the points in order. */
export function linePath(points: readonly PlotPoint[]): string {
  const parts: string[] = [];
  for (const [i, p] of points.entries()) parts.push(`${i === 0 ? 'M' : 'L'}${r2(p.px)} ${r2(p.py)}`);
  return parts.join('');
}

/**
 * Index of the point nearest to (x, y) within `maxDistance` pixels, or -1.
 * `points` must be sorted by `px` (date order is): a binary search finds the
 * column, then the scan stops once horizontal distance alone exceeds the best.
 */
export function nearestPoint(points: readonly PlotPoint[], x: number, y: number, maxDistance: number): number {
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const p = points[mid];
    if (p && p.px < x) lo = mid + 1;
    else hi = mid;
  }
  let best = -1;
  let bestD2 = maxDistance * maxDistance;
  for (let i = lo; i < points.length; i++) {
    const p = points[i];
    if (!p) break;
    const dx = p.px - x;
    if (dx * dx > bestD2) break;
    const d2 = dx * dx + (p.py - y) ** 2;
    if (d2 <= bestD2) [best, bestD2] = [i, d2];
  }
  for (let i = lo - 1; i >= 0; i--) {
    const p = points[i];
    if (!p) break;
    const dx = x - p.px;
    if (dx * dx > bestD2) break;
    const d2 = dx * dx + (p.py - y) ** 2;
    if (d2 < bestD2) [best, bestD2] = [i, d2];
  }
  return best;
}
