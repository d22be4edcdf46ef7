'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { flexRender, type Table as TanStackTable } from '@tanstack/react-table';
import { Building2, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/ui/states';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ApiRequestError } from '@/lib/console/client';
import type { Page } from '@/lib/queries/types';
import type { Company } from '@/lib/schemas/company';
import { cn } from '@/lib/utils';

export interface CompaniesResultsProps {
  table: TanStackTable<Company>;
  query: UseQueryResult<Page<Company>>;
  search: string;
  page: number;
  onClearSearch: () => void;
  onFirstPage: () => void;
  onCreate: () => void;
}

export function CompaniesResults({
  table,
  query,
  search,
  page,
  onClearSearch,
  onFirstPage,
  onCreate,
}: CompaniesResultsProps) {
  if (query.isPending) return <TableSkeleton rows={8} columns={5} />;

  if (query.isError) {
    // A stale or edited page token is refused with a 400; starting over is the way out.
    const badPosition = page > 1 && query.error instanceof ApiRequestError && query.error.status === 400;
    return (
      <div className="space-y-3">
        <ErrorState title="Could not load companies" error={query.error} onRetry={() => void query.refetch()} />
        {badPosition ? (
          <div className="flex justify-center">
            <Button variant="link" onClick={onFirstPage}>
              Go to the first page
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  if (query.data.items.length === 0) {
    if (search) {
      return (
        <EmptyState
          icon={<SearchX className="size-8" />}
          title={`No company matches “${search}”`}
          description="Search looks at names, alternative names and domains."
          action={
            <Button variant="outline" onClick={onClearSearch}>
              Clear search
            </Button>
          }
        />
      );
    }
    if (page > 1) {
      return (
        <EmptyState
          title="No more companies"
          description="This page is empty; companies may have been deleted since."
          action={
            <Button variant="outline" onClick={onFirstPage}>
              Go to the first page
            </Button>
          }
        />
      );
    }
    return (
      <EmptyState
        icon={<Building2 className="size-8" />}
        title="No companies yet"
        description="Companies you add, or that arrive from connected sources, are listed here."
        action={<Button onClick={onCreate}>New company</Button>}
      />
    );
  }

  return (
    <div
      aria-busy={query.isPlaceholderData || undefined}
      className={cn(
        'rounded-lg border border-zinc-200 transition-opacity dark:border-zinc-800',
        query.isPlaceholderData && 'opacity-60',
      )}
    >
      <Table>
        <TableCaption className="sr-only">
          {search ? `Companies matching “${search}”, page ${page}` : `Companies, page ${page}`}
        </TableCaption>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent dark:hover:bg-transparent">
              {group.headers.map((header) => (
                <TableHead
                  key={header.id}
                  scope="col"
                  className={cn(header.column.id === 'domainCount' && 'text-right')}
                >
                  {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                </TableHead>
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {table.getRowModel().rows.map((row) => (
            <TableRow key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <TableCell key={cell.id} className={cn(cell.column.id === 'domainCount' && 'text-right')}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
