import type { ColumnDef } from '@tanstack/react-table';
import { ArrowDown } from 'lucide-react';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import type { TrackerValueSort } from '@/lib/console/query-options/trackers';
import type { TrackerValue, ValueStatus } from '@/lib/schemas/tracker';
import { MarkerSwatch } from '../chart/markers';
import { formatDate, formatDateTime, formatValue, periodLabel, STATUS_LABELS } from '../format';

const STATUS_BADGE: Record<ValueStatus, 'success' | 'warning' | 'destructive'> = {
  confirmed: 'success',
  suggested: 'warning',
  rejected: 'destructive',
};

function StatusBadge({ status }: { status: ValueStatus }) {
  return (
    <Badge variant={STATUS_BADGE[status] ?? 'secondary'}>
      <MarkerSwatch status={status} />
      {STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

/** A header the API can order by: newest first is the only order it has. */
function SortHeader({ title, sorted, onSort }: { title: string; sorted: boolean; onSort: () => void }) {
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 rounded hover:text-zinc-900 dark:hover:text-zinc-100"
      onClick={onSort}
    >
      {title}
      <ArrowDown aria-hidden="true" className={sorted ? 'size-3.5' : 'size-3.5 opacity-0'} />
      <span className="sr-only">{sorted ? ', sorted newest first' : ', sort newest first'}</span>
    </button>
  );
}

export function valueColumns(
  sort: TrackerValueSort,
  onSort: (sort: TrackerValueSort) => void,
  /** See useReaderTimeZone. */
  timeZone: 'UTC' | undefined,
): ColumnDef<TrackerValue>[] {
  return [
    {
      id: 'effectiveAt',
      meta: { label: 'Effective', sortable: true },
      header: () => (
        <SortHeader title="Effective" sorted={sort === 'effectiveAt'} onSort={() => onSort('effectiveAt')} />
      ),
      cell: ({ row }) => (
        <time dateTime={row.original.effectiveAt} className="whitespace-nowrap tabular-nums">
          {formatDate(row.original.effectiveAt)}
        </time>
      ),
    },
    {
      id: 'company',
      header: 'Company',
      cell: ({ row }) => {
        const id = row.original.companyPublicId;
        return (
          <Link href={`/companies/${id}/trackers`} className="underline-offset-4 hover:underline">
            {row.original.companyName}
          </Link>
        );
      },
    },
    {
      id: 'value',
      header: 'Value',
      cell: ({ row }) => (
        <span className="font-medium tabular-nums">{formatValue(row.original.value, row.original.unit)}</span>
      ),
    },
    { id: 'period', header: 'Period', cell: ({ row }) => periodLabel(row.original.period) },
    { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
    { id: 'origin', header: 'Origin', cell: ({ row }) => row.original.origin },
    {
      id: 'note',
      header: 'Note',
      cell: ({ row }) =>
        row.original.note ? (
          <span className="line-clamp-2 max-w-64 text-zinc-700 dark:text-zinc-300">{row.original.note}</span>
        ) : (
          '—'
        ),
    },
    {
      id: 'citations',
      header: 'Citations',
      cell: ({ row }) => <span className="tabular-nums">{row.original.citations.length}</span>,
    },
    {
      id: 'updatedAt',
      meta: { label: 'Updated', sortable: true },
      header: () => <SortHeader title="Updated" sorted={sort === 'updatedAt'} onSort={() => onSort('updatedAt')} />,
      cell: ({ row }) => (
        <time dateTime={row.original.updatedAt} className="whitespace-nowrap tabular-nums">
          {formatDateTime(row.original.updatedAt, timeZone)}
        </time>
      ),
    },
  ];
}
