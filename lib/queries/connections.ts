import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/console/client';
import type { Connection } from '@/lib/schemas/connection';
import type { Page } from './types';

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
      const items: Connection[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const result = await api<Page<Connection>>('/connections', { query: { limit: 100, pageToken }, signal });
        items.push(...result.items);
        pageToken = result.nextPageToken;
        if (!pageToken) break;
      }
      return { items, truncated: pageToken !== undefined };
    },
    staleTime: 60_000,
  });
