'use client';

import { scalePoint } from 'd3-scale';
import { useMemo } from 'react';
import type { SeriesPoint } from '@/lib/console/query-options/tracker-series';
import { TimeAxis, timeScale } from './axes';
import { PointPlot } from './point-plot';
import { dated, type PlotPoint } from './points';
import type { PlotProps } from './value-chart';

const MARGIN = { right: 24, bottom: 30, left: 56 };
const LANE_GAP = 44;
/** The text lane is taller: its labels alternate above and below the markers. */
const TEXT_LANE = 64;
/** Labels above markers only while they fit; the list below the timeline always has every value. */
const MAX_LABELS = 8;
const LABEL_CHARS = 22;

const truncate = (s: string) => (s.length > LABEL_CHARS ? `${s.slice(0, LABEL_CHARS - 1)}…` : s);

/**
 * Boolean and text values have no scale to plot against: they sit on a
 * horizontal timeline. Booleans get two lanes (Yes / No) with a band showing
 * how long each answer held; text values get one lane with labelled markers.
 */
export function TimelineChart({ values, kind, ...plot }: PlotProps & { values: readonly SeriesPoint[]; kind: string }) {
  const { width } = plot;
  const boolean = kind === 'boolean';
  const lane = boolean ? LANE_GAP : TEXT_LANE;
  // Text labels above the first lane need headroom; boolean lanes carry their names at the side.
  const top = boolean ? 8 : 24;
  const bottom = top + lane * (boolean ? 2 : 1);

  const layout = useMemo(() => {
    if (width <= 0) return null;
    const right = Math.max(MARGIN.left + 10, width - MARGIN.right);
    // Lane centres: Yes above No for booleans, one unnamed lane for text.
    const lanes = scalePoint<string>()
      .domain(boolean ? ['Yes', 'No'] : [''])
      .range([top, bottom])
      .padding(0.5);
    const laneY = (v: unknown) => lanes(v === true ? 'Yes' : v === false ? 'No' : '') ?? 0;
    const placed = dated(values);
    const x = timeScale(placed, [MARGIN.left, right]);
    const points: PlotPoint[] = placed.map((d) => ({ ...d, px: x(d.t), py: laneY(d.value.value) }));

    // Each accepted answer holds until the next one: one band path per answer.
    const held = points.filter((p) => p.value.status !== 'rejected');
    const bands = { yes: '', no: '' };
    if (boolean) {
      held.forEach((p, i) => {
        bands[p.value.value === true ? 'yes' : 'no'] += `M${p.px} ${p.py}H${held[i + 1]?.px ?? right}`;
      });
    }
    const labels =
      !boolean && points.length <= MAX_LABELS
        ? points.map((p, i) => ({
            id: p.value.publicId,
            // Kept inside the plot so the first and last labels are not cut off.
            x: Math.min(right - 60, Math.max(MARGIN.left + 60, p.px)),
            y: i % 2 === 0 ? p.py - 12 : p.py + 20,
            text: truncate(String(p.value.value)),
          }))
        : [];
    return { points, bands, labels, right, x, lanes: lanes.domain().map((name) => ({ name, y: lanes(name) ?? 0 })) };
  }, [values, width, boolean, top, bottom]);

  const height = bottom + MARGIN.bottom;
  return (
    <div style={{ minHeight: height }}>
      {layout ? (
        <PointPlot points={layout.points} height={height} {...plot}>
          <g className="text-[11px]" aria-hidden="true">
            {layout.lanes.map((row) => (
              <g key={row.name}>
                <line
                  x1={MARGIN.left}
                  x2={layout.right}
                  y1={row.y}
                  y2={row.y}
                  className="stroke-zinc-300 dark:stroke-zinc-700"
                />
                <text
                  x={MARGIN.left - 10}
                  y={row.y}
                  dy="0.32em"
                  textAnchor="end"
                  className="fill-zinc-700 font-medium dark:fill-zinc-300"
                >
                  {row.name}
                </text>
              </g>
            ))}
            <path d={layout.bands.yes} className="stroke-emerald-600/40" strokeWidth={10} />
            <path d={layout.bands.no} className="stroke-zinc-500/30" strokeWidth={10} />
            {layout.labels.map((l) => (
              <text key={l.id} x={l.x} y={l.y} textAnchor="middle" className="fill-zinc-800 dark:fill-zinc-200">
                {l.text}
              </text>
            ))}
          </g>
          <TimeAxis x={layout.x} y={bottom} />
        </PointPlot>
      ) : null}
    </div>
  );
}
