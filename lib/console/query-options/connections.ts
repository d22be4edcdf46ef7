import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type ApiSchemas } from '@/lib/console/api-client';
import { ApiRequestError } from '@/lib/console/client';

/** A workspace has a handful of connections; this bounds the walk should a deployment misbehave. */
const MAX_PAGES = 20;
/** Refused messages shown on a connection's page: the newest this many; the count says if there are more. */
const MAX_REFUSED_PAGES = 10;

export const connectionKeys = {
  all: ['connections'] as const,
  lists: () => [...connectionKeys.all, 'list'] as const,
  list: () => [...connectionKeys.lists(), 'all'] as const,
  detail: (publicId: string) => [...connectionKeys.all, 'detail', publicId] as const,
  refused: (publicId: string) => [...connectionKeys.detail(publicId), 'refused'] as const,
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

/** One connection (GET /connections/{id}); `null` when no live connection has that id. */
export const connectionQuery = (publicId: string) =>
  queryOptions({
    queryKey: connectionKeys.detail(publicId),
    queryFn: async ({ signal }): Promise<ApiSchemas['Connection'] | null> => {
      try {
        return await unwrap(
          apiClient.GET('/connections/{connectionPublicId}', {
            params: { path: { connectionPublicId: publicId } },
            signal,
          }),
        );
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });

/** The messages a connection passed over, newest first, up to MAX_REFUSED_PAGES pages of 100. */
export const refusedMessagesQuery = (publicId: string) =>
  queryOptions({
    queryKey: connectionKeys.refused(publicId),
    queryFn: async ({ signal }) => {
      const items: ApiSchemas['RefusedMessage'][] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_REFUSED_PAGES; page++) {
        const result = await unwrap(
          apiClient.GET('/connections/{connectionPublicId}/refused-messages', {
            params: { path: { connectionPublicId: publicId }, query: { limit: 100, pageToken } },
            signal,
          }),
        );
        items.push(...result.items);
        pageToken = result.nextPageToken;
        if (!pageToken) break;
      }
      return { items, truncated: pageToken !== undefined };
    },
    staleTime: 60_000,
  });
