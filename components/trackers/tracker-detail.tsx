'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, LineChart } from 'lucide-react';
import Link from 'next/link';
import { useEffect, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { ApiRequestError } from '@/lib/console/client';
import { companyQuery } from '@/lib/console/query-options/companies';
import { companySeriesQuery } from '@/lib/console/query-options/tracker-series';
import { trackerQuery } from '@/lib/console/query-options/trackers';
import type { Tracker } from '@/lib/schemas/tracker';
import { useReaderTimeZone } from '@/lib/hooks/use-reader-time-zone';
import { CompanyHistory, loadCompanyHistory } from './chart/lazy-company-history';
import { formatDateTime, kindLabel, policySummary } from './format';
import { AddValueButton } from './manual-entry/add-value-button';
import { IngestionBadge } from './tracker-list';
import { CompanyPicker } from './values/company-picker';
import { useValueSearch } from './values/use-value-search';
import { ValueFilters } from './values/value-filters';
import { ValuesTable } from './values/values-table';

function TrackerHeader({ tracker, action }: { tracker: Tracker; action: ReactNode }) {
  const timeZone = useReaderTimeZone();
  return (
    <header className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{tracker.name}</h1>
        {action}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="outline">{kindLabel(tracker.kind)}</Badge>
        {tracker.preferredUnit ? <Badge variant="outline">Unit: {tracker.preferredUnit}</Badge> : null}
        <span className="inline-flex items-center gap-1.5">
          Ingestion <IngestionBadge enabled={tracker.ingestionEnabled} />
        </span>
        <span className="text-zinc-700 dark:text-zinc-300">{policySummary(tracker.valuePolicy)}</span>
      </div>
      {tracker.description ? (
        <p className="max-w-3xl text-sm text-zinc-700 dark:text-zinc-300">{tracker.description}</p>
      ) : null}
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        Definition last changed <time dateTime={tracker.updatedAt}>{formatDateTime(tracker.updatedAt, timeZone)}</time>
      </p>
    </header>
  );
}

function TrackerDetailSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading tracker" className="space-y-3">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-5 w-96" />
      <Skeleton className="h-72 w-full" />
    </div>
  );
}

/** One tracker: its definition, a company's value history, and every value in a filtered table. */
export function TrackerDetail({ trackerId }: { trackerId: string }) {
  const [search, update] = useValueSearch();
  const trackerResult = useQuery(trackerQuery(trackerId));
  const company = useQuery({ ...companyQuery(search.companyPublicId ?? ''), enabled: Boolean(search.companyPublicId) });
  const queryClient = useQueryClient();
  // The chart's series and code are requested alongside the tracker rather than after it.
  useEffect(() => {
    if (!search.companyPublicId) return;
    void queryClient.prefetchQuery(companySeriesQuery(trackerId, search.companyPublicId));
    void loadCompanyHistory();
  }, [queryClient, trackerId, search.companyPublicId]);

  if (trackerResult.isPending) return <TrackerDetailSkeleton />;
  if (trackerResult.isError) {
    const missing = trackerResult.error instanceof ApiRequestError && trackerResult.error.status === 404;
    return (
      <ErrorState
        title={missing ? 'Tracker not found' : 'The tracker could not be loaded'}
        error={trackerResult.error}
        onRetry={missing ? undefined : () => void trackerResult.refetch()}
      />
    );
  }
  const tracker = trackerResult.data;
  const companyName = company.data?.name;

  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <Link
          href="/trackers"
          className="inline-flex items-center gap-1 text-sm text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> All trackers
        </Link>
        <TrackerHeader
          tracker={tracker}
          action={
            <AddValueButton
              tracker={tracker}
              initialCompany={
                search.companyPublicId && companyName
                  ? { publicId: search.companyPublicId, name: companyName }
                  : undefined
              }
              // The chart and the table then show the company the value was entered for.
              onAdded={(added) => {
                if (added.publicId !== search.companyPublicId) void update({ companyPublicId: added.publicId });
              }}
            />
          }
        />
      </div>

      <div className="rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
        <CompanyPicker
          value={search.companyPublicId ?? undefined}
          valueName={companyName ?? (company.isError ? 'Unknown company' : undefined)}
          onChange={(publicId) => void update({ companyPublicId: publicId ?? null })}
        />
      </div>

      <section aria-labelledby="history-heading" className="space-y-3">
        <h2 id="history-heading" className="text-lg font-semibold">
          Value history{companyName ? ` · ${companyName}` : ''}
        </h2>
        {search.companyPublicId ? (
          <CompanyHistory
            key={search.companyPublicId}
            tracker={tracker}
            companyPublicId={search.companyPublicId}
            companyName={companyName}
          />
        ) : (
          <EmptyState
            icon={<LineChart className="size-8" />}
            title="Pick a company to chart"
            description="Choose a company above to see its values over time. The table below lists values across all companies."
          />
        )}
      </section>

      <section aria-labelledby="values-heading" className="space-y-3">
        <h2 id="values-heading" className="text-lg font-semibold">
          Values
        </h2>
        <ValueFilters search={search} update={update} />
        <ValuesTable trackerId={trackerId} search={search} update={update} />
      </section>
    </div>
  );
}
