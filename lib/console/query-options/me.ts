import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/console/api-client';

export const meKeys = {
  all: ['me'] as const,
  lastVisit: () => [...meKeys.all, 'last-visit'] as const,
};

export const meQuery = () =>
  queryOptions({
    queryKey: meKeys.all,
    queryFn: ({ signal }) => unwrap(apiClient.GET('/me', { signal })),
    staleTime: 5 * 60_000,
  });

/** The member's last visit as they marked it: Home's window starts there. */
export const lastVisitQuery = () =>
  queryOptions({
    queryKey: meKeys.lastVisit(),
    queryFn: ({ signal }) => unwrap(apiClient.GET('/me/last-visit', { signal })),
    staleTime: Infinity,
  });

/** Moves the last visit forward to `at`; answers the mark as it now stands. */
export const markLastVisit = (at: string) => unwrap(apiClient.PUT('/me/last-visit', { body: { at } }));

/** How often an open console asks whether anything changed: "within 5 s" with the refetch that follows. */
const LIVE_POLL_MS = 3_000;

export const liveKeys = { changes: ['live', 'changes'] as const };

/** When anything the member can see last changed (GET /changes): cheap, polled while the page is visible. */
export const changesQuery = () =>
  queryOptions({
    queryKey: liveKeys.changes,
    queryFn: ({ signal }) => unwrap(apiClient.GET('/changes', { signal })),
    refetchInterval: LIVE_POLL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
