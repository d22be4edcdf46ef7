import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import type { SearchParams } from 'nuqs/server';
import { FundCompanies } from '@/components/funds/fund-companies';
import { fundCompanyListParams, loadFundCompanySearchParams } from '@/components/funds/search-params';
import { prefetch } from '@/lib/console/prefetch';
import { fundCompaniesQuery, fundQuery } from '@/lib/console/query-options/funds';

export const metadata: Metadata = { title: 'Fund · Portfolio Intelligence' };

export default async function FundPage({
  params,
  searchParams,
}: {
  params: Promise<{ fundId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { fundId } = await params;
  const state = await loadFundCompanySearchParams(searchParams);
  const dehydrated = await prefetch((client) =>
    Promise.all([
      client.prefetchQuery(fundQuery(fundId)),
      client.prefetchQuery(fundCompaniesQuery(fundId, fundCompanyListParams(state))),
    ]),
  );
  return (
    <HydrationBoundary state={dehydrated}>
      {/* Keyed by fund: Next keeps a client component's state across a change of the [fundId] value. */}
      <FundCompanies key={fundId} fundId={fundId} />
    </HydrationBoundary>
  );
}
