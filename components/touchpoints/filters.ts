import { INSIGHT_CATEGORIES, TOPICS, type InsightCategory, type Topic } from '@/lib/schemas/common';
import { TOUCHPOINT_SORTS } from '@/lib/schemas/touchpoint';
import type { TouchpointListParams, TouchpointSort } from '@/lib/queries/touchpoints';

/** The timeline's view state, as kept in the URL: `?topic=…&topic=…&category=…&sort=updatedAt`. */
export type TimelineFilters = TouchpointListParams;

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

export const SORT_LABELS: Record<TouchpointSort, string> = {
  occurredAt: 'Date occurred',
  updatedAt: 'Last updated',
};

function all(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Keeps known values once each, in their canonical order; a hand-edited URL cannot make the API answer 400. */
function pick<T extends string>(allowed: readonly T[], values: string[]): T[] {
  const wanted = new Set(values);
  return allowed.filter((v) => wanted.has(v));
}

export const toTopics = (values: string[]): Topic[] => pick(TOPICS, values);
export const toCategories = (values: string[]): InsightCategory[] => pick(INSIGHT_CATEGORIES, values);

export function parseTimelineFilters(params: SearchParamsRecord): TimelineFilters {
  const sort = all(params.sort)[0];
  return {
    topics: toTopics(all(params.topic)),
    categories: toCategories(all(params.category)),
    sort: TOUCHPOINT_SORTS.find((s) => s === sort) ?? 'occurredAt',
  };
}

export function timelineSearch(filters: TimelineFilters): string {
  const search = new URLSearchParams();
  for (const topic of filters.topics) search.append('topic', topic);
  for (const category of filters.categories) search.append('category', category);
  if (filters.sort !== 'occurredAt') search.set('sort', filters.sort);
  const s = search.toString();
  return s ? `?${s}` : '';
}

export const hasFilters = (filters: TimelineFilters): boolean =>
  filters.topics.length > 0 || filters.categories.length > 0;
