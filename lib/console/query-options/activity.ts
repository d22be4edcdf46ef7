import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type ApiSchemas } from '@/lib/console/api-client';

export type RecentTouchpoint = ApiSchemas['RecentTouchpoint'];

/** The home page reads one bounded page of each: its first content must not grow with the workspace. */
const HOME_TOUCHPOINT_LIMIT = 50;
const HOME_FUND_EVENT_LIMIT = 15;

export const activityKeys = {
  all: ['activity'] as const,
  touchpoints: (updatedAfter: string, limit: number) =>
    [...activityKeys.all, 'touchpoints', { updatedAfter, limit }] as const,
  fundEvents: (limit: number) => [...activityKeys.all, 'fund-events', limit] as const,
};

/** Touchpoints of every company created or re-derived at or after `updatedAfter`, newest change first. */
export const recentTouchpointsQuery = (updatedAfter: string, limit = HOME_TOUCHPOINT_LIMIT) =>
  queryOptions({
    queryKey: activityKeys.touchpoints(updatedAfter, limit),
    queryFn: ({ signal }) =>
      unwrap(apiClient.GET('/touchpoints', { params: { query: { updatedAfter, limit } }, signal })),
    staleTime: 60_000,
  });

const listFundEvents = (limit: number, signal: AbortSignal) =>
  unwrap(apiClient.GET('/audit-events', { params: { query: { entityType: ['fund_company'], limit } }, signal }));

/** An audit event as the list returns it. */
export type AuditEvent = Awaited<ReturnType<typeof listFundEvents>>['items'][number];

/** The latest fund membership and status changes, with who made them. */
export const fundEventsQuery = (limit = HOME_FUND_EVENT_LIMIT) =>
  queryOptions({
    queryKey: activityKeys.fundEvents(limit),
    queryFn: ({ signal }) => listFundEvents(limit, signal),
    staleTime: 30_000,
  });

/** "Sync now": the connection's next poll starts at once (live IMAP connections only). */
export const syncConnection = async (publicId: string): Promise<void> => {
  await unwrap(
    apiClient.POST('/connections/{connectionPublicId}/sync', { params: { path: { connectionPublicId: publicId } } }),
  );
};
