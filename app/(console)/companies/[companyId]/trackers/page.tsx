import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { CompanyTrackers } from '@/components/trackers/company-trackers';
import { prefetch } from '@/lib/console/prefetch';
import { companySeriesQuery } from '@/lib/console/query-options/tracker-series';
import { trackerListQuery } from '@/lib/console/query-options/trackers';

export const metadata: Metadata = { title: 'Company trackers · Portfolio Intelligence' };

export default async function CompanyTrackersPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  // The trackers that apply, each with its series: the charts are drawn in the first HTML.
  const dehydrated = await prefetch(async (client) => {
    const trackers = await client.fetchQuery(trackerListQuery({ companyPublicId: companyId })).catch(
      // The client shows the error (with Retry) when it reads the same query.
      () => [],
    );
    await Promise.all(trackers.map((t) => client.prefetchQuery(companySeriesQuery(t.publicId, companyId))));
  });
  return (
    <HydrationBoundary state={dehydrated}>
      <CompanyTrackers companyId={companyId} />
    </HydrationBoundary>
  );
}
