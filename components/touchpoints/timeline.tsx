'use client';

import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useQueryStates } from 'nuqs';
import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { touchpointListQuery } from '@/lib/console/query-options/touchpoints';
import { hasFilters, timelineFilters, timelineSearch, timelineSearchParams, type TimelineFilters } from './filters';
import { plural } from '@/lib/format/dates';
import { useReaderTimeZone } from '@/lib/hooks/use-reader-time-zone';
import { timelineRows } from './rows';
import { TimelineFooter } from './timeline-footer';
import { TimelineList } from './timeline-list';
import { TimelineSkeleton } from './timeline-skeleton';
import { TimelineToolbar } from './timeline-toolbar';
import { useLastVisit } from './use-last-visit';

/** Start fetching the next page while this many rows are still below the rendered ones. */
const PREFETCH_ROWS = 15;

export function Timeline({ companyId }: { companyId: string }) {
  const rootRef = useRef<HTMLElement>(null);
  // Filter changes push history, so Back undoes them.
  const [search, setSearch] = useQueryStates(timelineSearchParams, { history: 'push' });
  const view = useMemo(() => timelineFilters(search), [search]);

  const query = useInfiniteQuery({ ...touchpointListQuery(companyId, view), placeholderData: keepPreviousData });
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const touchpoints = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  const timeZone = useReaderTimeZone();
  const rows = useMemo(() => timelineRows(touchpoints, view.sort, timeZone), [touchpoints, view.sort, timeZone]);
  const showingOldFilters = query.isPlaceholderData;
  const previousVisit = useLastVisit(companyId, query.isSuccess && !showingOldFilters);

  const change = (next: TimelineFilters) => {
    // A new filter starts a new list: bring its top into view rather than leave the reader mid-way.
    const top = rootRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) window.scrollTo({ top: window.scrollY + top - 64 });
    void setSearch(timelineSearch(next));
  };

  const onRangeEnd = useCallback(
    (lastIndex: number) => {
      if (lastIndex < rows.length - 1 - PREFETCH_ROWS) return;
      // After a failed page the footer offers Retry; fetching again on every scroll would hammer the API.
      if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
    },
    [rows.length, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage],
  );

  let content: ReactNode;
  if (query.isPending) {
    content = <TimelineSkeleton />;
  } else if (query.isError && !data) {
    content = (
      <ErrorState title="Could not load the touchpoints" error={query.error} onRetry={() => void query.refetch()} />
    );
  } else if (touchpoints.length === 0) {
    content = hasFilters(view) ? (
      <EmptyState
        icon={<SearchX className="size-8" />}
        title="No touchpoint matches these filters"
        description="Try fewer topics or categories."
        action={
          <Button variant="outline" size="sm" onClick={() => change({ ...view, topics: [], categories: [] })}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        title="No touchpoints yet"
        description="Touchpoints appear here as emails, meetings, notes and files about this company come in."
      />
    );
  } else {
    content = (
      <div aria-busy={showingOldFilters} className={showingOldFilters ? 'opacity-60 transition-opacity' : undefined}>
        <TimelineList rows={rows} previousVisit={previousVisit} onRangeEnd={onRangeEnd} />
        <TimelineFooter
          count={touchpoints.length}
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          error={isFetchNextPageError ? query.error : null}
          onLoadMore={() => void fetchNextPage()}
        />
      </div>
    );
  }

  return (
    <section ref={rootRef} aria-labelledby="timeline-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="timeline-heading" className="text-lg font-semibold tracking-tight">
          Touchpoints
        </h2>
        <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
          {query.isSuccess && touchpoints.length > 0
            ? hasNextPage
              ? `${plural(touchpoints.length, 'touchpoint')} loaded, more as you scroll`
              : `${plural(touchpoints.length, 'touchpoint')}`
            : null}
        </p>
      </div>
      <TimelineToolbar filters={view} onChange={change} />
      {content}
    </section>
  );
}
