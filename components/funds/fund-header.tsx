'use client';

import { Plus } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { ApiSchemas } from '@/lib/console/api-client';
import type { FundStatus } from '@/lib/schemas/fund';
import { companiesCount, StatusMix } from './status-mix';
import { statusList } from './status-labels';

type Fund = ApiSchemas['Fund'];

/**
 * "40 companies", or with a status filter "12 of 40 companies are Exited"
 * (exact: the sum of the filtered statuses' counts). A search has no count:
 * the fund's total stays as the frame of reference.
 */
function totalText(fund: Fund, statuses: readonly FundStatus[]): string | undefined {
  if (fund.companyCount === undefined) return undefined;
  if (statuses.length === 0 || !fund.statusCounts) return `${companiesCount(fund.companyCount)} in this fund`;
  const counts = fund.statusCounts;
  const shown = statuses.reduce((sum, s) => sum + counts[s], 0);
  return `${shown.toLocaleString('en-GB')} of ${companiesCount(fund.companyCount)} ${shown === 1 ? 'is' : 'are'} ${statusList(statuses)}`;
}

export function FundHeader({
  fund,
  pending,
  statuses,
  onAdd,
}: {
  fund: Fund | undefined;
  pending: boolean;
  statuses: readonly FundStatus[];
  onAdd: () => void;
}) {
  const total = fund ? totalText(fund, statuses) : undefined;
  return (
    <div className="space-y-2">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/funds" className="text-zinc-600 underline-offset-4 hover:underline dark:text-zinc-400">
          Funds
        </Link>
      </nav>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          {fund ? (
            <h1 className="text-2xl font-semibold tracking-tight">{fund.name}</h1>
          ) : pending ? (
            <>
              <h1 className="sr-only">Fund</h1>
              <Skeleton className="h-8 w-64" />
            </>
          ) : (
            <h1 className="text-2xl font-semibold tracking-tight">Fund</h1>
          )}
          {total ? (
            <p className="text-sm font-medium" data-testid="fund-total">
              {total}
            </p>
          ) : null}
        </div>
        <Button onClick={onAdd} disabled={!fund}>
          <Plus aria-hidden="true" />
          Add company
        </Button>
      </div>
      {fund?.statusCounts ? <StatusMix counts={fund.statusCounts} className="max-w-md" /> : null}
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Change a status in its row, or select rows to change several. History shows who changed what, and when.
      </p>
    </div>
  );
}
