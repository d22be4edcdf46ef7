'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { ChevronRight, Landmark } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/states';
import { fundListInfiniteQuery } from '@/lib/console/query-options/funds';
import { formatDate } from '@/lib/format/dates';
import { useReaderTimeZone } from '@/lib/hooks/use-reader-time-zone';
import { companiesCount, StatusMix } from './status-mix';

export function FundList() {
  const funds = useInfiniteQuery(fundListInfiniteQuery());
  const timeZone = useReaderTimeZone();

  if (funds.isPending) return <ListSkeleton items={3} />;
  if (funds.isError) {
    return <ErrorState title="Could not load the funds" error={funds.error} onRetry={() => void funds.refetch()} />;
  }
  const items = funds.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Landmark className="size-8" />}
        title="No funds yet"
        description="Funds are set up outside the console; they appear here once they exist."
      />
    );
  }
  return (
    <div className="space-y-3">
      <ul
        aria-label="Funds"
        className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
      >
        {items.map((fund) => (
          <li key={fund.publicId}>
            <Link
              href={`/funds/${encodeURIComponent(fund.publicId)}`}
              className="flex items-center gap-4 px-4 py-3 outline-none hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-zinc-950 focus-visible:ring-inset dark:hover:bg-zinc-900 dark:focus-visible:ring-zinc-300"
            >
              <Landmark aria-hidden="true" className="size-5 shrink-0 text-zinc-600 dark:text-zinc-400" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{fund.name}</span>
                <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                  {/* Another deployment may not send the counts or createdAt (extensions). */}
                  {fund.companyCount !== undefined ? companiesCount(fund.companyCount) : null}
                  {fund.companyCount !== undefined && fund.createdAt ? ' · ' : null}
                  {fund.createdAt ? `Created ${formatDate(fund.createdAt, timeZone)}` : null}
                </span>
              </span>
              {fund.statusCounts ? <StatusMix counts={fund.statusCounts} className="hidden w-56 sm:block" /> : null}
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-zinc-600 dark:text-zinc-400" />
            </Link>
          </li>
        ))}
      </ul>
      {funds.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void funds.fetchNextPage()} disabled={funds.isFetchingNextPage}>
            {funds.isFetchingNextPage ? 'Loading…' : 'Load more funds'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
