import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/console/client';
import type { Tracker, TrackerValue, TRACKER_VALUE_SORTS, ValueStatus } from '@/lib/schemas/tracker';
import type { Page } from './types';

export type TrackerValueSort = (typeof TRACKER_VALUE_SORTS)[number];

/** The API's largest page: charts walk every page, so fewer round trips matter more than small payloads. */
export const MAX_PAGE_SIZE = 100;

export interface TrackerListParams {
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

export interface TrackerValuePageParams extends TrackerValueFilters {
  limit: number;
}

/** Hierarchical keys: invalidating `trackerKeys.all` refreshes every tracker view. */
export const trackerKeys = {
  all: ['trackers'] as const,
  lists: () => [...trackerKeys.all, 'list'] as const,
  list: (params: TrackerListParams) => [...trackerKeys.lists(), params] as const,
  details: () => [...trackerKeys.all, 'detail'] as const,
  detail: (publicId: string) => [...trackerKeys.details(), publicId] as const,
  values: (publicId: string) => [...trackerKeys.detail(publicId), 'values'] as const,
  valuePages: (publicId: string, params: TrackerValuePageParams) =>
    [...trackerKeys.values(publicId), 'pages', params] as const,
  history: (publicId: string, companyPublicId: string) =>
    [...trackerKeys.values(publicId), 'history', companyPublicId] as const,
};

// Definitions change rarely; values arrive from ingestion and review, so they go stale sooner.
const TRACKER_STALE_MS = 5 * 60_000;
const VALUE_STALE_MS = 60_000;

const trackerPath = (publicId: string) => `/trackers/${encodeURIComponent(publicId)}`;

/** Every visible tracker (all pages): a workspace has tens of trackers, not thousands. */
export const trackerListQuery = (params: TrackerListParams = {}) =>
  queryOptions({
    queryKey: trackerKeys.list(params),
    queryFn: async ({ signal }) => {
      const items: Tracker[] = [];
      let pageToken: string | undefined;
      do {
        const page: Page<Tracker> = await api<Page<Tracker>>('/trackers', {
          query: { companyPublicId: params.companyPublicId, limit: MAX_PAGE_SIZE, pageToken },
          signal,
        });
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
    queryFn: ({ signal }) => api<Tracker>(trackerPath(publicId), { signal }),
    staleTime: TRACKER_STALE_MS,
  });

function valueQuery(filters: TrackerValueFilters, limit: number, pageToken: string | undefined) {
  return {
    companyPublicId: filters.companyPublicId,
    status: filters.status && filters.status.length > 0 ? filters.status : undefined,
    effectiveFrom: filters.effectiveFrom,
    effectiveTo: filters.effectiveTo,
    updatedAfter: filters.updatedAfter,
    sort: filters.sort,
    limit,
    pageToken,
  };
}

/**
 * The values table's pages, one cursor after another. The table shows one page
 * at a time and fetches the next in the background, so "Next" is instant.
 */
export const trackerValuePagesQuery = (publicId: string, params: TrackerValuePageParams) =>
  infiniteQueryOptions({
    queryKey: trackerKeys.valuePages(publicId, params),
    queryFn: ({ pageParam, signal }) =>
      api<Page<TrackerValue>>(`${trackerPath(publicId)}/values`, {
        query: valueQuery(params, params.limit, pageParam),
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPageToken,
    staleTime: VALUE_STALE_MS,
  });

export const ALL_STATUSES: readonly ValueStatus[] = ['suggested', 'confirmed', 'rejected'];

/**
 * A company's whole value history, rejected values included so the chart's
 * "Show rejected" toggle needs no second load. Callers keep fetching until
 * `hasNextPage` is false.
 */
export const trackerHistoryQuery = (publicId: string, companyPublicId: string) =>
  infiniteQueryOptions({
    queryKey: trackerKeys.history(publicId, companyPublicId),
    queryFn: ({ pageParam, signal }) =>
      api<Page<TrackerValue>>(`${trackerPath(publicId)}/values`, {
        query: valueQuery({ companyPublicId, status: ALL_STATUSES }, MAX_PAGE_SIZE, pageParam),
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPageToken,
    staleTime: VALUE_STALE_MS,
  });
