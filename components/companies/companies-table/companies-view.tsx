'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useQueryStates } from 'nuqs';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table/data-table';
import { DataTableExport } from '@/components/ui/data-table/data-table-export';
import { cursorPagerProps, DataTablePagination } from '@/components/ui/data-table/data-table-pagination';
import { DataTableViewOptions } from '@/components/ui/data-table/data-table-view-options';
import { FIRST_PAGE, pageNumber } from '@/components/ui/data-table/search-params';
import { useDataTable } from '@/components/ui/data-table/use-data-table';
import { Input } from '@/components/ui/input';
import { Kbd } from '@/components/ui/kbd';
import { exportHref } from '@/lib/console/export/href';
import { companyListQuery } from '@/lib/console/query-options/companies';
import type { Company } from '@/lib/schemas/company';
import { LazyCreateCompanyDialog } from '../company-form/lazy-company-dialogs';
import { companyListParams, companySearchParams, SEARCH_MAX } from '../search-params';
import { companyColumns } from './columns';
import { CompaniesEmpty, CompaniesError } from './companies-states';
import { useSearchText } from './use-search-text';

const NO_COMPANIES: Company[] = [];

export function CompaniesView() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  // Page and filter changes push history, so Back undoes them.
  const [state, setState] = useQueryStates(companySearchParams, { history: 'push' });

  const { text, setText, endRound, submit, clear } = useSearchText(state.search, (search, history) =>
    setState({ search, ...FIRST_PAGE }, { history }),
  );

  const query = useQuery({ ...companyListQuery(companyListParams(state)), placeholderData: keepPreviousData });
  const nextToken = query.isPlaceholderData ? undefined : query.data?.nextPageToken;

  // Next is instant: the following page is fetched while this one is read.
  useEffect(() => {
    if (nextToken) void queryClient.prefetchQuery(companyListQuery(companyListParams(state, nextToken)));
  }, [nextToken, state, queryClient]);

  const table = useDataTable({
    data: query.data?.items ?? NO_COMPANIES,
    columns: companyColumns,
    getRowId: (company) => company.publicId,
    // The key the companies table has always used, so a stored choice survives.
    columnVisibilityKey: 'pi-companies-columns',
  });

  const page = pageNumber(state);
  const firstPage = () => void setState(FIRST_PAGE);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Companies</h1>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          New company
        </Button>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-64 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-600 dark:text-zinc-400"
          />
          <Input
            type="search"
            data-page-search
            aria-label="Search companies"
            aria-describedby="companies-search-hint"
            placeholder="Search by name, alternative name or domain"
            maxLength={SEARCH_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') submit();
            }}
            onBlur={endRound}
            className="pr-10 pl-9"
          />
          <Kbd className="absolute top-1/2 right-3 -translate-y-1/2" aria-hidden="true">
            /
          </Kbd>
          <span id="companies-search-hint" className="sr-only">
            Results update as you type. Press slash to come back to this field, j and k to move between rows.
          </span>
        </div>
        <DataTableViewOptions table={table} />
        <DataTableExport href={exportHref('companies', { search: state.search })} noun="company" nouns="companies" />
      </div>

      <DataTable
        table={table}
        caption={state.search ? `Companies matching “${state.search}”, page ${page}` : `Companies, page ${page}`}
        loading={query.isPending}
        skeletonRows={state.limit}
        busy={query.isPlaceholderData}
        isError={query.isError}
        error={query.error}
        renderError={(error) => (
          <CompaniesError error={error} page={page} onRetry={() => void query.refetch()} onFirstPage={firstPage} />
        )}
        empty={
          <CompaniesEmpty
            search={state.search}
            page={page}
            onClearSearch={clear}
            onFirstPage={firstPage}
            onCreate={() => setCreating(true)}
          />
        }
        rowHref={(company) => `/companies/${company.publicId}`}
        rowClassName="h-[4.25rem]"
        pagerBottom={
          <DataTablePagination {...cursorPagerProps(state, setState, nextToken)} busy={query.isPlaceholderData} />
        }
      />

      <LazyCreateCompanyDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(publicId) => router.push(`/companies/${publicId}`)}
      />
    </div>
  );
}
