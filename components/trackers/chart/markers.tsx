import { memo } from 'react';
import type { ValueStatus } from '@/lib/schemas/tracker';
import { markerPath, markerStroke, singleMarker, STATUS_ORDER, type PlotPoint } from './points';

const MARKER_RADIUS = 4.5;

/**
 * Status styles: shape and colour both differ, so the statuses stay apart in
 * greyscale and for colour-blind readers. Colours keep ≥ 3:1 against the background.
 */
const STATUS_STYLE: Record<ValueStatus, string> = {
  confirmed: 'fill-blue-700 stroke-blue-700 dark:fill-blue-400 dark:stroke-blue-400',
  suggested: 'fill-white stroke-amber-600 dark:fill-zinc-950 dark:stroke-amber-400',
  rejected: 'fill-red-700 stroke-red-700 dark:fill-red-400 dark:stroke-red-400',
};

/**
 * All markers, one `<path>` per status. Memoised on the point list, so hover
 * and focus changes re-render only the highlight, never thousands of shapes.
 */
export const MarkerLayer = memo(function MarkerLayer({ points }: { points: readonly PlotPoint[] }) {
  return (
    <g aria-hidden="true">
      {STATUS_ORDER.map((status) => {
        const d = markerPath(points, status, MARKER_RADIUS);
        return d ? (
          <path
            key={status}
            d={d}
            data-status={status}
            className={STATUS_STYLE[status]}
            {...markerStroke(status, MARKER_RADIUS)}
          />
        ) : null;
      })}
    </g>
  );
});

/** A ring around the hovered or focused marker, and a heavier one around the selected marker. */
export function Highlight({ point, selected }: { point: PlotPoint; selected?: boolean }) {
  return (
    <g aria-hidden="true" pointerEvents="none">
      <circle
        cx={point.px}
        cy={point.py}
        r={selected ? 10 : 8}
        className="fill-none stroke-zinc-900 dark:stroke-zinc-100"
        strokeWidth={selected ? 2.5 : 1.5}
        strokeDasharray={selected ? undefined : '3 2'}
      />
      <path
        d={singleMarker(point.value.status, point.px, point.py, MARKER_RADIUS + 1)}
        className={STATUS_STYLE[point.value.status]}
        {...markerStroke(point.value.status, MARKER_RADIUS + 1)}
      />
    </g>
  );
}

/** The legend's sample of one status' marker. */
export function MarkerSwatch({ status }: { status: ValueStatus }) {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" className="shrink-0">
      <path d={singleMarker(status, 7, 7, 5)} className={STATUS_STYLE[status]} {...markerStroke(status, 5)} />
    </svg>
  );
}
