'use client';

import { useMemo } from 'react';
import type { ChartProps } from './value-chart';
import { PointPlot } from './point-plot';
import { byDate, type PlotPoint } from './points';
import { linearScale, timeDomain, timeTicks } from './scales';
import { useChartWidth } from './use-chart-width';

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
export function TimelineChart({ values, label, selectedId, onSelect, kind }: ChartProps & { kind: string }) {
  const [ref, width] = useChartWidth<HTMLDivElement>();
  const boolean = kind === 'boolean';
  const lanes = boolean ? 2 : 1;
  const lane = boolean ? LANE_GAP : TEXT_LANE;
  // Text labels above the first lane need headroom; boolean lanes carry their names at the side.
  const top = boolean ? 8 : 24;
  const height = top + MARGIN.bottom + lane * lanes;

  const layout = useMemo(() => {
    const dated = byDate(values);
    const tMin = dated[0]?.t ?? NaN;
    const tMax = dated[dated.length - 1]?.t ?? NaN;
    const plotW = Math.max(10, width - MARGIN.left - MARGIN.right);
    const right = MARGIN.left + plotW;
    const tDomain = timeDomain(tMin, tMax);
    const xs = linearScale(tDomain, [MARGIN.left, right]);
    const laneY = (v: unknown) => top + lane / 2 + (boolean && v === false ? lane : 0);
    const points: PlotPoint[] = dated.map((d) => ({ ...d, px: xs(d.t), py: laneY(d.value.value) }));

    // Each accepted answer holds until the next one: one band path per answer.
    const held = points.filter((p) => p.value.status !== 'rejected');
    const bands = { yes: '', no: '' };
    if (boolean) {
      held.forEach((p, i) => {
        const end = held[i + 1]?.px ?? right;
        const seg = `M${p.px} ${p.py}H${end}`;
        if (p.value.value === true) bands.yes += seg;
        else bands.no += seg;
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
    return {
      points,
      bands,
      labels,
      right,
      bottom: top + lane * lanes,
      xTicks: timeTicks(tDomain, Math.max(2, Math.floor(plotW / 90))).map((t) => ({ ...t, x: xs(t.ms) })),
      lanes: boolean
        ? [
            { name: 'Yes', y: laneY(true) },
            { name: 'No', y: laneY(false) },
          ]
        : [{ name: '', y: laneY('') }],
    };
  }, [values, width, boolean, lane, lanes, top]);

  return (
    <div ref={ref} className="w-full">
      {width > 0 ? (
        <PointPlot
          points={layout.points}
          width={width}
          height={height}
          label={label}
          selectedId={selectedId}
          onSelect={onSelect}
        >
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
                {row.name ? (
                  <text
                    x={MARGIN.left - 10}
                    y={row.y}
                    dy="0.32em"
                    textAnchor="end"
                    className="fill-zinc-700 font-medium dark:fill-zinc-300"
                  >
                    {row.name}
                  </text>
                ) : null}
              </g>
            ))}
            {layout.bands.yes ? (
              <path d={layout.bands.yes} className="stroke-emerald-600/40" strokeWidth={10} strokeLinecap="butt" />
            ) : null}
            {layout.bands.no ? (
              <path d={layout.bands.no} className="stroke-zinc-500/30" strokeWidth={10} strokeLinecap="butt" />
            ) : null}
            {layout.labels.map((l) => (
              <text key={l.id} x={l.x} y={l.y} textAnchor="middle" className="fill-zinc-800 dark:fill-zinc-200">
                {l.text}
              </text>
            ))}
            {layout.xTicks.map((t) => (
              <g key={t.ms}>
                <line x1={t.x} x2={t.x} y1={layout.bottom} y2={layout.bottom + 4} className="stroke-zinc-400" />
                <text x={t.x} y={layout.bottom + 18} textAnchor="middle" className="fill-zinc-600 dark:fill-zinc-400">
                  {t.label}
                </text>
              </g>
            ))}
          </g>
        </PointPlot>
      ) : (
        <div style={{ height }} />
      )}
    </div>
  );
}
