import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type ApiSchemas } from '@/lib/console/api-client';
import { ApiRequestError } from '@/lib/console/client';
import type { SourceResult } from '@/lib/sources/load';

export type QueueValue = ApiSchemas['WorkspaceTrackerValue'];
export type TrackerValue = ApiSchemas['TrackerValue'];

/** The review queue's filters, named as `GET /tracker-values` names them. */
export interface ReviewQueueParams {
  trackerPublicId: readonly string[];
  companyPublicId?: string;
  fundPublicId?: string;
  effectiveFrom?: string;
  effectiveTo?: string;
  limit: number;
  pageToken?: string;
}

/** Hierarchical keys: invalidating `reviewKeys.queues()` refreshes every page of the queue. */
export const reviewKeys = {
  all: ['review'] as const,
  queues: () => [...reviewKeys.all, 'queue'] as const,
  queue: (params: ReviewQueueParams) => [...reviewKeys.queues(), params] as const,
  counts: () => [...reviewKeys.all, 'counts'] as const,
  evidence: (type: string, publicId: string) => [...reviewKeys.all, 'evidence', type, publicId] as const,
};

/** One page of the values waiting for review (status suggested, the API's default). */
export const reviewQueueQuery = (params: ReviewQueueParams) =>
  queryOptions({
    queryKey: reviewKeys.queue(params),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/tracker-values', {
          params: {
            query: {
              status: 'suggested',
              trackerPublicId: [...params.trackerPublicId],
              companyPublicId: params.companyPublicId,
              fundPublicId: params.fundPublicId,
              effectiveFrom: params.effectiveFrom,
              effectiveTo: params.effectiveTo,
              limit: params.limit,
              pageToken: params.pageToken,
            },
          },
          signal,
        }),
      ),
    staleTime: 30_000,
  });

/** How many values wait, in total and per tracker: the navigation's badge and the tracker filter's options. */
export const reviewCountsQuery = () =>
  queryOptions({
    queryKey: reviewKeys.counts(),
    queryFn: ({ signal }) =>
      unwrap(apiClient.GET('/tracker-values/counts', { params: { query: { status: 'suggested' } }, signal })),
    staleTime: 30_000,
  });

/**
 * A cited source as its page shows it, from the console's own route (the
 * source pages read the database directly; the API has no such view). The
 * server page seeds this key with `loadSource`'s result instead of fetching.
 */
export const evidenceQuery = (type: string, publicId: string) =>
  queryOptions({
    queryKey: reviewKeys.evidence(type, publicId),
    // No abort signal: a prefetch passed over by j/k is left to finish and fill the cache, not cancelled.
    queryFn: async (): Promise<SourceResult> => {
      let res: Response;
      try {
        res = await fetch(`/review/evidence/${encodeURIComponent(type)}/${encodeURIComponent(publicId)}`, {
          headers: { accept: 'application/json' },
        });
      } catch {
        throw new ApiRequestError(0, 'The console could not reach its server. Check your connection and retry.');
      }
      if (!res.ok || !res.headers.get('content-type')?.includes('application/json')) {
        throw new ApiRequestError(res.status, 'The source could not be loaded.');
      }
      return (await res.json()) as SourceResult;
    },
    // Sources rarely change while a value waits; j/k back and forth should not refetch them.
    staleTime: 5 * 60_000,
  });

export type ReviewBody = ApiSchemas['TrackerValueReview'];

export type ReviewOutcome =
  | { kind: 'saved'; value: TrackerValue }
  | { kind: 'conflict'; current: TrackerValue }
  | { kind: 'failed'; error: unknown };

function currentOf(body: unknown): TrackerValue | undefined {
  if (body === null || typeof body !== 'object' || !('current' in body)) return undefined;
  const current: unknown = body.current;
  const ok =
    current !== null &&
    typeof current === 'object' &&
    'publicId' in current &&
    'status' in current &&
    'updatedAt' in current;
  return ok ? (current as TrackerValue) : undefined;
}

/**
 * Confirms or rejects one value, naming the version the reviewer saw
 * (`If-Match: "<updatedAt>"`). A 412 means someone else changed it meanwhile:
 * the answer is its current state, and nothing is retried. `keepalive` lets
 * the request outlive the page (sent while it is being left).
 */
export async function reviewValue(
  value: Pick<QueueValue, 'trackerPublicId' | 'publicId' | 'updatedAt'>,
  body: ReviewBody,
  keepalive = false,
): Promise<ReviewOutcome> {
  let result;
  try {
    result = await apiClient.PATCH('/trackers/{trackerPublicId}/values/{valuePublicId}', {
      params: { path: { trackerPublicId: value.trackerPublicId, valuePublicId: value.publicId } },
      headers: { 'If-Match': `"${value.updatedAt}"` },
      body,
      keepalive,
    });
  } catch {
    return { kind: 'failed', error: new ApiRequestError(0, 'The console could not reach its server.') };
  }
  if (result.response.status === 412) {
    const current = currentOf(result.error);
    if (current) return { kind: 'conflict', current };
  }
  try {
    return { kind: 'saved', value: await unwrap(Promise.resolve(result)) };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
