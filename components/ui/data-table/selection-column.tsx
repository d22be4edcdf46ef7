'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { Checkbox } from '@/components/ui/checkbox';

interface SelectionColumnOptions<T> {
  /** The header checkbox's name, e.g. "Select all companies on this page". */
  allLabel: string;
  /** Each row checkbox's name, e.g. "Select Acme". */
  rowLabel: (row: T) => string;
  /** While set, selection cannot change (a bulk action runs). */
  disabled?: boolean;
}

/** A leading checkbox column; the table's `rowSelection` state holds the choice (see useDataTable). */
export function selectionColumn<T>({ allLabel, rowLabel, disabled = false }: SelectionColumnOptions<T>): ColumnDef<T> {
  return {
    id: 'select',
    enableHiding: false,
    meta: { className: 'w-10' },
    header: ({ table }) => (
      <Checkbox
        aria-label={allLabel}
        disabled={disabled}
        checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? 'indeterminate' : false}
        onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={rowLabel(row.original)}
        disabled={disabled}
        checked={row.getIsSelected()}
        onCheckedChange={(checked) => row.toggleSelected(checked === true)}
      />
    ),
  };
}
