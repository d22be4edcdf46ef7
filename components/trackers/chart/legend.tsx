'use client';

import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { ValueStatus } from '@/lib/schemas/tracker';
import { STATUS_LABELS } from '../format';
import { MarkerSwatch } from './markers';
import { STATUS_ORDER } from './points';

interface LegendProps {
  counts: Record<ValueStatus, number>;
  showRejected: boolean;
  onShowRejectedChange: (show: boolean) => void;
}

/** What each marker means, how many of each there are, and the switch for rejected values. */
export function ChartLegend({ counts, showRejected, onShowRejectedChange }: LegendProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <ul aria-label="Legend" className="flex flex-wrap items-center gap-4">
        {STATUS_ORDER.map((status) => {
          const hidden = status === 'rejected' && !showRejected;
          return (
            <li key={status} className="flex items-center gap-1.5" data-status={status}>
              <MarkerSwatch status={status} />
              <span>{STATUS_LABELS[status]}</span>
              <span className="text-zinc-600 tabular-nums dark:text-zinc-400">
                ({counts[status]}
                {hidden && counts[status] > 0 ? ' hidden' : ''})
              </span>
            </li>
          );
        })}
      </ul>
      <div className="flex items-center gap-2">
        <Checkbox id={id} checked={showRejected} onCheckedChange={(c) => onShowRejectedChange(c === true)} />
        <Label htmlFor={id}>Show rejected</Label>
      </div>
    </div>
  );
}
