'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import type { Company } from '@/lib/schemas/company';
import { socialLinks } from '../social';

const muted = <span className="text-zinc-600 dark:text-zinc-400">—</span>;

/** Column ids double as the keys of the stored column choice: keep them stable. */
export const companyColumns: ColumnDef<Company>[] = [
  {
    id: 'name',
    header: 'Name',
    enableHiding: false,
    cell: ({ row }) => (
      <Link
        href={`/companies/${row.original.publicId}`}
        className="font-medium text-zinc-900 underline-offset-4 hover:underline focus-visible:underline dark:text-zinc-50"
      >
        {row.original.name}
      </Link>
    ),
  },
  {
    id: 'primaryDomain',
    header: 'Primary domain',
    cell: ({ row }) => row.original.primaryDomain ?? muted,
  },
  {
    id: 'headline',
    header: 'Headline',
    cell: ({ row }) =>
      row.original.headline ? (
        <span className="line-clamp-2 max-w-md text-zinc-700 dark:text-zinc-300" title={row.original.headline}>
          {row.original.headline}
        </span>
      ) : (
        muted
      ),
  },
  {
    id: 'domainCount',
    header: 'Domains',
    meta: { className: 'text-right' },
    cell: ({ row }) => <span className="tabular-nums">{row.original.domains?.length ?? 0}</span>,
  },
  {
    id: 'social',
    header: 'Social profiles',
    cell: ({ row }) => {
      const links = socialLinks(row.original);
      if (links.length === 0) return muted;
      return (
        <ul className="flex flex-wrap gap-x-3 gap-y-1">
          {links.map((link) => (
            <li key={link.network}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${row.original.name} on ${link.network} (opens in a new tab)`}
                className="text-zinc-700 underline underline-offset-4 hover:text-zinc-900 dark:text-zinc-300 dark:hover:text-zinc-50"
              >
                {link.short}
              </a>
            </li>
          ))}
        </ul>
      );
    },
  },
];
