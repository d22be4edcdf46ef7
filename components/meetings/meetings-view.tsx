'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Upload, X } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useQueryStates } from 'nuqs';
import { useEffect, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table/data-table';
import { cursorPagerProps, DataTablePagination } from '@/components/ui/data-table/data-table-pagination';
import { FIRST_PAGE, pageNumber } from '@/components/ui/data-table/search-params';
import { useDataTable } from '@/components/ui/data-table/use-data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { meetingKeys, meetingListQuery } from '@/lib/console/query-options/meetings';
import { useReaderTimeZone } from '@/lib/hooks/use-reader-time-zone';
import { meetingColumns, type MeetingRow } from './meeting-columns';
import { meetingListParams, meetingSearchParams } from './search-params';

const NO_MEETINGS: MeetingRow[] = [];

// The form (react-hook-form, the date picker, Markdown preview) is most of this page's script; it loads when opened.
const MeetingImportForm = dynamic(() => import('./meeting-import-form').then((m) => m.MeetingImportForm), {
  loading: () => <Skeleton className="h-96 w-full" aria-label="Loading the import form" />,
});

/** The meetings list, newest first, with the import form behind a button. */
export function MeetingsView() {
  const queryClient = useQueryClient();
  // Paging and opening the form push history, so Back undoes them.
  const [state, setState] = useQueryStates(meetingSearchParams, { history: 'push' });
  const query = useQuery({ ...meetingListQuery(meetingListParams(state)), placeholderData: keepPreviousData });
  const nextToken = query.isPlaceholderData ? undefined : query.data?.nextPageToken;
  useEffect(() => {
    if (nextToken) void queryClient.prefetchQuery(meetingListQuery(meetingListParams(state, nextToken)));
  }, [nextToken, state, queryClient]);

  const timeZone = useReaderTimeZone();
  const columns = useMemo(() => meetingColumns(timeZone), [timeZone]);
  const table = useDataTable({ data: query.data?.items ?? NO_MEETINGS, columns, getRowId: (m) => m.publicId });
  const page = pageNumber(state);

  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Meetings</h1>
          <p className="max-w-3xl text-sm text-zinc-600 dark:text-zinc-400">
            Meetings imported from recorders and note-taking tools, newest first. Each opens with its notes, transcript
            and the touchpoints it belongs to.
          </p>
        </div>
        <Button
          variant={state.import ? 'outline' : 'default'}
          aria-expanded={state.import}
          aria-controls="meeting-import"
          onClick={() => void setState({ import: !state.import || null })}
        >
          {state.import ? <X aria-hidden="true" /> : <Upload aria-hidden="true" />}
          {state.import ? 'Close the import form' : 'Import a meeting'}
        </Button>
      </header>

      {state.import ? (
        <section id="meeting-import" aria-label="Import a meeting" className="grid gap-3">
          <MeetingImportForm onImported={() => void queryClient.invalidateQueries({ queryKey: meetingKeys.lists() })} />
        </section>
      ) : null}

      <DataTable
        table={table}
        caption={`Meetings, newest first, page ${page}`}
        loading={query.isPending}
        skeletonRows={state.limit}
        busy={query.isPlaceholderData}
        isError={query.isError}
        error={query.error}
        errorTitle="Could not load meetings"
        onRetry={() => void query.refetch()}
        empty={
          <EmptyState
            icon={<CalendarClock className="size-8" />}
            title={page > 1 ? 'No more meetings' : 'No meetings yet'}
            description={
              page > 1
                ? 'This page is past the last meeting.'
                : 'Meetings arrive from recorders through the API, or by “Import a meeting” above.'
            }
            action={
              page > 1 ? (
                <Button variant="outline" onClick={() => void setState(FIRST_PAGE)}>
                  First page
                </Button>
              ) : undefined
            }
          />
        }
        rowHref={(m) => `/sources/meeting/${m.publicId}`}
        pagerBottom={
          <DataTablePagination {...cursorPagerProps(state, setState, nextToken)} busy={query.isPlaceholderData} />
        }
      />
    </div>
  );
}
