/**
 * The URL vocabulary every paged table shares: `limit` (rows per page),
 * `pageToken` (the API's cursor for the page shown; absent on the first page)
 * and `prev` (repeated, oldest first: the tokens of the pages between the
 * first and this one, so Previous works after a reload or from a shared link).
 * Tokens are opaque: passed through untouched, never parsed.
 *
 * Parsers come from 'nuqs/server', which the server pages and client views
 * can both import.
 */
import { createParser, parseAsNativeArrayOf, parseAsNumberLiteral } from 'nuqs/server';

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
const DEFAULT_PAGE_SIZE: PageSize = 25;

export function isPageSize(n: number): n is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(n);
}

/** The API's bound; anything longer did not come from it. */
const TOKEN_MAX = 2048;

const parseAsPageToken = createParser<string>({
  parse: (value) => (value.length > 0 && value.length <= TOKEN_MAX ? value : null),
  serialize: (value) => value,
});

export const pagingParsers = {
  limit: parseAsNumberLiteral(PAGE_SIZES).withDefault(DEFAULT_PAGE_SIZE),
  pageToken: parseAsPageToken,
  prev: parseAsNativeArrayOf(parseAsPageToken),
};

export interface PagingState {
  limit: PageSize;
  pageToken: string | null;
  prev: string[];
}

/** What to write to go back to the first page: a filter change, a new page size. */
export const FIRST_PAGE = { pageToken: null, prev: null } as const;

export function nextPage(state: PagingState, token: string): Pick<PagingState, 'pageToken' | 'prev'> {
  return { pageToken: token, prev: state.pageToken ? [...state.prev, state.pageToken] : [] };
}

export function previousPage(state: PagingState): { pageToken: string | null; prev: string[] | null } {
  const back = state.pageToken ? state.prev.at(-1) : undefined;
  return back ? { pageToken: back, prev: state.prev.slice(0, -1) } : FIRST_PAGE;
}

/** 1-based: the first page has no token, each token in `prev` is one page more. */
export function pageNumber(state: Pick<PagingState, 'pageToken' | 'prev'>): number {
  return state.pageToken ? state.prev.length + 2 : 1;
}
