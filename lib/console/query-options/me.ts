import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/console/api-client';

const meKeys = {
  all: ['me'] as const,
};

export const meQuery = () =>
  queryOptions({
    queryKey: meKeys.all,
    queryFn: ({ signal }) => unwrap(apiClient.GET('/me', { signal })),
    staleTime: 5 * 60_000,
  });
