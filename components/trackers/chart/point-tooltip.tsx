import type { SeriesPoint } from '@/lib/console/query-options/tracker-series';
import { formatDate, formatValue, STATUS_LABELS } from '../format';
import type { PlotPoint } from './points';

const TOOLTIP_WIDTH = 240;

/** One line per fact, in the order a reviewer reads a value. */
export function describeValue(value: SeriesPoint): string {
  return [formatDate(value.effectiveAt), formatValue(value.value, value.unit), STATUS_LABELS[value.status]].join(', ');
}

const citations = (n: number) => (n === 0 ? 'No citations' : `Click for ${n} citation${n === 1 ? '' : 's'}`);

/**
 * Floats beside the active marker inside the plot's box, flipping to the left
 * near the right edge so it never overflows the chart.
 */
export function PointTooltip({ point, width, id }: { point: PlotPoint; width: number; id: string }) {
  const v = point.value;
  const flip = point.px + 16 + TOOLTIP_WIDTH > width;
  const left = flip ? Math.max(0, point.px - 16 - TOOLTIP_WIDTH) : point.px + 16;
  return (
    <div
      id={id}
      role="tooltip"
      className="pointer-events-none absolute z-10 rounded-md border border-zinc-200 bg-white p-2.5 text-xs shadow-md dark:border-zinc-700 dark:bg-zinc-900"
      style={{ left, top: Math.max(0, point.py - 24), width: TOOLTIP_WIDTH }}
    >
      <p className="text-sm font-semibold text-zinc-900 dark:text-zinc-50">{formatValue(v.value, v.unit)}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-zinc-700 dark:text-zinc-300">
        <dt className="text-zinc-600 dark:text-zinc-400">Date</dt>
        <dd>
          <time dateTime={v.effectiveAt}>{formatDate(v.effectiveAt)}</time>
        </dd>
        <dt className="text-zinc-600 dark:text-zinc-400">Unit</dt>
        <dd>{v.unit ?? '—'}</dd>
        <dt className="text-zinc-600 dark:text-zinc-400">Status</dt>
        <dd>{STATUS_LABELS[v.status]}</dd>
      </dl>
      <p className="mt-1.5 text-zinc-600 dark:text-zinc-400">{citations(v.citationCount)}</p>
    </div>
  );
}
