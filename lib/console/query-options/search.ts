import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type ApiSchemas } from '@/lib/console/api-client';

export type SearchHitType = ApiSchemas['SearchHit']['type'];

export interface SearchParams {
  q: string;
  type: SearchHitType[];
  limit?: number;
  pageToken?: string;
}

const searchKeys = {
  all: ['search'] as const,
  page: (params: SearchParams) => [...searchKeys.all, params] as const,
};

/** A page of hits for `q` (GET /search: score desc, publicId asc). Only asked with words to find. */
export const searchQuery = (params: SearchParams) =>
  queryOptions({
    queryKey: searchKeys.page(params),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/search', {
          params: {
            query: {
              q: params.q,
              type: params.type.length > 0 ? params.type : undefined,
              limit: params.limit,
              pageToken: params.pageToken,
            },
          },
          signal,
        }),
      ),
    enabled: params.q.trim() !== '',
    staleTime: 30_000,
  });
