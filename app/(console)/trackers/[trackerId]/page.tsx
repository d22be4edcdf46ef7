import { HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import type { SearchParams } from 'nuqs/server';
import { Suspense } from 'react';
import { preload } from 'react-dom';
import { TrackerDetail, TrackerDetailSkeleton } from '@/components/trackers/tracker-detail';
import {
  loadValueSearchParams,
  rangeError,
  valueListParams,
  type ValueSearch,
} from '@/components/trackers/values/search-params';
import { prefetch } from '@/lib/console/prefetch';
import { companyQuery } from '@/lib/console/query-options/companies';
import { companySeriesUrl } from '@/lib/console/query-options/tracker-series';
import { trackerQuery, trackerValueListQuery } from '@/lib/console/query-options/trackers';

export const metadata: Metadata = { title: 'Tracker · Portfolio Intelligence' };

/** The tracker, the chosen company, and the values table's page with its rows' company names. */
async function loadTrackerPage(client: QueryClient, trackerId: string, search: ValueSearch) {
  const values = rangeError(search)
    ? Promise.resolve()
    : client.fetchQuery(trackerValueListQuery(trackerId, valueListParams(search))).then(
        (page) =>
          Promise.all(
            [...new Set(page.items.map((v) => v.companyPublicId))].map((id) => client.prefetchQuery(companyQuery(id))),
          ),
        // The client shows the error (with Retry) when it reads the same query.
        () => undefined,
      );
  await Promise.all([
    client.prefetchQuery(trackerQuery(trackerId)),
    search.companyPublicId ? client.prefetchQuery(companyQuery(search.companyPublicId)) : undefined,
    values,
  ]);
}

export default async function TrackerPage({
  params,
  searchParams,
}: {
  params: Promise<{ trackerId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { trackerId } = await params;
  const search = await loadValueSearchParams(searchParams);
  // The chart's series is large and drawn only in the browser: it downloads while the scripts load.
  if (search.companyPublicId) {
    preload(companySeriesUrl(trackerId, search.companyPublicId), { as: 'fetch', crossOrigin: 'anonymous' });
  }
  const dehydrated = await prefetch((client) => loadTrackerPage(client, trackerId, search));
  // The view reads its filters from the URL on the client (useSearchParams), which needs a boundary.
  return (
    <HydrationBoundary state={dehydrated}>
      <Suspense fallback={<TrackerDetailSkeleton />}>
        <TrackerDetail trackerId={trackerId} />
      </Suspense>
    </HydrationBoundary>
  );
}
