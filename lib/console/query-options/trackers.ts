import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type ApiSchemas } from '@/lib/console/api-client';
import type { TRACKER_VALUE_SORTS } from '@/lib/schemas/tracker';

type ValueStatus = ApiSchemas['TrackerValueStatus'];

export type TrackerValueSort = (typeof TRACKER_VALUE_SORTS)[number];

/** The API's largest page: the tracker list walks every page, so fewer round trips matter more. */
const MAX_PAGE_SIZE = 100;

interface TrackerListParams {
  /** Only trackers whose scope covers this company. */
  companyPublicId?: string;
}

export interface TrackerValueFilters {
  companyPublicId?: string;
  /** Empty or absent: the API default (suggested + confirmed). */
  status?: readonly ValueStatus[];
  effectiveFrom?: string;
  effectiveTo?: string;
  /** RFC 3339 instant. */
  updatedAfter?: string;
  sort?: TrackerValueSort;
}

export interface TrackerValueListParams extends TrackerValueFilters {
  limit: number;
  pageToken?: string;
}

/** Hierarchical keys: invalidating `trackerKeys.all` refreshes every tracker view. */
export const trackerKeys = {
  all: ['trackers'] as const,
  lists: () => [...trackerKeys.all, 'list'] as const,
  list: (params: TrackerListParams) => [...trackerKeys.lists(), params] as const,
  details: () => [...trackerKeys.all, 'detail'] as const,
  detail: (publicId: string) => [...trackerKeys.details(), publicId] as const,
  values: (publicId: string) => [...trackerKeys.detail(publicId), 'values'] as const,
  valueList: (publicId: string, params: TrackerValueListParams) =>
    [...trackerKeys.values(publicId), 'list', params] as const,
};

// Definitions change rarely; values arrive from ingestion and review, so they go stale sooner.
const TRACKER_STALE_MS = 5 * 60_000;
const VALUE_STALE_MS = 60_000;

const trackerPath = (publicId: string) => ({ trackerPublicId: publicId });

/** Every visible tracker (all pages): a workspace has tens of trackers, not thousands. */
export const trackerListQuery = (params: TrackerListParams = {}) =>
  queryOptions({
    queryKey: trackerKeys.list(params),
    queryFn: async ({ signal }) => {
      const items: ApiSchemas['Tracker'][] = [];
      let pageToken: string | undefined;
      do {
        const page = await unwrap(
          apiClient.GET('/trackers', {
            params: { query: { companyPublicId: params.companyPublicId, limit: MAX_PAGE_SIZE, pageToken } },
            signal,
          }),
        );
        items.push(...page.items);
        pageToken = page.nextPageToken;
      } while (pageToken);
      return items;
    },
    staleTime: TRACKER_STALE_MS,
  });

export const trackerQuery = (publicId: string) =>
  queryOptions({
    queryKey: trackerKeys.detail(publicId),
    queryFn: ({ signal }) =>
      unwrap(apiClient.GET('/trackers/{trackerPublicId}', { params: { path: trackerPath(publicId) }, signal })),
    staleTime: TRACKER_STALE_MS,
  });

function valueQuery(filters: TrackerValueFilters, limit: number, pageToken: string | undefined) {
  return {
    companyPublicId: filters.companyPublicId,
    status: filters.status && [...filters.status],
    effectiveFrom: filters.effectiveFrom,
    effectiveTo: filters.effectiveTo,
    updatedAfter: filters.updatedAfter,
    sort: filters.sort,
    limit,
    pageToken,
  };
}

const listValues = (publicId: string, query: ReturnType<typeof valueQuery>, signal: AbortSignal) =>
  unwrap(
    apiClient.GET('/trackers/{trackerPublicId}/values', { params: { path: trackerPath(publicId), query }, signal }),
  );

/** One page of a tracker's values, as the values table shows it (the URL holds its `pageToken`). */
export const trackerValueListQuery = (publicId: string, params: TrackerValueListParams) =>
  queryOptions({
    queryKey: trackerKeys.valueList(publicId, params),
    queryFn: ({ signal }) => listValues(publicId, valueQuery(params, params.limit, params.pageToken), signal),
    staleTime: VALUE_STALE_MS,
  });
