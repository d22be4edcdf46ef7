import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type ApiSchemas } from '@/lib/console/api-client';

export interface CompanyListParams {
  search?: string;
  limit?: number;
  pageToken?: string;
}

/** Hierarchical keys: invalidating `companyKeys.all` refreshes every company view. */
export const companyKeys = {
  all: ['companies'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  list: (params: CompanyListParams) => [...companyKeys.lists(), params] as const,
  details: () => [...companyKeys.all, 'detail'] as const,
  detail: (publicId: string) => [...companyKeys.details(), publicId] as const,
};

export const companyListQuery = (params: CompanyListParams) =>
  queryOptions({
    queryKey: companyKeys.list(params),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/companies', {
          params: { query: { search: params.search, limit: params.limit, pageToken: params.pageToken } },
          signal,
        }),
      ),
    staleTime: 30_000,
  });

export const companyQuery = (publicId: string) =>
  queryOptions({
    queryKey: companyKeys.detail(publicId),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/companies/{companyPublicId}', { params: { path: { companyPublicId: publicId } }, signal }),
      ),
    staleTime: 30_000,
  });

export const createCompany = (body: ApiSchemas['CompanyCreate']) => unwrap(apiClient.POST('/companies', { body }));

export const updateCompany = (publicId: string, body: ApiSchemas['CompanyUpdate']) =>
  unwrap(apiClient.PUT('/companies/{companyPublicId}', { params: { path: { companyPublicId: publicId } }, body }));

export const deleteCompany = async (publicId: string): Promise<void> => {
  await unwrap(apiClient.DELETE('/companies/{companyPublicId}', { params: { path: { companyPublicId: publicId } } }));
};
