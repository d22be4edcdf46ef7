'use client';

import { useId, useMemo, type ReactNode } from 'react';
import { Highlight, MarkerLayer } from './markers';
import { describeValue, PointTooltip } from './point-tooltip';
import type { PlotPoint } from './points';
import { usePointFocus } from './use-point-focus';

export interface PointPlotProps {
  /** Visible points, sorted by `px`. */
  points: readonly PlotPoint[];
  width: number;
  height: number;
  /** Accessible name of the plot, e.g. "ARR of Acme over time". */
  label: string;
  selectedId: string | undefined;
  onSelect: (point: PlotPoint | null) => void;
  /** Drawn under the markers: grid, axes, lines, segments. */
  children?: ReactNode;
}

/**
 * The interactive part shared by the line chart and the timeline: markers,
 * hover/keyboard focus with a tooltip, click or Enter to select.
 */
export function PointPlot({ points, width, height, label, selectedId, onSelect, children }: PointPlotProps) {
  const { active, handlers } = usePointFocus(points, onSelect);
  const selected = useMemo(
    () => (selectedId ? points.find((p) => p.value.publicId === selectedId) : undefined),
    [points, selectedId],
  );
  const baseId = useId();

  return (
    <div className="relative" style={{ height }}>
      <div
        role="group"
        aria-roledescription="chart"
        aria-label={label}
        aria-describedby={`${baseId}-help`}
        tabIndex={0}
        data-testid="tracker-plot"
        className="cursor-crosshair rounded-md outline-none focus-visible:ring-2 focus-visible:ring-zinc-950 dark:focus-visible:ring-zinc-300"
        {...handlers}
      >
        {/* The viewBox scales a drawing wider than its container (the server's, before the width is measured) to fit. */}
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="block max-w-full overflow-visible"
          aria-hidden="true"
        >
          {children}
          <MarkerLayer points={points} />
          {selected ? <Highlight point={selected} selected /> : null}
          {active && active !== selected ? <Highlight point={active} /> : null}
        </svg>
      </div>
      {active ? <PointTooltip id={`${baseId}-tip`} point={active} width={width} /> : null}
      <p id={`${baseId}-help`} className="sr-only">
        {points.length} values. Arrow keys move between values, Home and End jump to the first and last, Enter shows a
        value&apos;s citations, Escape clears.
      </p>
      <p className="sr-only" aria-live="polite">
        {active ? describeValue(active.value) : ''}
      </p>
    </div>
  );
}
