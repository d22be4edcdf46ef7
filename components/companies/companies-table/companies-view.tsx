'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCoreRowModel, useReactTable, type Updater, type VisibilityState } from '@tanstack/react-table';
import { Plus, Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Kbd } from '@/components/ui/kbd';
import { companyListQuery } from '@/lib/queries/companies';
import type { Company } from '@/lib/schemas/company';
import { CreateCompanyDialog } from '../company-form/company-dialogs';
import {
  type CompanyListState,
  listHref,
  listParams,
  nextState,
  pageNumber,
  previousState,
  SEARCH_MAX,
} from '../list-state';
import { ColumnMenu } from './column-menu';
import { companyColumns } from './columns';
import { CompaniesResults } from './companies-results';
import { Paging } from './paging';
import { useColumnVisibility } from './use-column-visibility';
import { useSearchText } from './use-search-text';

const NO_COMPANIES: Company[] = [];

export function CompaniesView({ state }: { state: CompanyListState }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);

  const go = useCallback(
    (next: CompanyListState, how: 'push' | 'replace') => router[how](listHref(next), { scroll: false }),
    [router],
  );
  const [text, setText] = useSearchText(state.search, (search) =>
    go({ ...state, search, page: undefined, prev: [] }, 'replace'),
  );

  const query = useQuery({ ...companyListQuery(listParams(state, state.page)), placeholderData: keepPreviousData });
  const nextToken = query.isPlaceholderData ? undefined : query.data?.nextPageToken;

  useEffect(() => {
    if (!nextToken) return;
    void queryClient.prefetchQuery(companyListQuery(listParams(state, nextToken)));
  }, [nextToken, state, queryClient]);

  const [visibility, setVisibility] = useColumnVisibility();
  const table = useReactTable({
    data: query.data?.items ?? NO_COMPANIES,
    columns: companyColumns,
    getRowId: (company) => company.publicId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    state: { columnVisibility: visibility },
    onColumnVisibilityChange: (updater: Updater<VisibilityState>) =>
      setVisibility(typeof updater === 'function' ? updater(visibility) : updater),
  });

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
            className="pr-10 pl-9"
          />
          <Kbd className="absolute top-1/2 right-3 -translate-y-1/2" aria-hidden="true">
            /
          </Kbd>
          <span id="companies-search-hint" className="sr-only">
            Results update as you type. Press slash to come back to this field.
          </span>
        </div>
        <ColumnMenu table={table} />
      </div>

      <CompaniesResults
        table={table}
        query={query}
        search={state.search}
        page={pageNumber(state)}
        onClearSearch={() => {
          setText('');
          go({ ...state, search: '', page: undefined, prev: [] }, 'replace');
        }}
        onFirstPage={() => go({ ...state, page: undefined, prev: [] }, 'replace')}
        onCreate={() => setCreating(true)}
      />

      <Paging
        page={pageNumber(state)}
        limit={state.limit}
        canPrevious={Boolean(state.page)}
        canNext={Boolean(nextToken)}
        onPrevious={() => go(previousState(state), 'push')}
        onNext={() => nextToken && go(nextState(state, nextToken), 'push')}
        onLimitChange={(limit) => go({ ...state, limit, page: undefined, prev: [] }, 'replace')}
      />

      <CreateCompanyDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(publicId) => router.push(`/companies/${publicId}`)}
      />
    </div>
  );
}
