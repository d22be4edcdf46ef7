'use client';

import { useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { ArrowDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Company } from '@/lib/schemas/company';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/ui/states';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { companyQuery } from '@/lib/queries/companies';
import { trackerValuePagesQuery } from '@/lib/queries/trackers';
import { SORTABLE, valueColumns } from './columns';
import { PAGE_SIZES, rangeError, valueFilters, type PageSize, type ValueSearch } from './search-state';

/**
 * One page of a tracker's values. Pages are cursor-linked, so they are kept
 * as one infinite query: the URL's page number indexes into it, and the page
 * after the visible one is always fetched in the background.
 */
export function ValuesTable({
  trackerId,
  search,
  update,
}: {
  trackerId: string;
  search: ValueSearch;
  update: (patch: Partial<ValueSearch>) => void;
}) {
  const invalid = Boolean(rangeError(search));
  const query = useInfiniteQuery({
    ...trackerValuePagesQuery(trackerId, { ...valueFilters(search), limit: search.size }),
    enabled: !invalid,
  });
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const pages = data?.pages ?? [];
  const wanted = search.page - 1;

  // Walks forward to the page in the URL (after a reload) and keeps one page ahead.
  useEffect(() => {
    if (!data || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    if (data.pages.length <= wanted + 1) void fetchNextPage();
  }, [data, wanted, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  // A page number past the end (a stale link) shows the last page.
  const index = hasNextPage ? wanted : Math.min(wanted, Math.max(0, pages.length - 1));
  const rows = useMemo(() => data?.pages[index]?.items ?? [], [data, index]);
  const waiting = query.isPending || (!pages[index] && hasNextPage);

  const companyIds = useMemo(() => [...new Set(rows.map((r) => r.companyPublicId))], [rows]);
  // A stable combine keeps the name map (and so the columns) unchanged until a name arrives.
  const combine = useCallback(
    (results: UseQueryResult<Company>[]) => {
      const map = new Map<string, string>();
      results.forEach((r, i) => {
        const id = companyIds[i];
        if (r.data && id) map.set(id, r.data.name);
      });
      return map;
    },
    [companyIds],
  );
  const names = useQueries({
    queries: companyIds.map((id) => ({ ...companyQuery(id), staleTime: 5 * 60_000 })),
    combine,
  });
  const sizeLabelId = useId();
  const columns = useMemo(() => valueColumns((id) => names.get(id)), [names]);

  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r.publicId,
    manualSorting: true,
    manualPagination: true,
    state: { sorting: [{ id: search.sort, desc: true }] },
  });

  if (invalid) return null;
  if (query.isError && !isFetchNextPageError) {
    return <ErrorState title="Values could not be loaded" error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (isFetchNextPageError && !pages[index]) {
    return (
      <ErrorState title="This page could not be loaded" error={query.error} onRetry={() => void fetchNextPage()} />
    );
  }
  if (waiting) return <TableSkeleton rows={8} columns={6} />;
  if (rows.length === 0) {
    return <EmptyState title="No values match" description="Change or clear the filters to see more values." />;
  }

  return (
    <div className="space-y-3">
      <Table aria-label="Tracker values" aria-busy={query.isFetching && !isFetchingNextPage}>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => {
                const sortable = SORTABLE.has(header.column.id);
                const sorted = search.sort === header.column.id;
                const title = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <TableHead
                    key={header.id}
                    scope="col"
                    aria-sort={sortable ? (sorted ? 'descending' : 'none') : undefined}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 rounded hover:text-zinc-900 dark:hover:text-zinc-100"
                        onClick={() => update({ sort: header.column.id === 'updatedAt' ? 'updatedAt' : 'effectiveAt' })}
                      >
                        {title}
                        <ArrowDown aria-hidden="true" className={sorted ? 'size-3.5' : 'size-3.5 opacity-0'} />
                        <span className="sr-only">{sorted ? ', sorted newest first' : ', sort newest first'}</span>
                      </button>
                    ) : (
                      title
                    )}
                  </TableHead>
                );
              })}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {table.getRowModel().rows.map((row) => (
            <TableRow key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <TableCell key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <div className="flex items-center gap-2">
          <span id={sizeLabelId}>Rows per page</span>
          <Select value={String(search.size)} onValueChange={(v) => update({ size: Number(v) as PageSize })}>
            <SelectTrigger aria-labelledby={sizeLabelId} className="w-20">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PAGE_SIZES.map((n) => (
                <SelectItem key={n} value={String(n)}>
                  {n}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex items-center gap-2">
          <span aria-live="polite" className="text-zinc-600 tabular-nums dark:text-zinc-400">
            Page {index + 1}
            {!hasNextPage && index === pages.length - 1 ? ` of ${pages.length}` : ''}
          </span>
          <Button variant="outline" size="sm" disabled={index === 0} onClick={() => update({ page: index })}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!pages[index + 1] && !hasNextPage}
            onClick={() => update({ page: index + 2 })}
          >
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </nav>
    </div>
  );
}
