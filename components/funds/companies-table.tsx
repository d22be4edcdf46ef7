'use client';

import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type OnChangeFn,
  type RowSelectionState,
} from '@tanstack/react-table';
import Link from 'next/link';
import { useMemo } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { FundCompany } from '@/lib/queries/funds';
import type { FundStatus } from '@/lib/schemas/fund';
import { StatusSelect } from './status';

export interface CompaniesTableProps {
  rows: FundCompany[];
  caption: string;
  rowSelection: RowSelectionState;
  onRowSelectionChange: OnChangeFn<RowSelectionState>;
  onStatusChange: (company: FundCompany, status: FundStatus) => void;
  /** While a bulk change runs, rows stay readable but not editable. */
  locked?: boolean;
}

const column = createColumnHelper<FundCompany>();

export function CompaniesTable({
  rows,
  caption,
  rowSelection,
  onRowSelectionChange,
  onStatusChange,
  locked = false,
}: CompaniesTableProps) {
  const columns = useMemo(
    () => [
      column.display({
        id: 'select',
        header: ({ table }) => (
          <Checkbox
            aria-label="Select all companies on this page"
            disabled={locked}
            checked={
              table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? 'indeterminate' : false
            }
            onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
          />
        ),
        cell: ({ row }) => (
          <Checkbox
            aria-label={`Select ${row.original.name}`}
            disabled={locked}
            checked={row.getIsSelected()}
            onCheckedChange={(checked) => row.toggleSelected(checked === true)}
          />
        ),
      }),
      column.accessor('name', {
        header: 'Company',
        cell: ({ row }) => (
          <div className="min-w-0">
            <Link
              href={`/companies/${encodeURIComponent(row.original.publicId)}`}
              className="font-medium text-zinc-900 underline-offset-4 hover:underline dark:text-zinc-50"
            >
              {row.original.name}
            </Link>
            {row.original.headline ? (
              <p className="max-w-md truncate text-xs text-zinc-600 dark:text-zinc-400">{row.original.headline}</p>
            ) : null}
          </div>
        ),
      }),
      column.accessor('primaryDomain', {
        header: 'Domain',
        cell: ({ getValue }) => (
          <span className="text-zinc-700 dark:text-zinc-300">
            {getValue() ?? (
              <>
                <span aria-hidden="true">—</span>
                <span className="sr-only">None</span>
              </>
            )}
          </span>
        ),
      }),
      column.accessor('status', {
        header: 'Status in fund',
        cell: ({ row }) => (
          <StatusSelect
            aria-label={`Status of ${row.original.name}`}
            value={row.original.status}
            disabled={locked}
            onChange={(status) => onStatusChange(row.original, status)}
          />
        ),
      }),
    ],
    [locked, onStatusChange],
  );

  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => row.publicId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    enableRowSelection: !locked,
    state: { rowSelection },
    onRowSelectionChange,
  });

  return (
    <Table>
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => (
              <TableHead key={header.id} scope="col" className={header.id === 'select' ? 'w-10' : undefined}>
                {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
              </TableHead>
            ))}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {table.getRowModel().rows.map((row) => (
          <TableRow key={row.id} data-state={row.getIsSelected() ? 'selected' : undefined}>
            {row.getVisibleCells().map((cell) => (
              <TableCell key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
