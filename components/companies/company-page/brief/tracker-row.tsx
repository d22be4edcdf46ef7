'use client';

import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { Tracker } from '@/lib/schemas/tracker';
import { linkClass, mutedClass } from './section';
import { latestValuesQuery, trackerLatest } from './tracker-latest';

/** d3's scale and shape for a 96-pixel line: fetched beside the series it draws, not with the page. */
const Sparkline = lazy(() => import('./sparkline').then((m) => ({ default: m.Sparkline })));

/** The tracker page, filtered to this company. */
const trackerHref = (trackerId: string, companyId: string) =>
  `/trackers/${trackerId}?companyPublicId=${encodeURIComponent(companyId)}`;

/** One tracker: its latest value for the company, how it was reviewed, and a sparkline of the last few. */
export function TrackerRow({ tracker, companyId }: { tracker: Tracker; companyId: string }) {
  const values = useQuery(latestValuesQuery(tracker.publicId, companyId));
  // The list is newest first; the brief reads a history oldest first.
  const latest = values.data ? trackerLatest(tracker, [...values.data.items].reverse()) : undefined;

  let detail;
  if (values.isPending)
    detail = (
      <div role="status" aria-busy="true" aria-label={`Loading ${tracker.name}`} className="flex gap-2">
        <Skeleton className="h-4 w-16" />
        <Skeleton className="h-6 w-24" />
      </div>
    );
  else if (values.isError)
    detail = (
      <span role="alert" className="flex items-center gap-2 text-sm text-red-700 dark:text-red-400">
        Could not load values
        <Button variant="outline" size="sm" onClick={() => void values.refetch()}>
          Retry
        </Button>
      </span>
    );
  else if (!latest) detail = <span className={`text-sm ${mutedClass}`}>No values yet</span>;
  else
    detail = (
      <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
        {latest.spark.length > 0 ? (
          <Suspense fallback={<span aria-hidden="true" className="inline-block h-7 w-24 shrink-0" />}>
            <Sparkline values={latest.spark} label={latest.sparkLabel} />
          </Suspense>
        ) : null}
        <div className="grid justify-items-end text-right">
          <span className="max-w-48 truncate text-sm font-semibold tabular-nums" title={latest.value}>
            {latest.value}
          </span>
          <span className={`text-xs ${mutedClass}`}>
            <time dateTime={latest.point.effectiveAt}>{latest.date}</time>
          </span>
        </div>
        <Badge variant={latest.point.status === 'confirmed' ? 'success' : 'warning'}>{latest.statusLabel}</Badge>
      </div>
    );

  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2" data-tracker={tracker.publicId}>
      <Link href={trackerHref(tracker.publicId, companyId)} className={`text-sm ${linkClass}`}>
        {tracker.name}
      </Link>
      {detail}
    </li>
  );
}
