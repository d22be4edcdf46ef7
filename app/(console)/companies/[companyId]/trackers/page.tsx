import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { CompanyTrackers } from '@/components/trackers/company-trackers';
import { prefetch } from '@/lib/console/prefetch';
import { trackerListQuery } from '@/lib/console/query-options/trackers';

export const metadata: Metadata = { title: 'Company trackers · Portfolio Intelligence' };

export default async function CompanyTrackersPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  // The trackers that apply; each one's chart loads its series on the client.
  const dehydrated = await prefetch((client) => client.prefetchQuery(trackerListQuery({ companyPublicId: companyId })));
  return (
    <HydrationBoundary state={dehydrated}>
      <CompanyTrackers companyId={companyId} />
    </HydrationBoundary>
  );
}
