import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type ApiSchemas } from '@/lib/console/api-client';
import type { TOUCHPOINT_SORTS } from '@/lib/schemas/touchpoint';

export type TouchpointSort = (typeof TOUCHPOINT_SORTS)[number];

export interface TouchpointListParams {
  topics: readonly ApiSchemas['Topic'][];
  categories: readonly ApiSchemas['InsightCategory'][];
  sort: TouchpointSort;
}

/** Large enough that a page fills several screens, small enough to arrive quickly. */
const TOUCHPOINT_PAGE_SIZE = 50;

/**
 * Filters are sets: sorting them keeps `?topic=a&topic=b` and `?topic=b&topic=a`
 * on one cache entry (the API binds page tokens the same way).
 */
function normalize(params: TouchpointListParams): TouchpointListParams {
  return { topics: [...params.topics].sort(), categories: [...params.categories].sort(), sort: params.sort };
}

/** Hierarchical keys: `touchpointKeys.company(id)` refreshes every view of one company's timeline. */
export const touchpointKeys = {
  all: ['touchpoints'] as const,
  lists: () => [...touchpointKeys.all, 'list'] as const,
  company: (companyId: string) => [...touchpointKeys.lists(), companyId] as const,
  list: (companyId: string, params: TouchpointListParams) =>
    [...touchpointKeys.company(companyId), normalize(params)] as const,
};

export const touchpointListQuery = (companyId: string, params: TouchpointListParams) => {
  const { topics, categories, sort } = normalize(params);
  return infiniteQueryOptions({
    queryKey: touchpointKeys.list(companyId, params),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        apiClient.GET('/companies/{companyPublicId}/touchpoints', {
          params: {
            path: { companyPublicId: companyId },
            query: {
              topic: [...topics],
              category: [...categories],
              // The API's default; leaving it out keeps URLs short and works everywhere.
              sort: sort === 'occurredAt' ? undefined : sort,
              limit: TOUCHPOINT_PAGE_SIZE,
              pageToken: pageParam,
            },
          },
          signal,
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPageToken || undefined,
    staleTime: 60_000,
  });
};
