'use client';

import { useMemo } from 'react';
import type { TrackerValue, ValuePolicy } from '@/lib/schemas/tracker';
import { formatNumber } from '../format';
import { PointPlot } from './point-plot';
import { byDate, linePath, type PlotPoint } from './points';
import { linearScale, niceDomain, timeDomain, timeTicks } from './scales';
import { useChartWidth } from './use-chart-width';

const HEIGHT = 280;
const MARGIN = { top: 14, right: 20, bottom: 30, left: 76 };

export interface ChartProps {
  /** The values to draw (rejected ones only when the reader asked for them). */
  values: readonly TrackerValue[];
  unit: string | undefined;
  policy?: ValuePolicy | null;
  label: string;
  selectedId: string | undefined;
  onSelect: (point: PlotPoint | null) => void;
}

/** Axis labels stay short: currency and percent keep their sign, counts drop the noun. */
function axisLabel(v: number, unit: string | undefined): string {
  const keep = unit === '%' || (unit !== undefined && /^[A-Z]{3}$/.test(unit));
  return formatNumber(v, keep ? unit : undefined, true);
}

/** Numeric values over time: x = effective date, y = value, a line through the non-rejected ones. */
export function ValueChart({ values, unit, policy, label, selectedId, onSelect }: ChartProps) {
  const [ref, width] = useChartWidth<HTMLDivElement>();

  const dated = useMemo(() => byDate(values).filter((d) => typeof d.value.value === 'number'), [values]);

  // Scales depend on the data and the width only: hover never recomputes them.
  const layout = useMemo(() => {
    let tMin = Infinity;
    let tMax = -Infinity;
    let vMin = Infinity;
    let vMax = -Infinity;
    for (const d of dated) {
      const v = d.value.value as number;
      if (d.t < tMin) tMin = d.t;
      if (d.t > tMax) tMax = d.t;
      if (v < vMin) vMin = v;
      if (v > vMax) vMax = v;
    }
    if (policy?.kind === 'score') {
      vMin = Math.min(vMin, policy.min);
      vMax = Math.max(vMax, policy.max);
    }
    const plotW = Math.max(10, width - MARGIN.left - MARGIN.right);
    const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
    const tDomain = timeDomain(tMin, tMax);
    const y = niceDomain(vMin, vMax, 5);
    const xs = linearScale(tDomain, [MARGIN.left, MARGIN.left + plotW]);
    const ys = linearScale(y.domain, [MARGIN.top + plotH, MARGIN.top]);
    const points: PlotPoint[] = dated.map((d) => ({ ...d, px: xs(d.t), py: ys(d.value.value as number) }));
    return {
      points,
      line: linePath(points.filter((p) => p.value.status !== 'rejected')),
      xTicks: timeTicks(tDomain, Math.max(2, Math.floor(plotW / 90))).map((t) => ({ ...t, x: xs(t.ms) })),
      yTicks: y.ticks.map((v) => ({ v, y: ys(v) })),
      plotW,
      bottom: MARGIN.top + plotH,
    };
  }, [dated, width, policy]);

  return (
    <div ref={ref} className="w-full">
      {width > 0 ? (
        <PointPlot
          points={layout.points}
          width={width}
          height={HEIGHT}
          label={label}
          selectedId={selectedId}
          onSelect={onSelect}
        >
          <g className="text-[11px] tabular-nums" aria-hidden="true">
            {layout.yTicks.map((t) => (
              <g key={t.v}>
                <line
                  x1={MARGIN.left}
                  x2={MARGIN.left + layout.plotW}
                  y1={t.y}
                  y2={t.y}
                  className="stroke-zinc-200 dark:stroke-zinc-800"
                />
                <text
                  x={MARGIN.left - 8}
                  y={t.y}
                  dy="0.32em"
                  textAnchor="end"
                  className="fill-zinc-600 dark:fill-zinc-400"
                >
                  {axisLabel(t.v, unit)}
                </text>
              </g>
            ))}
            <line
              x1={MARGIN.left}
              x2={MARGIN.left + layout.plotW}
              y1={layout.bottom}
              y2={layout.bottom}
              className="stroke-zinc-400 dark:stroke-zinc-600"
            />
            {layout.xTicks.map((t) => (
              <g key={t.ms}>
                <line x1={t.x} x2={t.x} y1={layout.bottom} y2={layout.bottom + 4} className="stroke-zinc-400" />
                <text x={t.x} y={layout.bottom + 18} textAnchor="middle" className="fill-zinc-600 dark:fill-zinc-400">
                  {t.label}
                </text>
              </g>
            ))}
          </g>
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
      ) : (
        <div style={{ height: HEIGHT }} />
      )}
    </div>
  );
}
