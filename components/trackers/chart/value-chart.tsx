'use client';

import { extent } from 'd3-array';
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { useMemo } from 'react';
import type { SeriesPoint } from '@/lib/console/query-options/tracker-series';
import type { ValuePolicy } from '@/lib/schemas/tracker';
import { isCurrency } from '../format';
import { TimeAxis, timeScale, ValueAxis } from './axes';
import { tickFormatter } from './tick-format';
import { VALUE_CHART_HEIGHT as HEIGHT } from './dimensions';
import { PointPlot, type PointPlotProps } from './point-plot';
import { dated, type PlotPoint } from './points';

const MARGIN = { top: 14, right: 20, bottom: 30, left: 76 };

/** What every chart hands its plot: its name and the selection. */
export type PlotProps = Pick<PointPlotProps, 'width' | 'label' | 'selectedId' | 'onSelect'>;

interface ChartProps extends PlotProps {
  /** The values to draw, in date order (rejected ones only when the reader asked for them). */
  values: readonly SeriesPoint[];
  unit: string | undefined;
  policy?: ValuePolicy | null;
}

/** The value axis's ticks: as many as fit the height. */
const VALUE_TICKS = 5;

/** Axis labels stay short: currency and percent keep their sign, counts drop the noun. */
const axisUnit = (unit: string | undefined) => (unit === '%' || (unit && isCurrency(unit)) ? unit : undefined);

/** The value range to show: the data's, a score's whole scale, and some room around a single value. */
function valueDomain(placed: readonly { value: SeriesPoint }[], policy: ValuePolicy | null | undefined) {
  let [lo = 0, hi = 1] = extent(placed, (d) => Number(d.value.value));
  if (policy?.kind === 'score') [lo, hi] = [Math.min(lo, policy.min), Math.max(hi, policy.max)];
  if (lo !== hi) return [lo, hi];
  const pad = lo === 0 ? 1 : Math.abs(lo) * 0.1;
  return [lo - pad, hi + pad];
}

const trace = line<PlotPoint>()
  .x((p) => p.px)
  .y((p) => p.py)
  .digits(1);

/** Numeric values over time: x = effective date, y = value, a line through the non-rejected ones. */
export function ValueChart({ values, unit, policy, ...plot }: ChartProps) {
  const { width } = plot;
  // Scales depend on the data and the width only: hover never recomputes them.
  const layout = useMemo(() => {
    if (width <= 0) return null;
    const placed = dated(values).filter((d) => typeof d.value.value === 'number');
    const right = Math.max(MARGIN.left + 10, width - MARGIN.right);
    const x = timeScale(placed, [MARGIN.left, right]);
    const y = scaleLinear()
      .domain(valueDomain(placed, policy))
      .nice(VALUE_TICKS)
      .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
    const points: PlotPoint[] = placed.map((d) => ({ ...d, px: x(d.t), py: y(Number(d.value.value)) }));
    const format = tickFormatter(y.domain() as [number, number], VALUE_TICKS, axisUnit(unit));
    return { points, x, y, right, format, line: trace(points.filter((p) => p.value.status !== 'rejected')) };
  }, [values, width, policy, unit]);

  return (
    <div style={{ minHeight: HEIGHT }}>
      {layout ? (
        <PointPlot points={layout.points} height={HEIGHT} {...plot}>
          <ValueAxis y={layout.y} ticks={VALUE_TICKS} left={MARGIN.left} right={layout.right} format={layout.format} />
          <TimeAxis x={layout.x} y={HEIGHT - MARGIN.bottom} />
          {layout.line ? (
            <path
              d={layout.line}
              className="fill-none stroke-zinc-400 dark:stroke-zinc-500"
              strokeWidth={1.5}
              strokeLinejoin="round"
              aria-hidden="true"
            />
          ) : null}
        </PointPlot>
      ) : null}
    </div>
  );
}
