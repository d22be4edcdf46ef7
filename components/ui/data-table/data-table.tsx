'use client';

import { flexRender, type Row, type Table as TanStackTable } from '@tanstack/react-table';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/states';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { SkeletonRows } from './data-table-skeleton';
import { useRowNavigation } from './use-row-navigation';
import './column-meta';

interface DataTableProps<T> {
  /** From useDataTable. */
  table: TanStackTable<T>;
  /** The table's accessible name, as a visually hidden caption. */
  caption: string;
  /** No data yet: the header and `skeletonRows` placeholder rows. */
  loading?: boolean;
  /** Usually the page size, so the page does not grow or shrink when the rows arrive. */
  skeletonRows?: number;
  /** Rows shown are being replaced (a new page or filter is loading): dimmed and marked busy. */
  busy?: boolean;
  /** The load failed: an error with Retry replaces the table. */
  isError?: boolean;
  error?: unknown;
  errorTitle?: string;
  onRetry?: () => void;
  /** Replaces the default error state, for answers a view knows how to explain. */
  renderError?: (error: unknown) => ReactNode;
  /** Shown instead of the table when the load succeeded with no rows. */
  empty: ReactNode;
  /** A pager (DataTablePagination) above and/or below the table, as the view wants. */
  pagerTop?: ReactNode;
  pagerBottom?: ReactNode;
  /** Where a row leads: j/k then reach rows from the keyboard, and Enter opens the focused one. */
  rowHref?: (row: T) => string;
  /** The same for data and placeholder rows (a fixed height keeps the page still as rows arrive). */
  rowClassName?: string;
  className?: string;
}

export function DataTable<T>({
  table,
  caption,
  loading = false,
  skeletonRows = 10,
  busy = false,
  isError = false,
  error,
  errorTitle = 'Could not load the list',
  onRetry,
  renderError,
  empty,
  pagerTop,
  pagerBottom,
  rowHref,
  rowClassName,
  className,
}: DataTableProps<T>) {
  const router = useRouter();
  const rows = table.getRowModel().rows;
  const open = rowHref
    ? (index: number) => {
        const row = rows.find((r) => r.index === index);
        if (row) router.push(rowHref(row.original));
      }
    : undefined;
  const containerRef = useRowNavigation(open);

  let body: ReactNode;
  if (isError) {
    body = renderError ? renderError(error) : <ErrorState title={errorTitle} error={error} onRetry={onRetry} />;
  } else if (!loading && rows.length === 0) {
    body = empty;
  } else {
    const columns = table.getVisibleLeafColumns().length;
    body = (
      <div
        ref={containerRef}
        aria-busy={loading || busy || undefined}
        className={cn(
          'rounded-lg border border-zinc-200 transition-opacity dark:border-zinc-800',
          busy && 'opacity-60',
        )}
      >
        <Table>
          <TableCaption className="sr-only">{caption}</TableCaption>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent dark:hover:bg-transparent">
                {group.headers.map((header) => (
                  <TableHead
                    key={header.id}
                    scope="col"
                    aria-sort={ariaSort(table, header.column.id)}
                    className={header.column.columnDef.meta?.className}
                  >
                    {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                  </TableHead>
                ))}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {loading ? (
              <SkeletonRows rows={skeletonRows} columns={columns} rowClassName={rowClassName} />
            ) : (
              rows.map((row) => (
                <DataRow key={row.id} row={row} focusable={open !== undefined} className={rowClassName} />
              ))
            )}
          </TableBody>
        </Table>
        {loading ? (
          <span role="status" className="sr-only">
            Loading…
          </span>
        ) : null}
      </div>
    );
  }

  return (
    <div className={cn('space-y-3', className)}>
      {pagerTop}
      {body}
      {pagerBottom}
    </div>
  );
}

function ariaSort<T>(table: TanStackTable<T>, columnId: string): 'ascending' | 'descending' | 'none' | undefined {
  if (!table.getColumn(columnId)?.columnDef.meta?.sortable) return undefined;
  const sorted = table.getState().sorting.find((s) => s.id === columnId);
  return sorted ? (sorted.desc ? 'descending' : 'ascending') : 'none';
}

function DataRow<T>({ row, focusable, className }: { row: Row<T>; focusable: boolean; className?: string }) {
  return (
    <TableRow
      data-row-index={row.index}
      data-state={row.getIsSelected() ? 'selected' : undefined}
      // Reached by j/k (useRowNavigation), never by Tab: the row's own links and controls are.
      tabIndex={focusable ? -1 : undefined}
      className={cn(
        focusable &&
          'outline-none focus-visible:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-zinc-950 focus-visible:ring-inset dark:focus-visible:bg-zinc-900 dark:focus-visible:ring-zinc-300',
        className,
      )}
    >
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        const content = flexRender(cell.column.columnDef.cell, cell.getContext());
        return meta?.rowHeader ? (
          <TableHead
            key={cell.id}
            scope="row"
            className={cn('h-auto py-3 font-normal whitespace-normal', meta.className)}
          >
            {content}
          </TableHead>
        ) : (
          <TableCell key={cell.id} className={meta?.className}>
            {content}
          </TableCell>
        );
      })}
    </TableRow>
  );
}
