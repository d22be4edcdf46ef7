'use client';

import { useQuery } from '@tanstack/react-query';
import { memo, useId } from 'react';
import { CompanyPicker } from '@/components/trackers/values/company-picker';
import { EffectiveRange } from '@/components/trackers/values/effective-range';
import { rangeError } from '@/components/trackers/values/search-params';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { MultiSelect } from '@/components/ui/multi-select';
import { NativeSelect } from '@/components/ui/native-select';
import { companyQuery } from '@/lib/console/query-options/companies';
import { fundListQuery } from '@/lib/console/query-options/funds';
import { reviewCountsQuery } from '@/lib/console/query-options/review';
import { SUMMARY_BUTTON, selectionSummary } from '@/lib/format/selection';
import { cn } from '@/lib/utils';
import { isFiltered, type ReviewSearch } from './search-params';
import type { UpdateReviewSearch } from './use-review-search';

const ALL_FUNDS = 'all';

/** Tracker, company, fund and effective-date filters; each button shows what it is set to. Memoised: a review re-renders the page, not these. */
export const ReviewFilters = memo(function ReviewFilters({
  search,
  update,
}: {
  search: ReviewSearch;
  update: UpdateReviewSearch;
}) {
  const id = useId();
  const counts = useQuery(reviewCountsQuery());
  const funds = useQuery(fundListQuery({ limit: 100 }));
  const company = useQuery({ ...companyQuery(search.companyPublicId ?? ''), enabled: Boolean(search.companyPublicId) });
  const error = rangeError(search);

  const trackerOptions = (counts.data?.trackers ?? []).map((t) => ({
    value: t.trackerPublicId,
    label: `${t.name} (${t.count})`,
  }));
  // A tracker chosen in the URL but with nothing waiting still shows, so it can be unchosen.
  for (const t of search.trackerPublicId) {
    if (!trackerOptions.some((o) => o.value === t))
      trackerOptions.push({ value: t, label: 'Tracker with none waiting' });
  }
  // The button names the trackers chosen by name alone; the options add how many wait.
  const trackerNames = search.trackerPublicId.map(
    (t) =>
      counts.data?.trackers.find((c) => c.trackerPublicId === t)?.name ??
      (counts.isPending ? '…' : 'Tracker with none waiting'),
  );
  const trackerWord = trackerNames.length > 1 ? 'Trackers' : 'Tracker';
  // Named as the button reads ("Tracker: ARR, 1 selected"); "Trackers" with none chosen.
  const trackers = selectionSummary(trackerWord, trackerNames, trackerNames.length > 0 ? trackerWord : 'Trackers');

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <span className="text-sm leading-none font-medium">Tracker</span>
          <MultiSelect
            showCount={false}
            label={trackers.label}
            aria-label={trackers.ariaLabel}
            placeholder="All trackers"
            options={trackerOptions}
            value={search.trackerPublicId}
            onChange={(trackerPublicId) => void update({ trackerPublicId })}
            className={cn('min-w-56', SUMMARY_BUTTON)}
          />
        </div>
        <CompanyPicker
          value={search.companyPublicId ?? undefined}
          valueName={company.data?.name}
          onChange={(companyPublicId) => void update({ companyPublicId: companyPublicId ?? null })}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-fund`}>Fund</Label>
          <NativeSelect
            id={`${id}-fund`}
            value={search.fundPublicId ?? ALL_FUNDS}
            onChange={(e) => {
              const v = e.target.value;
              void update({ fundPublicId: v === ALL_FUNDS ? null : v });
            }}
            wrapperClassName="w-48"
          >
            <option value={ALL_FUNDS}>All funds</option>
            {(funds.data?.items ?? []).map((f) => (
              <option key={f.publicId} value={f.publicId}>
                {f.name}
              </option>
            ))}
            {search.fundPublicId && !(funds.data?.items ?? []).some((f) => f.publicId === search.fundPublicId) ? (
              <option value={search.fundPublicId}>{funds.data ? 'Unknown fund' : '…'}</option>
            ) : null}
          </NativeSelect>
        </div>
        <EffectiveRange
          id={id}
          from={search.effectiveFrom}
          to={search.effectiveTo}
          error={error}
          onChange={(patch) => void update(patch)}
        />
        {isFiltered(search) ? (
          <Button
            variant="ghost"
            onClick={() =>
              void update({
                trackerPublicId: null,
                companyPublicId: null,
                fundPublicId: null,
                effectiveFrom: null,
                effectiveTo: null,
              })
            }
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
});
