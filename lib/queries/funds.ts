import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/console/client';
import type { Company } from '@/lib/schemas/company';
import type { Fund, FundStatus } from '@/lib/schemas/fund';
import type { Page } from './types';

/**
 * A company as the fund list returns it. `status` is a contract extension: a
 * deployment without it sends plain companies, so it stays optional here.
 */
export type FundCompany = Company & { status?: FundStatus };

export interface FundListParams {
  limit?: number;
  pageToken?: string;
}

export interface FundCompanyListParams {
  /** Empty or absent: every status. */
  statuses?: readonly FundStatus[];
  limit?: number;
  pageToken?: string;
}

/**
 * Hierarchical keys: `fundKeys.companies(id)` covers every page and filter of
 * one fund's companies, so a mutation invalidates them with one call.
 */
export const fundKeys = {
  all: ['funds'] as const,
  lists: () => [...fundKeys.all, 'list'] as const,
  list: (params: FundListParams) => [...fundKeys.lists(), params] as const,
  details: () => [...fundKeys.all, 'detail'] as const,
  detail: (fundId: string) => [...fundKeys.details(), fundId] as const,
  companies: (fundId: string) => [...fundKeys.detail(fundId), 'companies'] as const,
  companyList: (fundId: string, params: FundCompanyListParams) => [...fundKeys.companies(fundId), params] as const,
};

export const fundListQuery = (params: FundListParams = {}) =>
  queryOptions({
    queryKey: fundKeys.list(params),
    queryFn: ({ signal }) =>
      api<Page<Fund>>('/funds', { query: { limit: params.limit, pageToken: params.pageToken }, signal }),
    staleTime: 60_000,
  });

/** Every fund, page by page ("Load more"); most workspaces have a handful. */
export const fundListInfiniteQuery = (limit = 100) =>
  infiniteQueryOptions({
    queryKey: [...fundKeys.lists(), 'infinite', limit] as const,
    queryFn: ({ pageParam, signal }) => api<Page<Fund>>('/funds', { query: { limit, pageToken: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPageToken,
    staleTime: 60_000,
  });

/**
 * The API has no `GET /funds/{id}`, so one fund is found by walking the (short,
 * name-ordered) fund list. `null` when no live fund has that id.
 */
export const fundQuery = (fundId: string) =>
  queryOptions({
    queryKey: fundKeys.detail(fundId),
    queryFn: async ({ signal }): Promise<Fund | null> => {
      let pageToken: string | undefined;
      do {
        const page = await api<Page<Fund>>('/funds', { query: { limit: 100, pageToken }, signal });
        const hit = page.items.find((f) => f.publicId === fundId);
        if (hit) return hit;
        pageToken = page.nextPageToken;
      } while (pageToken);
      return null;
    },
    staleTime: 60_000,
  });

export const fundCompaniesQuery = (fundId: string, params: FundCompanyListParams) =>
  queryOptions({
    queryKey: fundKeys.companyList(fundId, params),
    queryFn: ({ signal }) =>
      api<Page<FundCompany>>(`/funds/${encodeURIComponent(fundId)}/companies`, {
        query: {
          status: params.statuses && params.statuses.length > 0 ? params.statuses : undefined,
          limit: params.limit,
          pageToken: params.pageToken,
        },
        signal,
      }),
    staleTime: 30_000,
  });

export interface FundStatusResult {
  fundPublicId: string;
  companyPublicId: string;
  status: FundStatus;
}

export const setFundCompanyStatus = (fundId: string, companyId: string, status: FundStatus) =>
  api<FundStatusResult>(`/funds/${encodeURIComponent(fundId)}/companies/${encodeURIComponent(companyId)}/status`, {
    method: 'PATCH',
    body: { status },
  });

/** One transaction per call; ids not in the fund are ignored. At most 500 ids. */
export const removeFundCompanies = (fundId: string, companyPublicIds: readonly string[]) =>
  api<void>(`/funds/${encodeURIComponent(fundId)}/companies`, {
    method: 'DELETE',
    body: { companyPublicIds },
  });
