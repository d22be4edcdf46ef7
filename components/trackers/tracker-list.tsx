'use client';

import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table/data-table';
import { DataTableExport } from '@/components/ui/data-table/data-table-export';
import { useDataTable } from '@/components/ui/data-table/use-data-table';
import { EmptyState } from '@/components/ui/states';
import { exportHref } from '@/lib/console/export/href';
import { trackerListQuery } from '@/lib/console/query-options/trackers';
import type { Tracker } from '@/lib/schemas/tracker';
import { kindLabel, policySummary, trackerUnit } from './format';

export function IngestionBadge({ enabled }: { enabled: boolean }) {
  return enabled ? <Badge variant="success">On</Badge> : <Badge variant="secondary">Off</Badge>;
}

const columns: ColumnDef<Tracker>[] = [
  {
    id: 'name',
    header: 'Name',
    meta: { className: 'font-medium' },
    cell: ({ row: { original: tracker } }) => (
      <>
        <Link href={`/trackers/${tracker.publicId}`} className="underline-offset-4 hover:underline">
          {tracker.name}
        </Link>
        {tracker.description ? (
          <p className="mt-0.5 max-w-md text-xs font-normal text-zinc-600 dark:text-zinc-400">{tracker.description}</p>
        ) : null}
      </>
    ),
  },
  { id: 'kind', header: 'Kind', cell: ({ row }) => kindLabel(row.original.kind) },
  { id: 'unit', header: 'Unit', cell: ({ row }) => trackerUnit(row.original) },
  {
    id: 'ingestion',
    header: 'Ingestion',
    cell: ({ row }) => <IngestionBadge enabled={row.original.ingestionEnabled} />,
  },
  {
    id: 'valuePolicy',
    header: 'Value policy',
    meta: { className: 'text-zinc-700 dark:text-zinc-300' },
    cell: ({ row }) => policySummary(row.original.valuePolicy),
  },
];

const NO_TRACKERS: Tracker[] = [];

/** Every tracker the member can see, with what it measures and how values are reported. */
export function TrackerList() {
  const query = useQuery(trackerListQuery());
  const table = useDataTable({ data: query.data ?? NO_TRACKERS, columns, getRowId: (t) => t.publicId });
  return (
    <DataTable
      table={table}
      caption="Trackers"
      loading={query.isPending}
      skeletonRows={6}
      isError={query.isError}
      error={query.error}
      errorTitle="Trackers could not be loaded"
      onRetry={() => void query.refetch()}
      empty={
        <EmptyState
          title="No trackers yet"
          description="Trackers defined for the workspace, and your own private ones, appear here."
        />
      }
      rowHref={(tracker) => `/trackers/${tracker.publicId}`}
      pagerTop={
        <div className="flex justify-end">
          <DataTableExport href={exportHref('trackers')} total={query.data?.length} noun="tracker" />
        </div>
      }
    />
  );
}
