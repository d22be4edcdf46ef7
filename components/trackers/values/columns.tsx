import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import type { TrackerValue, ValueStatus } from '@/lib/schemas/tracker';
import { MarkerSwatch } from '../chart/markers';
import { formatDate, formatDateTime, formatValue, periodLabel, STATUS_LABELS } from '../format';

const STATUS_BADGE: Record<ValueStatus, 'success' | 'warning' | 'destructive'> = {
  confirmed: 'success',
  suggested: 'warning',
  rejected: 'destructive',
};

export function StatusBadge({ status }: { status: ValueStatus }) {
  return (
    <Badge variant={STATUS_BADGE[status] ?? 'secondary'}>
      <MarkerSwatch status={status} />
      {STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

/** Ids of the columns the API can order by; the others are fixed. */
export const SORTABLE = new Set(['effectiveAt', 'updatedAt']);

export function valueColumns(companyName: (publicId: string) => string | undefined): ColumnDef<TrackerValue>[] {
  return [
    {
      id: 'effectiveAt',
      header: 'Effective',
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
            {companyName(id) ?? <span className="font-mono text-xs">{id}</span>}
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
      header: 'Updated',
      cell: ({ row }) => (
        <time dateTime={row.original.updatedAt} className="whitespace-nowrap tabular-nums">
          {formatDateTime(row.original.updatedAt)}
        </time>
      ),
    },
  ];
}
