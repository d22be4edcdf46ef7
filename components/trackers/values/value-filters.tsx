'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { MultiSelect } from '@/components/ui/multi-select';
import { NativeSelect } from '@/components/ui/native-select';
import { chosenLabels, SUMMARY_BUTTON, selectionSummary } from '@/lib/format/selection';
import { VALUE_STATUSES } from '@/lib/schemas/values';
import { cn } from '@/lib/utils';
import { STATUS_LABELS } from '../format';
import { DateFilter } from './date-filter';
import { EffectiveRange } from './effective-range';
import { rangeError, type ValueSearch } from './search-params';
import type { useValueSearch } from './use-value-search';

const STATUS_OPTIONS = VALUE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/** Status, effective-date range, "updated since" and order of the values table. */
export function ValueFilters({
  search,
  update,
}: {
  search: ValueSearch;
  update: ReturnType<typeof useValueSearch>[1];
}) {
  const id = useId();
  const error = rangeError(search);
  const status = selectionSummary('Status', chosenLabels(STATUS_OPTIONS, search.status));
  const filtered =
    search.status.length > 0 || search.effectiveFrom || search.effectiveTo || search.updatedAfter !== null;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <span className="text-sm leading-none font-medium">Status</span>
          <MultiSelect
            showCount={false}
            label={status.label}
            aria-label={status.ariaLabel}
            placeholder="Suggested + confirmed"
            options={STATUS_OPTIONS}
            value={search.status}
            onChange={(chosen) => void update({ status: VALUE_STATUSES.filter((s) => chosen.includes(s)) })}
            className={cn('min-w-52', SUMMARY_BUTTON)}
          />
        </div>
        <EffectiveRange
          id={id}
          from={search.effectiveFrom}
          to={search.effectiveTo}
          error={error}
          onChange={(patch) => void update(patch)}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-updated`}>Updated since (UTC)</Label>
          <DateFilter
            id={`${id}-updated`}
            className="w-40"
            value={search.updatedAfter?.slice(0, 10)}
            onCommit={(updatedAfter) => void update({ updatedAfter: updatedAfter ?? null })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-sort`}>Sort by</Label>
          <NativeSelect
            id={`${id}-sort`}
            value={search.sort}
            onChange={(e) => void update({ sort: e.target.value === 'updatedAt' ? 'updatedAt' : 'effectiveAt' })}
            wrapperClassName="w-56"
          >
            <option value="effectiveAt">Effective date, newest</option>
            <option value="updatedAt">Last update, newest</option>
          </NativeSelect>
        </div>
        {filtered ? (
          <Button
            variant="ghost"
            onClick={() => void update({ status: null, effectiveFrom: null, effectiveTo: null, updatedAfter: null })}
          >
            Clear filters
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
