import type { FundStatusCounts } from '@/lib/schemas/fund';
import { FUND_STATUSES } from '@/lib/schemas/values';
import { plural } from '@/lib/format/dates';
import { cn } from '@/lib/utils';
import { STATUS_COLORS, STATUS_LABELS } from './status-labels';

/**
 * A fund's status mix: a small stacked bar (decoration) and, under it, the
 * same numbers as text, which is what screen readers and tests read.
 */
export function StatusMix({ counts, className }: { counts: FundStatusCounts; className?: string }) {
  const total = FUND_STATUSES.reduce((sum, s) => sum + counts[s], 0);
  return (
    <div className={cn('space-y-1', className)} data-testid="status-mix">
      <div aria-hidden="true" className="flex h-2 w-full overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800">
        {total > 0
          ? FUND_STATUSES.filter((s) => counts[s] > 0).map((s) => (
              <span key={s} className={STATUS_COLORS[s]} style={{ width: `${(100 * counts[s]) / total}%` }} />
            ))
          : null}
      </div>
      <p className="flex flex-wrap gap-x-3 text-xs text-zinc-600 dark:text-zinc-400">
        {total === 0 ? (
          <span>No companies</span>
        ) : (
          FUND_STATUSES.filter((s) => counts[s] > 0).map((s, i) => (
            <span key={s} className="inline-flex items-center gap-1">
              {/* Read aloud as "43 active, 26 exited"; the gap does the work on screen. */}
              {i > 0 ? <span className="sr-only">, </span> : null}
              <span aria-hidden="true" className={cn('size-2 rounded-full', STATUS_COLORS[s])} />
              {counts[s].toLocaleString('en-GB')} {STATUS_LABELS[s].toLowerCase()}
            </span>
          ))
        )}
      </p>
    </div>
  );
}

/** "1 company", "40,000 companies". */
export const companiesCount = (n: number) => plural(n, 'company', 'companies');
