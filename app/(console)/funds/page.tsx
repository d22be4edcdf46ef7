import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { FundList } from '@/components/funds/fund-list';
import { prefetch } from '@/lib/console/prefetch';
import { fundListInfiniteQuery } from '@/lib/console/query-options/funds';

export const metadata: Metadata = { title: 'Funds · Portfolio Intelligence' };

export default async function FundsPage() {
  const dehydrated = await prefetch((client) => client.prefetchInfiniteQuery(fundListInfiniteQuery()));
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Funds</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Open a fund to see its companies and their status.</p>
      </div>
      <HydrationBoundary state={dehydrated}>
        <FundList />
      </HydrationBoundary>
    </div>
  );
}
