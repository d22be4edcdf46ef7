/**
 * The companies list's URL: `?search=robot&limit=50&pageToken=…&prev=…`
 * (`search` as the API names it; paging as every table has it). The server
 * page reads it with the loader, the client view with useQueryStates, from
 * these same parsers.
 */
import { createLoader, createParser, type inferParserType } from 'nuqs/server';
import { pagingParsers } from '@/components/ui/data-table/search-params';
import type { CompanyListParams } from '@/lib/console/query-options/companies';

/** The API accepts 1–200 characters. */
export const SEARCH_MAX = 200;

/** Trimmed and bounded as the API wants it; blank is no search. */
const parseAsSearch = createParser<string>({
  parse: (value) => value.trim().slice(0, SEARCH_MAX) || null,
  serialize: (value) => value,
});

export const companySearchParams = {
  search: parseAsSearch.withDefault(''),
  ...pagingParsers,
};

type CompanySearch = inferParserType<typeof companySearchParams>;

export const loadCompanySearchParams = createLoader(companySearchParams);

/** The query for the page the URL points at; the same object keys the server's prefetch and the client's read. */
export function companyListParams(state: CompanySearch, pageToken = state.pageToken): CompanyListParams {
  return { search: state.search || undefined, limit: state.limit, pageToken: pageToken ?? undefined };
}
