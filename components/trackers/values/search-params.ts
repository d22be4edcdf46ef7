/**
 * The tracker page's URL, named as the API names its query parameters:
 * `?companyPublicId=…&status=rejected&effectiveFrom=2024-01-01&effectiveTo=…&updatedAfter=…&sort=updatedAt`,
 * then paging as every table has it (`limit`, `pageToken`, `prev`). The
 * server page reads it with the loader, the client view with useQueryStates,
 * from these same parsers. Malformed values fall back to their default
 * rather than reach the API.
 */
import {
  createLoader,
  createParser,
  parseAsNativeArrayOf,
  parseAsStringLiteral,
  type inferParserType,
} from 'nuqs/server';
import { pagingParsers } from '@/components/ui/data-table/search-params';
import type { TrackerValueFilters, TrackerValueListParams } from '@/lib/console/query-options/trackers';
import { TRACKER_VALUE_SORTS, VALUE_STATUSES } from '@/lib/schemas/values';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

const matching = (ok: (value: string) => boolean) =>
  createParser<string>({ parse: (value) => (ok(value) ? value : null), serialize: (value) => value });

export const valueSearchParams = {
  companyPublicId: matching((v) => ID.test(v)),
  status: parseAsNativeArrayOf(parseAsStringLiteral(VALUE_STATUSES)),
  effectiveFrom: matching((v) => DATE.test(v)),
  effectiveTo: matching((v) => DATE.test(v)),
  /** A date (`YYYY-MM-DD`), read as UTC midnight, or a full RFC 3339 instant from a hand-written URL. */
  updatedAfter: matching((v) => DATE.test(v) || INSTANT.test(v)),
  sort: parseAsStringLiteral(TRACKER_VALUE_SORTS).withDefault('effectiveAt'),
  ...pagingParsers,
};

export type ValueSearch = inferParserType<typeof valueSearchParams>;

export const loadValueSearchParams = createLoader(valueSearchParams);

/** The API wants an instant; a date means the start of that day in UTC. */
const updatedAfterInstant = (v: string | null) => (v && DATE.test(v) ? `${v}T00:00:00Z` : (v ?? undefined));

export const rangeError = (s: Pick<ValueSearch, 'effectiveFrom' | 'effectiveTo'>) =>
  s.effectiveFrom && s.effectiveTo && s.effectiveFrom > s.effectiveTo
    ? 'The start date must be on or before the end date.'
    : undefined;

export function valueFilters(s: ValueSearch): TrackerValueFilters {
  const wanted = new Set(s.status);
  return {
    companyPublicId: s.companyPublicId ?? undefined,
    // The filter's order never matters; a fixed one keeps cache keys stable.
    status: VALUE_STATUSES.filter((v) => wanted.has(v)),
    effectiveFrom: s.effectiveFrom ?? undefined,
    effectiveTo: s.effectiveTo ?? undefined,
    updatedAfter: updatedAfterInstant(s.updatedAfter),
    sort: s.sort,
  };
}

/** The query for the page the URL points at; the same object keys the server's prefetch and the client's read. */
export function valueListParams(s: ValueSearch, pageToken = s.pageToken): TrackerValueListParams {
  return { ...valueFilters(s), limit: s.limit, pageToken: pageToken ?? undefined };
}
