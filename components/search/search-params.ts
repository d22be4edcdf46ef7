/**
 * The search page's URL: `q` (the words), `type` (repeated, none for all) and the paged table's
 * vocabulary (`limit`, `pageToken`, `prev`), so a search can be shared, reloaded and gone Back to.
 */
import {
  createLoader,
  parseAsNativeArrayOf,
  parseAsString,
  parseAsStringLiteral,
  type inferParserType,
} from 'nuqs/server';
import { pagingParsers } from '@/components/ui/data-table/search-params';
import type { SearchParams } from '@/lib/console/query-options/search';
import { SEARCH_TYPES } from '@/lib/schemas/values';

export { SEARCH_TYPES as HIT_TYPES };

export const searchPageParams = {
  ...pagingParsers,
  q: parseAsString.withDefault(''),
  type: parseAsNativeArrayOf(parseAsStringLiteral(SEARCH_TYPES)),
};

export const loadSearchPageParams = createLoader(searchPageParams);

/** The query for the page the URL points at: the server's prefetch and the client's read use the same keys. */
export function searchListParams(
  state: inferParserType<typeof searchPageParams>,
  pageToken = state.pageToken,
): SearchParams {
  return { q: state.q.trim(), type: state.type, limit: state.limit, pageToken: pageToken ?? undefined };
}
