import type { CompanyListParams } from '@/lib/queries/companies';

/**
 * The companies list's view state, as it lives in the URL:
 * `?search=robot&limit=50&page=<token>&prev=<tok2>&prev=<tok3>`.
 * `page` is the token of the page shown (absent on the first page); `prev`
 * (repeated, oldest first) holds the tokens of the pages between the first and
 * this one, so Previous works after a reload. Tokens are opaque: they are passed
 * through untouched, never parsed.
 */
export interface CompanyListState {
  search: string;
  limit: PageSize;
  page: string | undefined;
  prev: string[];
}

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;
/** The API accepts 1–200 characters. */
export const SEARCH_MAX = 200;

/** A sanity bound, not a format: anything longer did not come from the API. */
const TOKEN_MAX = 2048;
function isToken(t: string | undefined): t is string {
  return t !== undefined && t.length > 0 && t.length <= TOKEN_MAX;
}

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;

function all(raw: RawParams, name: string): string[] {
  if (raw instanceof URLSearchParams) return raw.getAll(name);
  const value = raw[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function first(raw: RawParams, name: string): string | undefined {
  return all(raw, name)[0];
}

export function isPageSize(n: number): n is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(n);
}

/** Lenient: anything malformed falls back to the default rather than breaking the page. */
export function parseListState(raw: RawParams): CompanyListState {
  const search = (first(raw, 'search') ?? '').trim().slice(0, SEARCH_MAX);
  const limit = Number(first(raw, 'limit'));
  const page = first(raw, 'page');
  const validPage = isToken(page) ? page : undefined;
  const prev = validPage ? all(raw, 'prev').filter(isToken) : [];
  return { search, limit: isPageSize(limit) ? limit : DEFAULT_PAGE_SIZE, page: validPage, prev };
}

export function listHref(state: CompanyListState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(state.limit));
  if (state.page) {
    params.set('page', state.page);
    for (const token of state.prev) params.append('prev', token);
  }
  const query = params.toString();
  return query ? `/companies?${query}` : '/companies';
}

/** The query for the page the state points at; the same object shape keys prefetches and reads alike. */
export function listParams(state: Pick<CompanyListState, 'search' | 'limit'>, pageToken?: string): CompanyListParams {
  return { search: state.search || undefined, limit: state.limit, pageToken };
}

export function nextState(state: CompanyListState, nextToken: string): CompanyListState {
  return { ...state, page: nextToken, prev: state.page ? [...state.prev, state.page] : [] };
}

export function previousState(state: CompanyListState): CompanyListState {
  const back = state.prev.at(-1);
  return back ? { ...state, page: back, prev: state.prev.slice(0, -1) } : { ...state, page: undefined, prev: [] };
}

/** 1-based position: the first page has no token, each token in `prev` is one page more. */
export function pageNumber(state: CompanyListState): number {
  return state.page ? state.prev.length + 2 : 1;
}
