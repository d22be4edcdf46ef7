/**
 * The timeline's view state, as kept in the URL and named as the API names
 * its query parameters: `?topic=…&topic=…&category=…&sort=updatedAt`. The
 * server page reads it with the loader, the client view with useQueryStates,
 * from these same parsers; unknown values are dropped, so a hand-edited URL
 * cannot make the API answer 400.
 */
import { createLoader, parseAsNativeArrayOf, parseAsStringLiteral, type inferParserType } from 'nuqs/server';
import type { TouchpointListParams, TouchpointSort } from '@/lib/console/query-options/touchpoints';
import type { InsightCategory, Topic } from '@/lib/schemas/common';
import { INSIGHT_CATEGORIES, TOPICS, TOUCHPOINT_SORTS } from '@/lib/schemas/values';

export type TimelineFilters = TouchpointListParams;

export const SORT_LABELS: Record<TouchpointSort, string> = {
  occurredAt: 'Date occurred',
  updatedAt: 'Last updated',
};

export const timelineSearchParams = {
  topic: parseAsNativeArrayOf(parseAsStringLiteral(TOPICS)),
  category: parseAsNativeArrayOf(parseAsStringLiteral(INSIGHT_CATEGORIES)),
  sort: parseAsStringLiteral(TOUCHPOINT_SORTS).withDefault('occurredAt'),
};

type TimelineSearch = inferParserType<typeof timelineSearchParams>;

export const loadTimelineSearchParams = createLoader(timelineSearchParams);

/** Keeps known values once each, in their canonical order. */
function pick<T extends string>(allowed: readonly T[], values: readonly string[]): T[] {
  const wanted = new Set(values);
  return allowed.filter((v) => wanted.has(v));
}

export const toTopics = (values: readonly string[]): Topic[] => pick(TOPICS, values);
export const toCategories = (values: readonly string[]): InsightCategory[] => pick(INSIGHT_CATEGORIES, values);

export function timelineFilters(search: TimelineSearch): TimelineFilters {
  return { topics: toTopics(search.topic), categories: toCategories(search.category), sort: search.sort };
}

/** The URL's values for a view; empty lists and the default order leave their parameter out. */
export function timelineSearch(filters: TimelineFilters): TimelineSearch {
  return { topic: [...filters.topics], category: [...filters.categories], sort: filters.sort };
}

export const hasFilters = (filters: TimelineFilters): boolean =>
  filters.topics.length > 0 || filters.categories.length > 0;
