'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { DataTable } from '@/components/ui/data-table/data-table';
import { DataTableExport } from '@/components/ui/data-table/data-table-export';
import { cursorPagerProps, DataTablePagination } from '@/components/ui/data-table/data-table-pagination';
import { useDataTable } from '@/components/ui/data-table/use-data-table';
import { EmptyState } from '@/components/ui/states';
import { exportHref } from '@/lib/console/export/href';
import { trackerValueListQuery } from '@/lib/console/query-options/trackers';
import { useReaderTimeZone } from '@/lib/hooks/use-reader-time-zone';
import type { TrackerValue } from '@/lib/schemas/tracker';
import { valueColumns } from './columns';
import { rangeError, valueFilters, valueListParams, type ValueSearch } from './search-params';
import type { useValueSearch } from './use-value-search';

const NO_VALUES: TrackerValue[] = [];

/** One page of a tracker's values; the page after it is fetched in the background, so Next is instant. */
export function ValuesTable({
  trackerId,
  search,
  update,
}: {
  trackerId: string;
  search: ValueSearch;
  update: ReturnType<typeof useValueSearch>[1];
}) {
  const queryClient = useQueryClient();
  const invalid = Boolean(rangeError(search));
  const query = useQuery({
    ...trackerValueListQuery(trackerId, valueListParams(search)),
    placeholderData: keepPreviousData,
    enabled: !invalid,
  });
  const nextToken = query.isPlaceholderData ? undefined : query.data?.nextPageToken;
  useEffect(() => {
    if (nextToken) void queryClient.prefetchQuery(trackerValueListQuery(trackerId, valueListParams(search, nextToken)));
  }, [nextToken, trackerId, search, queryClient]);

  const rows = query.data?.items ?? NO_VALUES;
  const timeZone = useReaderTimeZone();
  const columns = useMemo(
    () => valueColumns(search.sort, (sort) => void update({ sort }), timeZone),
    [search.sort, update, timeZone],
  );
  const table = useDataTable({
    data: rows,
    columns,
    getRowId: (r) => r.publicId,
    sorting: [{ id: search.sort, desc: true }],
  });

  // The filters say what is wrong with the range; there is nothing to list.
  if (invalid) return null;
  return (
    <DataTable
      table={table}
      caption="Tracker values"
      loading={query.isPending}
      skeletonRows={search.limit}
      busy={query.isPlaceholderData}
      isError={query.isError}
      error={query.error}
      errorTitle="Values could not be loaded"
      onRetry={() => void query.refetch()}
      empty={<EmptyState title="No values match" description="Change or clear the filters to see more values." />}
      pagerTop={
        <div className="flex justify-end">
          <DataTableExport
            href={exportHref('tracker-values', { tracker: trackerId, ...valueFilters(search) })}
            noun="value"
          />
        </div>
      }
      pagerBottom={
        <DataTablePagination {...cursorPagerProps(search, update, nextToken)} busy={query.isPlaceholderData} />
      }
    />
  );
}
