'use client';

import { Check } from 'lucide-react';
import { memo } from 'react';
import { formatDate } from '@/components/trackers/format';
import type { QueueValue } from '@/lib/console/query-options/review';
import { cn } from '@/lib/utils';
import { valueText } from './format';

export const optionId = (publicId: string) => `review-item-${publicId}`;

/**
 * The values waiting, as a multi-select listbox: the focused option is the
 * value on show (roving focus follows it: j/k, the arrows or a click; focus
 * restored by a closing toast must not change it), `aria-selected` marks the
 * ones picked for bulk confirm (x, Space, or the box).
 */
export const QueueList = memo(function QueueList({
  items,
  currentId,
  selected,
  onCurrent,
  onToggle,
}: {
  items: readonly QueueValue[];
  currentId: string | undefined;
  selected: ReadonlySet<string>;
  onCurrent: (publicId: string) => void;
  onToggle: (publicId: string) => void;
}) {
  return (
    <ul
      role="listbox"
      aria-label="Values waiting for review"
      aria-multiselectable="true"
      className="divide-y divide-zinc-200 overflow-hidden rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
    >
      {items.map((item) => {
        const current = item.publicId === currentId;
        const picked = selected.has(item.publicId);
        return (
          <li
            key={item.publicId}
            id={optionId(item.publicId)}
            role="option"
            aria-selected={picked}
            aria-current={current ? 'true' : undefined}
            tabIndex={current ? 0 : -1}
            data-value-id={item.publicId}
            onClick={() => onCurrent(item.publicId)}
            className={cn(
              'flex cursor-pointer items-start gap-3 px-3 py-2.5 text-sm outline-none focus-visible:ring-2 focus-visible:ring-zinc-950 focus-visible:ring-inset dark:focus-visible:ring-zinc-300',
              current ? 'bg-zinc-100 dark:bg-zinc-800/80' : 'hover:bg-zinc-50 dark:hover:bg-zinc-900',
            )}
          >
            {/* The box only mirrors aria-selected; the option itself is the control. */}
            <span
              aria-hidden="true"
              onClick={(e) => {
                e.stopPropagation();
                onToggle(item.publicId);
              }}
              className={cn(
                'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded border',
                picked
                  ? 'border-zinc-900 bg-zinc-900 text-zinc-50 dark:border-zinc-50 dark:bg-zinc-50 dark:text-zinc-900'
                  : 'border-zinc-400 dark:border-zinc-600',
              )}
            >
              {picked ? <Check className="size-3" /> : null}
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex items-baseline justify-between gap-2">
                <span className="truncate font-medium">{item.companyName}</span>
                <span className="shrink-0 text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
                  {formatDate(item.effectiveAt)}
                </span>
              </span>
              <span className="flex items-baseline justify-between gap-2 text-zinc-700 dark:text-zinc-300">
                <span className="truncate">{item.trackerName}</span>
                <span className="shrink-0 font-medium tabular-nums">{valueText(item)}</span>
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
});
