import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { CompanyTrackers } from '@/components/trackers/company-trackers';
import { loadCompanyTrackers } from '@/components/trackers/load';
import { companySeriesQuery } from '@/lib/console/query-options/tracker-series';
import { prefetch } from '@/lib/console/prefetch';

export const metadata: Metadata = { title: 'Company trackers · Portfolio Intelligence' };

export default async function CompanyTrackersPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  const dehydrated = await prefetch((client) => loadCompanyTrackers(client, companyId, companySeriesQuery));
  return (
    <HydrationBoundary state={dehydrated}>
      <CompanyTrackers companyId={companyId} />
    </HydrationBoundary>
  );
}
