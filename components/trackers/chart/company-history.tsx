'use client';

import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { companySeriesQuery, type SeriesPoint } from '@/lib/console/query-options/tracker-series';
import type { Tracker, ValueStatus } from '@/lib/schemas/tracker';
import { isNumericKind } from '../format';
import { CitationsPanel } from './citations-panel';
import { HistoryLoading } from './history-loading';
import { ChartLegend } from './legend';
import type { PlotPoint } from './points';
import { TimelineChart } from './timeline-chart';
import { TimelineList } from './timeline-list';
import { useChartWidth } from './use-chart-width';
import { ValueChart } from './value-chart';

const NONE: readonly SeriesPoint[] = [];

/**
 * A company's values of a tracker, loaded as one series, in the chart
 * (numbers) or the timeline (booleans, text).
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
  const query = useQuery(companySeriesQuery(tracker.publicId, companyPublicId));
  const [showRejected, setShowRejected] = useState(false);
  const [selectedId, setSelectedId] = useState<string>();
  const [ref, width] = useChartWidth<HTMLDivElement>();

  const latest = query.data?.items ?? NONE;
  // A series there at mount (the server prefetched and drew it) is drawn at
  // once: hydration must match the server's chart. One that arrives later is
  // laid out in a background render React slices into short tasks, so the
  // page stays responsive while thousands of points are placed.
  const [atMount] = useState(latest);
  const all = useDeferredValue(latest, atMount);
  const rejectedShown = useDeferredValue(showRejected);
  const counts = useMemo(() => {
    const c: Record<ValueStatus, number> = { confirmed: 0, suggested: 0, rejected: 0 };
    for (const v of all) c[v.status] += 1;
    return c;
  }, [all]);
  const visible = useMemo(
    () => (rejectedShown ? all : all.filter((v) => v.status !== 'rejected')),
    [all, rejectedShown],
  );
  const selected = useMemo(() => all.find((v) => v.publicId === selectedId), [all, selectedId]);
  const onSelectPoint = useCallback((p: PlotPoint | null) => setSelectedId(p?.value.publicId), []);
  const onSelectValue = useCallback((v: SeriesPoint) => setSelectedId(v.publicId), []);

  const who = companyName ?? 'this company';
  const numeric = isNumericKind(tracker.kind);
  const plot = {
    values: visible,
    width,
    label: `${tracker.name} ${numeric ? 'chart' : 'timeline'} for ${who}`,
    selectedId,
    onSelect: onSelectPoint,
  };
  // One container throughout, measured while the data loads.
  return (
    <div ref={ref} className="space-y-3">
      {query.isPending || (all === NONE && latest !== NONE) ? (
        // Only the first load waits; a refetch keeps the old chart until the new one is ready.
        <HistoryLoading />
      ) : query.isError ? (
        <ErrorState
          title="Value history could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : all.length === 0 ? (
        <EmptyState
          className="p-4"
          title="No values yet"
          description={`${tracker.name} has no values recorded for ${who}.`}
        />
      ) : (
        <>
          <ChartLegend counts={counts} showRejected={showRejected} onShowRejectedChange={setShowRejected} />
          {visible.length === 0 ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              Every value for {who} was rejected. Turn on “Show rejected” to see them.
            </p>
          ) : numeric ? (
            <ValueChart {...plot} unit={tracker.preferredUnit ?? all[0]?.unit} policy={tracker.valuePolicy} />
          ) : (
            <TimelineChart {...plot} kind={tracker.kind} />
          )}
          {selected ? (
            <CitationsPanel
              trackerId={tracker.publicId}
              companyPublicId={companyPublicId}
              point={selected}
              onClose={() => setSelectedId(undefined)}
            />
          ) : null}
          {!numeric && visible.length > 0 ? (
            <TimelineList
              values={visible}
              selectedId={selectedId}
              onSelect={onSelectValue}
              label={`${tracker.name} values`}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
