'use client';

import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MultiSelect } from '@/components/ui/multi-select';
import { TOUCHPOINT_SORTS } from '@/lib/schemas/values';
import { cn } from '@/lib/utils';
import { CATEGORY_OPTIONS, TOPIC_OPTIONS } from '@/lib/format/labels';
import { chosenLabels, SUMMARY_BUTTON, selectionSummary } from '@/lib/format/selection';
import { hasFilters, SORT_LABELS, toCategories, toTopics, type TimelineFilters } from './filters';

interface TimelineToolbarProps {
  filters: TimelineFilters;
  onChange: (next: TimelineFilters) => void;
}

export function TimelineToolbar({ filters, onChange }: TimelineToolbarProps) {
  const topics = selectionSummary('Topics', chosenLabels(TOPIC_OPTIONS, filters.topics));
  const categories = selectionSummary('Insight categories', chosenLabels(CATEGORY_OPTIONS, filters.categories));
  return (
    <div className="flex flex-wrap items-center gap-2">
      <MultiSelect
        showCount={false}
        label={topics.label}
        aria-label={topics.ariaLabel}
        options={TOPIC_OPTIONS}
        value={[...filters.topics]}
        onChange={(values) => onChange({ ...filters, topics: toTopics(values) })}
        className={SUMMARY_BUTTON}
      />
      <MultiSelect
        showCount={false}
        label={categories.label}
        aria-label={categories.ariaLabel}
        className={SUMMARY_BUTTON}
        options={CATEGORY_OPTIONS}
        value={[...filters.categories]}
        onChange={(values) => onChange({ ...filters, categories: toCategories(values) })}
      />
      {hasFilters(filters) ? (
        <Button variant="ghost" size="sm" onClick={() => onChange({ ...filters, topics: [], categories: [] })}>
          <X aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
      <fieldset className="ml-auto flex items-center gap-2">
        <legend className="sr-only">Sort by</legend>
        <span aria-hidden="true" className="text-sm text-zinc-600 dark:text-zinc-400">
          Sort by
        </span>
        <div className="inline-flex rounded-md border border-zinc-300 p-0.5 dark:border-zinc-700">
          {TOUCHPOINT_SORTS.map((sort) => (
            <label
              key={sort}
              className={cn(
                'relative cursor-pointer rounded px-3 py-1 text-sm font-medium text-zinc-700 dark:text-zinc-300',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-zinc-950 dark:has-[:focus-visible]:ring-zinc-300',
                filters.sort === sort && 'bg-zinc-900 text-zinc-50 dark:bg-zinc-50 dark:text-zinc-900',
              )}
            >
              <input
                type="radio"
                name="touchpoint-sort"
                value={sort}
                checked={filters.sort === sort}
                onChange={() => onChange({ ...filters, sort })}
                // Invisible but covering the label: clicks land on the real radio, keyboard works natively.
                className="absolute inset-0 cursor-pointer opacity-0"
              />
              {SORT_LABELS[sort]}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
