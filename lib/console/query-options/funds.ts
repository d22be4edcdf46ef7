import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type ApiSchemas } from '@/lib/console/api-client';

type Fund = ApiSchemas['Fund'];
type FundStatus = ApiSchemas['FundCompanyStatus'];

/** A company as the fund list returns it, with its status in the fund. */
export type FundCompany = ApiSchemas['FundCompany'];

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
        const page = await listFunds({ limit: 100, pageToken }, signal);
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
      unwrap(
        apiClient.GET('/funds/{fundPublicId}/companies', {
          params: {
            path: { fundPublicId: fundId },
            query: {
              status: params.statuses && [...params.statuses],
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
