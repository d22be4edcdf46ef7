import { HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import type { SearchParams } from 'nuqs/server';
import { ReviewQueue } from '@/components/review/review-queue';
import { loadReviewSearchParams, reviewQueueParams, type ReviewSearch } from '@/components/review/search-params';
import { rangeError } from '@/components/trackers/values/search-params';
import { prefetch } from '@/lib/console/prefetch';
import { companyQuery } from '@/lib/console/query-options/companies';
import { fundListQuery } from '@/lib/console/query-options/funds';
import { evidenceQuery, reviewCountsQuery, reviewQueueQuery } from '@/lib/console/query-options/review';
import { loadSource } from '@/lib/sources/load';

export const metadata: Metadata = { title: 'Review queue · Portfolio Intelligence' };

/** The queue's first page (its values name their companies), the counts, and the first value's evidence. */
async function loadReviewPage(client: QueryClient, search: ReviewSearch) {
  const first = rangeError(search)
    ? Promise.resolve()
    : client.fetchQuery(reviewQueueQuery(reviewQueueParams(search))).then(
        async (page) => {
          const citation = page.items[0]?.citations[0];
          if (!citation || citation.type === 'touchpoint') return;
          const result = await loadSource(citation.type, citation.publicId);
          // The same key the pane reads: the source is in the first HTML, not fetched after.
          client.setQueryData(evidenceQuery(citation.type, citation.publicId).queryKey, result);
        },
        // The client shows the error (with Retry) when it reads the same query.
        () => undefined,
      );
  await Promise.all([
    first,
    client.prefetchQuery(reviewCountsQuery()),
    client.prefetchQuery(fundListQuery({ limit: 100 })),
    search.companyPublicId ? client.prefetchQuery(companyQuery(search.companyPublicId)) : undefined,
  ]);
}

export default async function ReviewPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const search = await loadReviewSearchParams(searchParams);
  const dehydrated = await prefetch((client) => loadReviewPage(client, search));
  // No Suspense boundary: React streams a large boundary's content apart from
  // its fallback and reveals it a frame or more later.
  return (
    <HydrationBoundary state={dehydrated}>
      <ReviewQueue />
    </HydrationBoundary>
  );
}
