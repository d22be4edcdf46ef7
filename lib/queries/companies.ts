import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/console/client';
import type { Company, CompanyCreate, CompanyUpdate } from '@/lib/schemas/company';
import type { Page } from './types';

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
      api<Page<Company>>('/companies', {
        query: { search: params.search, limit: params.limit, pageToken: params.pageToken },
        signal,
      }),
    staleTime: 30_000,
  });

export const companyQuery = (publicId: string) =>
  queryOptions({
    queryKey: companyKeys.detail(publicId),
    queryFn: ({ signal }) => api<Company>(`/companies/${encodeURIComponent(publicId)}`, { signal }),
    staleTime: 30_000,
  });

export const createCompany = (body: CompanyCreate) => api<{ publicId: string }>('/companies', { method: 'POST', body });

export const updateCompany = (publicId: string, body: CompanyUpdate) =>
  api<Company>(`/companies/${encodeURIComponent(publicId)}`, { method: 'PUT', body });

export const deleteCompany = (publicId: string) =>
  api<void>(`/companies/${encodeURIComponent(publicId)}`, { method: 'DELETE' });
