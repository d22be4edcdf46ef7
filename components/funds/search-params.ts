/**
 * The fund page's URL: `?search=robot&status=exited&status=dissolved&limit=50&pageToken=…&prev=…`
 * (`search` as on the companies list, `status` repeated, as the API takes
 * them; paging as every table has it).
 * The server page reads it with the loader, the client view with
 * useQueryStates, from these same parsers.
 */
import { createLoader, parseAsNativeArrayOf, parseAsStringLiteral, type inferParserType } from 'nuqs/server';
import { companySearchParams } from '@/components/companies/search-params';
import { pagingParsers } from '@/components/ui/data-table/search-params';
import type { FundCompanyListParams } from '@/lib/console/query-options/funds';
import { FUND_STATUSES } from '@/lib/schemas/values';

export const fundCompanySearchParams = {
  // The companies list's own parser: trimmed, bounded, blank is no search.
  search: companySearchParams.search,
  status: parseAsNativeArrayOf(parseAsStringLiteral(FUND_STATUSES)),
  ...pagingParsers,
};

type FundCompanySearch = inferParserType<typeof fundCompanySearchParams>;

export const loadFundCompanySearchParams = createLoader(fundCompanySearchParams);

/**
 * The query for the page the URL points at. The filter's order never
 * matters; a fixed one keeps cache keys stable.
 */
export function fundCompanyListParams(state: FundCompanySearch, pageToken = state.pageToken): FundCompanyListParams {
  const wanted = new Set(state.status);
  return {
    statuses: FUND_STATUSES.filter((s) => wanted.has(s)),
    search: state.search || undefined,
    limit: state.limit,
    pageToken: pageToken ?? undefined,
  };
}
