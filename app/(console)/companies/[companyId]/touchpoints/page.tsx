import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import type { SearchParams } from 'nuqs/server';
import { loadTimelineSearchParams, timelineFilters } from '@/components/touchpoints/filters';
import { Timeline } from '@/components/touchpoints/timeline';
import { prefetch } from '@/lib/console/prefetch';
import { touchpointListQuery } from '@/lib/console/query-options/touchpoints';

export const metadata: Metadata = { title: 'Touchpoints' };

export default async function TouchpointsPage({
  params,
  searchParams,
}: {
  params: Promise<{ companyId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { companyId } = await params;
  const filters = timelineFilters(await loadTimelineSearchParams(searchParams));
  const dehydrated = await prefetch((client) => client.prefetchInfiniteQuery(touchpointListQuery(companyId, filters)));
  return (
    <HydrationBoundary state={dehydrated}>
      <Timeline companyId={companyId} />
    </HydrationBoundary>
  );
}
