'use client';

import { Search } from 'lucide-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { functionalUpdate, type OnChangeFn, type RowSelectionState } from '@tanstack/react-table';
import Link from 'next/link';
import { useQueryStates } from 'nuqs';
import { lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchText } from '@/components/companies/companies-table/use-search-text';
import { SEARCH_MAX } from '@/components/companies/search-params';
import { DataTable } from '@/components/ui/data-table/data-table';
import { DataTableExport } from '@/components/ui/data-table/data-table-export';
import { cursorPagerProps, DataTablePagination } from '@/components/ui/data-table/data-table-pagination';
import { FIRST_PAGE, pageNumber } from '@/components/ui/data-table/search-params';
import { useDataTable } from '@/components/ui/data-table/use-data-table';
import { Input } from '@/components/ui/input';
import { MountOnceOpen } from '@/components/ui/mount-once-open';
import { EmptyState } from '@/components/ui/states';
import type { ApiSchemas } from '@/lib/console/api-client';
import { exportHref } from '@/lib/console/export/href';
import { fundCompaniesQuery, fundQuery, type FundCompany } from '@/lib/console/query-options/funds';
import type { FundStatus } from '@/lib/schemas/fund';
import type { BulkResult, BulkTarget } from './bulk';
import { fundCompanyColumns } from './columns';
import { CompaniesEmpty, CompaniesError } from './companies-states';
import { FundHeader } from './fund-header';
import { fundCompanyListParams, fundCompanySearchParams } from './search-params';
import { StatusFilter } from './status-filter';
import { useSetStatus } from './use-set-status';

// Both appear only after an action (a selection, a press): their code, with the
// dialog and menu layers, is fetched then rather than with the page.
const AddCompanyDialog = lazy(() => import('./add-company-dialog').then((m) => ({ default: m.AddCompanyDialog })));
const BulkActions = lazy(() => import('./bulk-actions').then((m) => ({ default: m.BulkActions })));

const toTarget = (c: FundCompany): BulkTarget => ({ publicId: c.publicId, name: c.name });

/** How many rows an export will hold, from the fund's counts; unknown while a search narrows it. */
function exportTotal(
  fund: Partial<Pick<ApiSchemas['Fund'], 'companyCount' | 'statusCounts'>> | undefined,
  statuses: readonly FundStatus[],
  search: string,
): number | undefined {
  if (!fund || search) return undefined;
  // Another deployment may not count: then the progress shows rows alone.
  if (statuses.length === 0) return fund.companyCount;
  const counts = fund.statusCounts;
  return counts ? statuses.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : undefined;
}

const NO_COMPANIES: FundCompany[] = [];

