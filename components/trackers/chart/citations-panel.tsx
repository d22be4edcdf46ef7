'use client';

import { useQuery } from '@tanstack/react-query';
import { ExternalLink, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/states';
import { seriesPointQuery, type SeriesPoint } from '@/lib/console/query-options/tracker-series';
import type { Citation } from '@/lib/schemas/touchpoint';
import type { TrackerValue } from '@/lib/schemas/tracker';
import { formatDate, formatDateTime, formatValue, periodLabel } from '../format';

const TYPE_LABELS: Record<string, string> = {
  touchpoint: 'Touchpoint',
  note: 'Note',
  email: 'Email',
  file: 'File',
  element: 'Section',
  meeting: 'Meeting',
};

/** The most specific human title a citation carries; every field but type and permalink is optional. */
export function citationTitle(c: Citation): string {
  switch (c.type) {
    case 'email':
      return c.subject || 'Email without subject';
    case 'file':
      return c.name || 'Untitled file';
    case 'element': {
      const section = c.label || (c.index === undefined ? 'Section' : `Section ${c.index + 1}`);
      return c.parent?.name ? `${section} of ${c.parent.name}` : section;
    }
    case 'meeting':
      return c.title || 'Meeting';
    case 'note':
      return c.author ? `Note by ${c.author}` : 'Note';
    case 'touchpoint':
      return c.headline || 'Touchpoint';
    default:
      return TYPE_LABELS[c.type] ?? 'Source';
  }
}

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
        <ul className="mt-2 space-y-1.5">
          {value.citations.map((c, i) => (
            <li key={`${c.type}-${c.publicId}-${i}`} className="text-sm">
              <span className={`mr-2 text-xs font-medium uppercase ${muted}`}>{TYPE_LABELS[c.type] ?? c.type}</span>
              <a
                href={c.permalink}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-blue-700 underline-offset-4 hover:underline dark:text-blue-400"
              >
                {citationTitle(c)}
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
              {c.occurredAt ? (
                <span className={`ml-2 text-xs ${muted}`}>
                  <time dateTime={c.occurredAt}>{formatDateTime(c.occurredAt)}</time>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
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
