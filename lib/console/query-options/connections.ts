import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type ApiSchemas } from '@/lib/console/api-client';

/** A workspace has a handful of connections; this bounds the walk should a deployment misbehave. */
const MAX_PAGES = 20;

export const connectionKeys = {
  all: ['connections'] as const,
  lists: () => [...connectionKeys.all, 'list'] as const,
  list: () => [...connectionKeys.lists(), 'all'] as const,
};

/** Every connection, following nextPageToken: a health overview must not hide the 101st. */
export const connectionListQuery = () =>
  queryOptions({
    queryKey: connectionKeys.list(),
    queryFn: async ({ signal }) => {
      const items: ApiSchemas['Connection'][] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const result = await unwrap(
          apiClient.GET('/connections', { params: { query: { limit: 100, pageToken } }, signal }),
        );
        items.push(...result.items);
        pageToken = result.nextPageToken;
        if (!pageToken) break;
      }
      return { items, truncated: pageToken !== undefined };
    },
    staleTime: 60_000,
  });
