'use client';

import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { TrackerValue } from '@/lib/schemas/tracker';
import { cn } from '@/lib/utils';
import { formatDate, formatValue, STATUS_LABELS } from '../format';
import { MarkerSwatch } from './markers';

const INITIAL = 12;

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
  values: readonly TrackerValue[];
  selectedId: string | undefined;
  onSelect: (value: TrackerValue) => void;
  label: string;
}) {
  const [all, setAll] = useState(false);
  const newestFirst = useMemo(
    () => [...values].sort((a, b) => (a.effectiveAt < b.effectiveAt ? 1 : a.effectiveAt > b.effectiveAt ? -1 : 0)),
    [values],
  );
  const shown = all ? newestFirst : newestFirst.slice(0, INITIAL);
  return (
    <div>
      <ol aria-label={label} className="divide-y divide-zinc-200 text-sm dark:divide-zinc-800">
        {shown.map((v) => (
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
              {STATUS_LABELS[v.status] ?? v.status}
            </span>
            <Button variant="ghost" size="sm" onClick={() => onSelect(v)}>
              {v.citations.length === 0 ? 'No citations' : `Citations (${v.citations.length})`}
              <span className="sr-only"> for {formatDate(v.effectiveAt)}</span>
            </Button>
          </li>
        ))}
      </ol>
      {newestFirst.length > INITIAL ? (
        <Button variant="link" size="sm" className="px-0" onClick={() => setAll((a) => !a)}>
          {all ? 'Show fewer' : `Show all ${newestFirst.length} values`}
        </Button>
      ) : null}
    </div>
  );
}
