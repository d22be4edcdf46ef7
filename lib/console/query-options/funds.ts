import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, unwrapResponse, type ApiSchemas } from '@/lib/console/api-client';
import { ApiRequestError } from '@/lib/console/client';

type Fund = ApiSchemas['Fund'];
type FundStatus = ApiSchemas['FundCompanyStatus'];

/** A company as the fund list returns it, with its status in the fund. */
export type FundCompany = ApiSchemas['FundCompany'];

interface FundListParams {
  limit?: number;
  pageToken?: string;
}

export interface FundCompanyListParams {
  /** Empty or absent: every status. */
  statuses?: readonly FundStatus[];
  /** As GET /companies matches it: name, alternative name or domain. */
  search?: string;
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
  history: (fundId: string, companyId: string) => [...fundKeys.detail(fundId), 'history', companyId] as const,
  companyList: (fundId: string, params: FundCompanyListParams) => [...fundKeys.companies(fundId), params] as const,
};

const listFunds = (query: FundListParams, signal: AbortSignal) =>
  unwrap(apiClient.GET('/funds', { params: { query }, signal }));

export const fundListQuery = (params: FundListParams = {}) =>
  queryOptions({
    queryKey: fundKeys.list(params),
    queryFn: ({ signal }) => listFunds({ limit: params.limit, pageToken: params.pageToken }, signal),
    staleTime: 60_000,
  });

/** Every fund, page by page ("Load more"); most workspaces have a handful. */
export const fundListInfiniteQuery = (limit = 100) =>
  infiniteQueryOptions({
    queryKey: [...fundKeys.lists(), 'infinite', limit] as const,
    queryFn: ({ pageParam, signal }) => listFunds({ limit, pageToken: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPageToken,
    staleTime: 60_000,
  });

/** One fund with its counts (GET /funds/{id}); `null` when no live fund has that id. */
export const fundQuery = (fundId: string) =>
  queryOptions({
    queryKey: fundKeys.detail(fundId),
    queryFn: async ({ signal }): Promise<Fund | null> => {
      try {
        return await unwrap(
          apiClient.GET('/funds/{fundPublicId}', { params: { path: { fundPublicId: fundId } }, signal }),
        );
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });

export const fundCompaniesQuery = (fundId: string, params: FundCompanyListParams) =>
  queryOptions({
    queryKey: fundKeys.companyList(fundId, params),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/funds/{fundPublicId}/companies', {
          params: {
            path: { fundPublicId: fundId },
            query: {
              status: params.statuses && [...params.statuses],
              search: params.search,
              limit: params.limit,
              pageToken: params.pageToken,
            },
          },
          signal,
        }),
      ),
    staleTime: 30_000,
  });

export const setFundCompanyStatus = (fundId: string, companyId: string, status: FundStatus) =>
  unwrap(
    apiClient.PATCH('/funds/{fundPublicId}/companies/{organizationPublicId}/status', {
      params: { path: { fundPublicId: fundId, organizationPublicId: companyId } },
      body: { status },
    }),
  );

/** One transaction per call; ids not in the fund are ignored. At most 500 ids. */
export const removeFundCompanies = async (fundId: string, companyPublicIds: readonly string[]): Promise<void> => {
  await unwrap(
    apiClient.DELETE('/funds/{fundPublicId}/companies', {
      params: { path: { fundPublicId: fundId } },
      body: { companyPublicIds: [...companyPublicIds] },
    }),
  );
};

/** POST /funds/{id}/companies: `created` false when the company was already in the fund (its status is now this one). */
export const addFundCompany = async (fundId: string, companyPublicId: string, status: FundStatus) => {
  const { response } = await unwrapResponse(
    apiClient.POST('/funds/{fundPublicId}/companies', {
      params: { path: { fundPublicId: fundId } },
      body: { companyPublicId, status },
    }),
  );
  return { created: response.status === 201 };
};

export type AuditEvent = ApiSchemas['AuditEvent'];

/**
 * A company's membership history in one fund, newest first, from the audit
 * trail. The API filters by company; the fund is picked out here. The latest
 * 100 membership events of the company (all funds) are read: a page's worth
 * for any one membership in practice.
 */
export const membershipHistoryQuery = (fundId: string, companyId: string) =>
  queryOptions({
    queryKey: fundKeys.history(fundId, companyId),
    queryFn: async ({ signal }) => {
      const page = await unwrap(
        apiClient.GET('/audit-events', {
          params: { query: { entityType: ['fund_company'], entityPublicId: companyId, limit: 100 } },
          signal,
        }),
      );
      return { items: page.items.filter((e) => e.fundPublicId === fundId), more: page.nextPageToken !== undefined };
    },
    staleTime: 10_000,
  });
