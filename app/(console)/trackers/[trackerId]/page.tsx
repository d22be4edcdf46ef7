import { HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import type { SearchParams } from 'nuqs/server';
import { TrackerDetail } from '@/components/trackers/tracker-detail';
import {
  loadValueSearchParams,
  rangeError,
  valueListParams,
  type ValueSearch,
} from '@/components/trackers/values/search-params';
import { prefetch } from '@/lib/console/prefetch';
import { companyQuery } from '@/lib/console/query-options/companies';
import { companySeriesQuery } from '@/lib/console/query-options/tracker-series';
import { trackerQuery, trackerValueListQuery } from '@/lib/console/query-options/trackers';

export const metadata: Metadata = { title: 'Tracker · Portfolio Intelligence' };

/**
 * The tracker, the chosen company with its series (the chart is drawn in the
 * first HTML), and the values table's page (its values name their companies).
 */
async function loadTrackerPage(client: QueryClient, trackerId: string, search: ValueSearch) {
  // A failed page is left for the client to show with its Retry when it reads the same query.
  const values = rangeError(search)
    ? undefined
    : client.prefetchQuery(trackerValueListQuery(trackerId, valueListParams(search)));
  await Promise.all([
    client.prefetchQuery(trackerQuery(trackerId)),
    search.companyPublicId ? client.prefetchQuery(companyQuery(search.companyPublicId)) : undefined,
    search.companyPublicId ? client.prefetchQuery(companySeriesQuery(trackerId, search.companyPublicId)) : undefined,
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
  const dehydrated = await prefetch((client) => loadTrackerPage(client, trackerId, search));
  // No Suspense boundary: React streams a large boundary's content apart from
  // its fallback and reveals it later, so the chart would show a frame late.
  return (
    <HydrationBoundary state={dehydrated}>
      <TrackerDetail trackerId={trackerId} />
    </HydrationBoundary>
  );
}
