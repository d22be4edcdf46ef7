import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/console/client';
import type { Member } from '@/lib/schemas/member';

export const meKeys = {
  all: ['me'] as const,
};

export const meQuery = () =>
  queryOptions({
    queryKey: meKeys.all,
    queryFn: ({ signal }) => api<Member>('/me', { signal }),
    staleTime: 5 * 60_000,
  });