/** The fund page: its total, its companies searched, filtered and paged from the URL, added, edited in place or in bulk. */
export function FundCompanies({ fundId }: { fundId: string }) {
  const queryClient = useQueryClient();
  // Filter and page changes push history, so Back undoes them.
  const [state, setState] = useQueryStates(fundCompanySearchParams, { history: 'push' });
  // Typing commits after a pause; a round of typing is one history entry, as on the companies list.
  const search = useSearchText(
    state.search,
    (next, history) => void setState({ search: next, ...FIRST_PAGE }, { history }),
  );
  const [adding, setAdding] = useState(false);
  const params = fundCompanyListParams(state);
  const fund = useQuery(fundQuery(fundId));
  const companies = useQuery({ ...fundCompaniesQuery(fundId, params), placeholderData: keepPreviousData });
  const nextToken = companies.isPlaceholderData ? undefined : companies.data?.nextPageToken;
  useEffect(() => {
    if (nextToken) void queryClient.prefetchQuery(fundCompaniesQuery(fundId, fundCompanyListParams(state, nextToken)));
  }, [nextToken, fundId, state, queryClient]);

  const setStatus = useSetStatus(fundId);
  // Keyed by publicId, so a selection outlives paging and filtering; names are kept for reports.
  const [selected, setSelected] = useState<ReadonlyMap<string, BulkTarget>>(new Map());
  const [bulkRunning, setBulkRunning] = useState(false);

  const rows = companies.data?.items ?? NO_COMPANIES;
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
  const columns = useMemo(
    () => fundCompanyColumns(fundId, onStatusChange, bulkRunning),
    [fundId, onStatusChange, bulkRunning],
  );
  const table = useDataTable({
    data: rows,
    columns,
    getRowId: (row) => row.publicId,
    selection: { state: rowSelection, onChange: onRowSelectionChange, enabled: !bulkRunning },
  });

  if (fund.data === null) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold tracking-tight">Fund not found</h1>
        <EmptyState
          title="This fund does not exist"
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
  const page = pageNumber(state);
  const selectedOnPage = rows.filter((c) => selected.has(c.publicId)).length;
  const stateProps = {
    statuses: params.statuses ?? [],
    search: state.search,
    paged: page > 1,
    onFirstPage: () => void setState(FIRST_PAGE),
    onClearStatus: () => void setState({ status: null, ...FIRST_PAGE }),
    onClearSearch: search.clear,
  };
  const pager = (label: string) => (
    <DataTablePagination
      {...cursorPagerProps(state, setState, nextToken)}
      busy={companies.isPlaceholderData}
      label={label}
      className="ml-auto justify-end"
    />
  );

  return (
    <div className="space-y-4">
      <FundHeader
        fund={fund.data ?? undefined}
        pending={fund.isPending}
        statuses={stateProps.statuses}
        onAdd={() => setAdding(true)}
      />

      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-64 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-600 dark:text-zinc-400"
          />
          <Input
            type="search"
            data-page-search
            aria-label="Search this fund's companies"
            placeholder="Search this fund by name, alternative name or domain"
            maxLength={SEARCH_MAX}
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') search.submit();
            }}
            onBlur={search.endRound}
            className="pl-9"
          />
        </div>
        <StatusFilter value={stateProps.statuses} onChange={(status) => void setState({ status, ...FIRST_PAGE })} />
        <DataTableExport
          href={exportHref('fund-companies', { fund: fundId, search: state.search, status: stateProps.statuses })}
          total={exportTotal(fund.data ?? undefined, stateProps.statuses, state.search)}
          noun="company"
          nouns="companies"
        />
      </div>
      {pager('Pagination')}

      {/* Stays mounted once shown: the bulk report outlives the selection. */}
      <MountOnceOpen open={selected.size > 0}>
        <BulkActions
          fund={{ publicId: fundId, name: fundName }}
          selected={[...selected.values()]}
          selectedOnPage={selectedOnPage}
          onClearSelection={() => setSelected(new Map())}
          onFinished={onFinished}
          onRunningChange={setBulkRunning}
        />
      </MountOnceOpen>

      <DataTable
        table={table}
        caption={
          state.search
            ? `Companies in ${fundName} matching “${state.search}”, page ${page}`
            : `Companies in ${fundName}, page ${page}`
        }
        loading={companies.isPending}
        skeletonRows={state.limit}
        busy={companies.isPlaceholderData}
        isError={companies.isError}
        error={companies.error}
        renderError={(error) => (
          <CompaniesError {...stateProps} error={error} onRetry={() => void companies.refetch()} />
        )}
        empty={<CompaniesEmpty {...stateProps} onAdd={() => setAdding(true)} />}
        rowHref={(company) => `/companies/${encodeURIComponent(company.publicId)}`}
        rowClassName="h-[3.75rem]"
        pagerBottom={pager('Pagination, bottom')}
      />

      <MountOnceOpen open={adding}>
        <AddCompanyDialog fund={{ publicId: fundId, name: fundName }} open={adding} onOpenChange={setAdding} />
      </MountOnceOpen>
    </div>
  );
}
