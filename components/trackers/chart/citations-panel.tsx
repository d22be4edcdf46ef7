'use client';

import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { CitationList } from '@/components/citations/citation-chip';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/states';
import { seriesPointQuery, type SeriesPoint } from '@/lib/console/query-options/tracker-series';
import type { TrackerValue } from '@/lib/schemas/tracker';
import { formatDate, formatValue, periodLabel } from '../format';

const muted = 'text-zinc-600 dark:text-zinc-400';

function Evidence({ value }: { value: TrackerValue }) {
  return (
    <>
      {value.period || value.note ? (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm">
          {value.period ? (
            <>
              <dt className={muted}>Period</dt>
              <dd>{periodLabel(value.period)}</dd>
            </>
          ) : null}
          {value.note ? (
            <>
              <dt className={muted}>Note</dt>
              <dd className="line-clamp-3">{value.note}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {value.citations.length === 0 ? (
        <p className={`mt-1 text-sm ${muted}`}>No citations were recorded for this value.</p>
      ) : (
        // The note of a value read from a source is the passage it was read from: the source page marks it.
        <CitationList citations={value.citations} quote={value.note} className="mt-2" />
      )}
    </>
  );
}

/**
 * The selected value's evidence, each citation linking to its source in a new
 * tab. A series point only counts its citations, so the value itself is loaded on selection.
 */
export function CitationsPanel(props: {
  trackerId: string;
  companyPublicId: string;
  point: SeriesPoint;
  onClose: () => void;
}) {
  const { point, onClose } = props;
  const value = useQuery(seriesPointQuery(props.trackerId, props.companyPublicId, point));
  return (
    <section
      aria-label="Citations"
      className="rounded-md border border-zinc-200 bg-zinc-50 p-3 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-semibold">
          Citations for {formatValue(point.value, point.unit)} on{' '}
          <time dateTime={point.effectiveAt}>{formatDate(point.effectiveAt)}</time>
        </h3>
        <Button variant="ghost" size="icon" className="size-7" aria-label="Close citations" onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {value.isPending ? (
        <p role="status" className={`mt-1 text-sm ${muted}`}>
          Loading {point.citationCount} citation{point.citationCount === 1 ? '' : 's'}…
        </p>
      ) : value.isError ? (
        <ErrorState
          className="mt-2 p-4"
          title="Citations could not be loaded"
          error={value.error}
          onRetry={() => void value.refetch()}
        />
      ) : value.data ? (
        <Evidence value={value.data} />
      ) : (
        <p className={`mt-1 text-sm ${muted}`}>This value is no longer listed; it may have been removed.</p>
      )}
    </section>
  );
}
