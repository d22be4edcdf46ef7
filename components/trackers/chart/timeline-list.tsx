'use client';

import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { SeriesPoint } from '@/lib/console/query-options/tracker-series';
import { cn } from '@/lib/utils';
import { formatDate, formatValue, STATUS_LABELS } from '../format';
import { MarkerSwatch } from './markers';

const INITIAL = 12;
/** Rows added per "Show more": thousands of rows with buttons at once would block the page. */
const MORE = 200;

/**
 * The timeline's values as a list, newest first: the full text that markers
 * can only abbreviate, and a keyboard path to each value's citations.
 */
export function TimelineList({
  values,
  selectedId,
  onSelect,
  label,
}: {
  /** In date order, oldest first, as the series comes. */
  values: readonly SeriesPoint[];
  selectedId: string | undefined;
  onSelect: (value: SeriesPoint) => void;
  label: string;
}) {
  const [shownCount, setShownCount] = useState(INITIAL);
  const newestFirst = useMemo(() => [...values].reverse(), [values]);
  return (
    <div>
      <ol aria-label={label} className="divide-y divide-zinc-200 text-sm dark:divide-zinc-800">
        {newestFirst.slice(0, shownCount).map((v) => (
          <li
            key={v.publicId}
            className={cn(
              'flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2',
              v.publicId === selectedId && 'bg-zinc-100 dark:bg-zinc-900',
            )}
          >
            <time dateTime={v.effectiveAt} className="w-28 shrink-0 text-zinc-600 tabular-nums dark:text-zinc-400">
              {formatDate(v.effectiveAt)}
            </time>
            <span className="min-w-0 flex-1 font-medium">{formatValue(v.value, v.unit)}</span>
            <span className="flex items-center gap-1 text-xs text-zinc-700 dark:text-zinc-300">
              <MarkerSwatch status={v.status} />
              {STATUS_LABELS[v.status]}
            </span>
            <Button variant="ghost" size="sm" onClick={() => onSelect(v)}>
              {v.citationCount === 0 ? 'No citations' : `Citations (${v.citationCount})`}
              <span className="sr-only"> for {formatDate(v.effectiveAt)}</span>
            </Button>
          </li>
        ))}
      </ol>
      {newestFirst.length > INITIAL ? (
        <Button
          variant="link"
          size="sm"
          className="px-0"
          onClick={() => setShownCount((n) => (n >= newestFirst.length ? INITIAL : n + MORE))}
        >
          {shownCount >= newestFirst.length
            ? 'Show fewer'
            : `Show ${Math.min(MORE, newestFirst.length - shownCount)} more of ${newestFirst.length} values`}
        </Button>
      ) : null}
    </div>
  );
}
