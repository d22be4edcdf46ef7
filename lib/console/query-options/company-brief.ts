import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type ApiSchemas } from '@/lib/console/api-client';
import { companyKeys } from './companies';
import { fundKeys } from './funds';

export type CompanyFund = ApiSchemas['CompanyFund'];

/** Every fund of a usual workspace in one request, by the key the home page reads too: names funds in the trail. */
export const BRIEF_FUND_LIST = { limit: 100 } as const;

/** The brief shows the latest few changes; the rest of the trail stays in the API. */
export const BRIEF_AUDIT_LIMIT = 10;

/**
 * The funds a company is in sit under `['funds']`, so whatever refreshes every
 * fund view refreshes them too; its trail sits under the company, so saving
 * the company (which invalidates every company key) refreshes the trail.
 */
export const companyBriefKeys = {
  funds: (companyId: string) => [...fundKeys.all, 'by-company', companyId] as const,
  audits: (companyId: string) => [...companyKeys.detail(companyId), 'audit'] as const,
  audit: (companyId: string, limit: number) => [...companyBriefKeys.audits(companyId), limit] as const,
};

/** Every fund the company is in, with its status there, by fund name (GET /companies/{id}/funds). */
export const companyFundsQuery = (companyId: string) =>
  queryOptions({
    queryKey: companyBriefKeys.funds(companyId),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/companies/{companyPublicId}/funds', {
          params: { path: { companyPublicId: companyId } },
          signal,
        }),
      ),
    staleTime: 30_000,
  });

const listCompanyAudit = (companyId: string, limit: number, signal: AbortSignal) =>
  unwrap(
    apiClient.GET('/audit-events', {
      params: { query: { entityType: ['company', 'fund_company'], entityPublicId: companyId, limit } },
      signal,
    }),
  );

/** An audit event as the list returns it. */
export type CompanyAuditEvent = Awaited<ReturnType<typeof listCompanyAudit>>['items'][number];

/**
 * The company's latest recorded changes, newest first: edits of the company
 * itself and its fund memberships, which the trail files under the company's id.
 */
export const companyAuditQuery = (companyId: string, limit = BRIEF_AUDIT_LIMIT) =>
  queryOptions({
    queryKey: companyBriefKeys.audit(companyId, limit),
    queryFn: ({ signal }) => listCompanyAudit(companyId, limit, signal),
    staleTime: 10_000,
  });
