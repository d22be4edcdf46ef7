/**
 * The review queue's URL, named as `GET /tracker-values` names its query
 * parameters: `?trackerPublicId=…&trackerPublicId=…&companyPublicId=…&fundPublicId=…
 * &effectiveFrom=YYYY-MM-DD&effectiveTo=…`, then paging as every list has it
 * (`limit`, `pageToken`, `prev`). The server page and the client read it
 * through these same parsers; malformed values fall back to their default.
 */
import { createLoader, parseAsNativeArrayOf, type inferParserType } from 'nuqs/server';
import { pagingParsers } from '@/components/ui/data-table/search-params';
import { valueSearchParams } from '@/components/trackers/values/search-params';
import type { ReviewQueueParams } from '@/lib/console/query-options/review';

// The tracker page's parsers already say what an id and a date look like.
const id = valueSearchParams.companyPublicId;

export const reviewSearchParams = {
  trackerPublicId: parseAsNativeArrayOf(id),
  companyPublicId: id,
  fundPublicId: id,
  effectiveFrom: valueSearchParams.effectiveFrom,
  effectiveTo: valueSearchParams.effectiveTo,
  ...pagingParsers,
};

export type ReviewSearch = inferParserType<typeof reviewSearchParams>;

/**
 * `?valuePublicId=…`: the value the queue shows, so a reload or a shared link opens on it. Replaced, never
 * pushed: moving with j and k is not history. Not part of the list's query, so moving fetches nothing.
 */
export const currentValueParser = id.withOptions({ history: 'replace' });

export const loadReviewSearchParams = createLoader(reviewSearchParams);

/** The query for the page the URL points at; the same object keys the server's prefetch and the client's read. */
export function reviewQueueParams(s: ReviewSearch): ReviewQueueParams {
  return {
    // The filter's order never matters; a sorted one keeps cache keys stable.
    trackerPublicId: [...new Set(s.trackerPublicId)].sort(),
    companyPublicId: s.companyPublicId ?? undefined,
    fundPublicId: s.fundPublicId ?? undefined,
    effectiveFrom: s.effectiveFrom ?? undefined,
    effectiveTo: s.effectiveTo ?? undefined,
    limit: s.limit,
    pageToken: s.pageToken ?? undefined,
  };
}

export const isFiltered = (s: ReviewSearch): boolean =>
  s.trackerPublicId.length > 0 || Boolean(s.companyPublicId || s.fundPublicId || s.effectiveFrom || s.effectiveTo);
