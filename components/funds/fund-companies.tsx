'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { functionalUpdate, type OnChangeFn, type RowSelectionState } from '@tanstack/react-table';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useState, useTransition } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, TableSkeleton } from '@/components/ui/states';
import { fundCompaniesQuery, fundQuery, type FundCompany } from '@/lib/queries/funds';
import type { FundStatus } from '@/lib/schemas/fund';
import { cn } from '@/lib/utils';
import type { BulkResult, BulkTarget } from './bulk';
import { BulkActions } from './bulk-actions';
import { CompaniesTable } from './companies-table';
import { Pager, StatusFilter } from './companies-toolbar';
import { CompaniesEmpty, CompaniesError } from './companies-states';
import { useSetStatus } from './use-set-status';
import { pageNumber, viewHref, type FundCompaniesView } from './view';

export interface FundCompaniesProps {
  fundId: string;
  view: FundCompaniesView;
}

const toTarget = (c: FundCompany): BulkTarget => ({ publicId: c.publicId, name: c.name });

/** The fund page: its companies, filtered and paged from the URL, edited in place or in bulk. */
export function FundCompanies({ fundId, view }: FundCompaniesProps) {
  const router = useRouter();
  const [navigating, startTransition] = useTransition();
  const fund = useQuery(fundQuery(fundId));
  const companies = useQuery({
    ...fundCompaniesQuery(fundId, { statuses: view.statuses, limit: view.size, pageToken: view.cursors.at(-1) }),
    placeholderData: keepPreviousData,
  });
  const setStatus = useSetStatus(fundId);
  // Keyed by publicId, so a selection outlives paging and filtering; names are kept for reports.
  const [selected, setSelected] = useState<ReadonlyMap<string, BulkTarget>>(new Map());
  const [bulkRunning, setBulkRunning] = useState(false);

  const go = (next: FundCompaniesView) =>
    startTransition(() => router.replace(viewHref(`/funds/${encodeURIComponent(fundId)}`, next), { scroll: false }));

  const rows = useMemo(() => companies.data?.items ?? [], [companies.data]);
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries([...selected.keys()].map((id) => [id, true])),
    [selected],
  );
  const onRowSelectionChange: OnChangeFn<RowSelectionState> = (updater) => {
    const onPage = new Map(rows.map((c) => [c.publicId, toTarget(c)]));
    setSelected((prev) => {
      const next = functionalUpdate(updater, Object.fromEntries([...prev.keys()].map((id) => [id, true])));
      const kept = new Map<string, BulkTarget>();
      for (const [id, on] of Object.entries(next)) {
        const target = on ? (prev.get(id) ?? onPage.get(id)) : undefined;
        if (target) kept.set(id, target);
      }
      return kept;
    });
  };
  const { mutate } = setStatus;
  const onStatusChange = useCallback(
    (company: FundCompany, status: FundStatus) => mutate({ publicId: company.publicId, name: company.name, status }),
    [mutate],
  );
  const onFinished = useCallback((result: BulkResult) => {
    setSelected(new Map(result.failed.map((f) => [f.target.publicId, f.target])));
  }, []);

  if (fund.data === null) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold tracking-tight">Fund not found</h1>
        <EmptyState
          title="No fund has this id"
          description="It may have been deleted, or the link is wrong."
          action={
            <Link href="/funds" className="text-sm font-medium underline underline-offset-4">
              All funds
            </Link>
          }
        />
      </div>
    );
  }

  const fundName = fund.data?.name ?? 'this fund';
  const page = pageNumber(view);
  const selectedOnPage = rows.filter((c) => selected.has(c.publicId)).length;
  const busy = navigating || companies.isPlaceholderData;

  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <nav aria-label="Breadcrumb" className="text-sm">
          <Link href="/funds" className="text-zinc-600 underline-offset-4 hover:underline dark:text-zinc-400">
            Funds
          </Link>
        </nav>
        {fund.data ? (
          <h1 className="text-2xl font-semibold tracking-tight">{fund.data.name}</h1>
        ) : fund.isPending ? (
          <>
            <h1 className="sr-only">Fund</h1>
            <Skeleton className="h-8 w-64" />
          </>
        ) : (
          <h1 className="text-2xl font-semibold tracking-tight">Fund</h1>
        )}
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Companies in this fund and their status. Change a status in its row, or select rows to change several.
        </p>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <StatusFilter value={view.statuses} onChange={(statuses) => go({ ...view, statuses, cursors: [] })} />
        <Pager
          page={page}
          size={view.size}
          busy={busy}
          hasPrevious={view.cursors.length > 0}
          hasNext={Boolean(companies.data?.nextPageToken)}
          onPrevious={() => go({ ...view, cursors: view.cursors.slice(0, -1) })}
          onNext={() => {
            const token = companies.data?.nextPageToken;
            if (token) go({ ...view, cursors: [...view.cursors, token] });
          }}
          onSizeChange={(size) => go({ ...view, size, cursors: [] })}
        />
      </div>

      <BulkActions
        fund={{ publicId: fundId, name: fund.data?.name ?? 'this fund' }}
        selected={[...selected.values()]}
        selectedOnPage={selectedOnPage}
        onClearSelection={() => setSelected(new Map())}
        onFinished={onFinished}
        onRunningChange={setBulkRunning}
      />

      {companies.isError ? (
        <CompaniesError
          error={companies.error}
          view={view}
          onRetry={() => void companies.refetch()}
          onReset={(next) => go(next)}
        />
      ) : companies.isPending ? (
        <TableSkeleton rows={8} columns={4} />
      ) : rows.length === 0 ? (
        <CompaniesEmpty view={view} onReset={(next) => go(next)} />
      ) : (
        <div aria-busy={busy || undefined} className={cn('transition-opacity', busy && 'opacity-60')}>
          <CompaniesTable
            rows={rows}
            caption={`Companies in ${fundName}, page ${page}`}
            rowSelection={rowSelection}
            onRowSelectionChange={onRowSelectionChange}
            onStatusChange={onStatusChange}
            locked={bulkRunning}
          />
        </div>
      )}
    </div>
  );
}
