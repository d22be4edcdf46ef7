import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import type { SearchParams } from 'nuqs/server';
import { CompaniesView } from '@/components/companies/companies-table/companies-view';
import { companyListParams, loadCompanySearchParams } from '@/components/companies/search-params';
import { prefetch } from '@/lib/console/prefetch';
import { companyListQuery } from '@/lib/console/query-options/companies';

export const metadata: Metadata = { title: 'Companies · Portfolio Intelligence' };

export default async function CompaniesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const state = await loadCompanySearchParams(searchParams);
  const dehydrated = await prefetch((client) => client.prefetchQuery(companyListQuery(companyListParams(state))));
  return (
    <HydrationBoundary state={dehydrated}>
      <CompaniesView />
    </HydrationBoundary>
  );
}
