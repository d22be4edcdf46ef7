import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import type { SearchParams } from 'nuqs/server';
import { SearchView } from '@/components/search/search-view';
import { loadSearchPageParams, searchListParams } from '@/components/search/search-params';
import { prefetch } from '@/lib/console/prefetch';
import { searchQuery } from '@/lib/console/query-options/search';

export const metadata: Metadata = { title: 'Search · Portfolio Intelligence' };

export default async function SearchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = searchListParams(await loadSearchPageParams(searchParams));
  const dehydrated = await prefetch((client) =>
    params.q === '' ? Promise.resolve() : client.prefetchQuery(searchQuery(params)),
  );
  return (
    <HydrationBoundary state={dehydrated}>
      <SearchView />
    </HydrationBoundary>
  );
}
