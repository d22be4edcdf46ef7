import { FUND_STATUSES, type FundStatus } from '@/lib/schemas/fund';
import { isFundStatus } from './status-labels';

/**
 * What the fund page shows, all of it in the URL so a link or reload
 * reproduces the view:
 *
 * - `status` (repeatable): the status filter;
 * - `cursor` (repeatable): the page tokens that led to the current page, the
 *   last one being its own. Keeping the trail makes "Previous" work after a
 *   reload; the API's tokens are keyset cursors, so they stay valid;
 * - `size`: rows per page.
 */
export interface FundCompaniesView {
  statuses: FundStatus[];
  cursors: string[];
  size: PageSize;
}

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;

export type RawSearchParams = Record<string, string | string[] | undefined>;

const all = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const TOKEN = /^[A-Za-z0-9_.-]{1,512}$/;

function isPageSize(n: number): n is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(n);
}

/** Unknown statuses, odd tokens and sizes are dropped rather than sent on to the API. */
export function parseView(search: RawSearchParams): FundCompaniesView {
  const wanted = new Set(all(search.status).filter(isFundStatus));
  const size = Number(all(search.size)[0]);
  return {
    // The filter's order never matters; a fixed one keeps cache keys and URLs stable.
    statuses: FUND_STATUSES.filter((s) => wanted.has(s)),
    cursors: all(search.cursor).filter((t) => TOKEN.test(t)),
    size: isPageSize(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

export function viewHref(pathname: string, view: FundCompaniesView): string {
  const search = new URLSearchParams();
  for (const s of view.statuses) search.append('status', s);
  if (view.size !== DEFAULT_PAGE_SIZE) search.set('size', String(view.size));
  for (const c of view.cursors) search.append('cursor', c);
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** 1-based page number of the view. */
export const pageNumber = (view: FundCompaniesView): number => view.cursors.length + 1;
