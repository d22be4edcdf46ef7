'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Progress } from '@/components/ui/progress';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { trackerHistoryQuery } from '@/lib/queries/trackers';
import type { Tracker, TrackerValue, ValueStatus } from '@/lib/schemas/tracker';
import { isNumericKind } from '../format';
import { CitationsPanel } from './citations-panel';
import { ChartLegend } from './legend';
import type { PlotPoint } from './points';
import { TimelineChart } from './timeline-chart';
import { TimelineList } from './timeline-list';
import { ValueChart } from './value-chart';

/**
 * Loads every value a company has for a tracker, page after page, and walks
 * them into the chart (numbers) or the timeline (booleans, text).
 */
export function CompanyHistory({
  tracker,
  companyPublicId,
  companyName,
}: {
  tracker: Tracker;
  companyPublicId: string;
  companyName?: string;
}) {
  const query = useInfiniteQuery(trackerHistoryQuery(tracker.publicId, companyPublicId));
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const [showRejected, setShowRejected] = useState(false);
  const [selectedId, setSelectedId] = useState<string>();

  // Cursor pages can only be fetched one after another; each arrival asks for the next.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const all = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const counts = useMemo(() => {
    const c: Record<ValueStatus, number> = { confirmed: 0, suggested: 0, rejected: 0 };
    for (const v of all) if (v.status in c) c[v.status] += 1;
    return c;
  }, [all]);
  const visible = useMemo(() => (showRejected ? all : all.filter((v) => v.status !== 'rejected')), [all, showRejected]);
  const selected = useMemo(() => all.find((v) => v.publicId === selectedId), [all, selectedId]);
  const onSelectPoint = useCallback((p: PlotPoint | null) => setSelectedId(p?.value.publicId), []);
  const onSelectValue = useCallback((v: TrackerValue) => setSelectedId(v.publicId), []);

  const who = companyName ?? 'this company';
  if (query.isError) {
    return (
      <ErrorState
        title="Value history could not be loaded"
        error={query.error}
        onRetry={() => void (query.data ? fetchNextPage() : query.refetch())}
      />
    );
  }
  if (query.isPending || hasNextPage) {
    return (
      <div role="status" className="flex h-48 flex-col items-center justify-center gap-2 text-sm">
        <Progress label="Loading value history" value={null} className="max-w-xs" />
        <span className="text-zinc-600 tabular-nums dark:text-zinc-400">
          Loading values… {all.length > 0 ? `${all.length.toLocaleString('en-US')} so far` : ''}
        </span>
      </div>
    );
  }
  if (all.length === 0) {
    return (
      <EmptyState
        className="p-4"
        title="No values yet"
        description={`${tracker.name} has no values recorded for ${who}.`}
      />
    );
  }

  const numeric = isNumericKind(tracker.kind);
  const label = `${tracker.name} ${numeric ? 'chart' : 'timeline'} for ${who}`;
  const chartProps = {
    values: visible,
    unit: tracker.preferredUnit ?? all[0]?.unit,
    policy: tracker.valuePolicy,
    label,
    selectedId,
    onSelect: onSelectPoint,
  };
  return (
    <div className="space-y-3">
      <ChartLegend counts={counts} showRejected={showRejected} onShowRejectedChange={setShowRejected} />
      {visible.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Every value for {who} was rejected. Turn on “Show rejected” to see them.
        </p>
      ) : numeric ? (
        <ValueChart {...chartProps} />
      ) : (
        <TimelineChart {...chartProps} kind={tracker.kind} />
      )}
      {selected ? <CitationsPanel value={selected} onClose={() => setSelectedId(undefined)} /> : null}
      {!numeric && visible.length > 0 ? (
        <TimelineList
          values={visible}
          selectedId={selectedId}
          onSelect={onSelectValue}
          label={`${tracker.name} values`}
        />
      ) : null}
    </div>
  );
}
