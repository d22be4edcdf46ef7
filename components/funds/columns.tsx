'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { selectionColumn } from '@/components/ui/data-table/selection-column';
import type { FundCompany } from '@/lib/console/query-options/funds';
import type { FundStatus } from '@/lib/schemas/fund';
import { MembershipHistory } from './membership-history';
import { StatusSelect } from './status';

/** A fund's companies: a checkbox for bulk changes, the company, its domain, its status (editable in place) and its history. */
export function fundCompanyColumns(
  fundId: string,
  onStatusChange: (company: FundCompany, status: FundStatus) => void,
  /** While a bulk change runs, rows stay readable but not editable. */
  locked: boolean,
): ColumnDef<FundCompany>[] {
  return [
    selectionColumn<FundCompany>({
      allLabel: 'Select all companies on this page',
      rowLabel: (company) => `Select ${company.name}`,
      disabled: locked,
    }),
    {
      id: 'name',
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
    },
    {
      id: 'primaryDomain',
      header: 'Domain',
      cell: ({ row }) => (
        <span className="text-zinc-700 dark:text-zinc-300">
          {row.original.primaryDomain ?? (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">None</span>
            </>
          )}
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status in fund',
      cell: ({ row }) => (
        <StatusSelect
          aria-label={`Status of ${row.original.name}`}
          value={row.original.status}
          disabled={locked}
          onChange={(status) => onStatusChange(row.original, status)}
        />
      ),
    },
    {
      id: 'history',
      header: () => <span className="sr-only">History</span>,
      cell: ({ row }) => <MembershipHistory fundId={fundId} company={row.original} />,
    },
  ];
}
