import { scaleUtc, type ScaleLinear, type ScaleTime } from 'd3-scale';
import { spacedTicks } from './tick-format';

const DAY_MS = 86_400_000;
/** Room per tick label, in pixels. */
const TICK_SPACING = 90;

/**
 * The x scale over the points' dates (sorted), in UTC like the dates
 * themselves, padded so the first and last markers stay off the border; a
 * single date gets a quarter around it.
 */
export function timeScale(points: readonly { t: number }[], range: [number, number]): ScaleTime<number, number> {
  const first = points[0]?.t ?? Date.now();
  const last = points.at(-1)?.t ?? first;
  const pad = last === first ? 45 * DAY_MS : (last - first) * 0.04;
  return scaleUtc()
    .domain([first - pad, last + pad])
    .range(range);
}

const formats = {
  year: new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'UTC' }),
  month: new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  day: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }),
};

/** Calendar ticks as d3 picks them, labelled as coarsely as all of them allow: years, months or days. */
function tickLabels(x: ScaleTime<number, number>): Array<{ at: Date; label: string; px: number }> {
  const [r0, r1] = x.range() as [number, number];
  const ticks = x.ticks(Math.max(2, Math.floor((r1 - r0) / TICK_SPACING)));
  const firstOfMonth = ticks.every((d) => d.getUTCDate() === 1);
  const format =
    firstOfMonth && ticks.every((d) => d.getUTCMonth() === 0)
      ? formats.year
      : firstOfMonth
        ? formats.month
        : formats.day;
  // d3 may return more ticks than asked for; labels are thinned until none overlap.
  return spacedTicks(ticks.map((at) => ({ at, label: format.format(at), px: x(at) })));
}

/** The date axis under a plot: a tick and a label per calendar tick. */
export function TimeAxis({ x, y }: { x: ScaleTime<number, number>; y: number }) {
  return (
    <g className="text-[11px] tabular-nums" aria-hidden="true">
      {tickLabels(x).map(({ at, label, px }) => (
        <g key={+at} transform={`translate(${px} ${y})`}>
          <line y2={4} className="stroke-zinc-400" />
          <text y={18} textAnchor="middle" className="fill-zinc-600 dark:fill-zinc-400">
            {label}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Horizontal grid lines with value labels at the left, and the plot's baseline. */
export function ValueAxis(props: {
  y: ScaleLinear<number, number>;
  /** The tick count asked of the scale, as the formatter was made for. */
  ticks: number;
  left: number;
  right: number;
  format: (v: number) => string;
}) {
  const { y, left, right } = props;
  const [bottom] = y.range();
  return (
    <g className="text-[11px] tabular-nums" aria-hidden="true">
      {y.ticks(props.ticks).map((v) => (
        <g key={v} transform={`translate(0 ${y(v)})`}>
          <line x1={left} x2={right} className="stroke-zinc-200 dark:stroke-zinc-800" />
          <text x={left - 8} dy="0.32em" textAnchor="end" className="fill-zinc-600 dark:fill-zinc-400">
            {props.format(v)}
          </text>
        </g>
      ))}
      <line x1={left} x2={right} y1={bottom} y2={bottom} className="stroke-zinc-400 dark:stroke-zinc-600" />
    </g>
  );
}
