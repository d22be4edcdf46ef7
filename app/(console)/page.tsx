import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { ConnectionsAttention } from '@/components/home/connections-attention';
import { FundChanges } from '@/components/home/fund-changes';
import { LAST_VISIT_COOKIE, sinceOf } from '@/components/home/last-visit';
import { loadHome } from '@/components/home/load';
import { RecordVisit } from '@/components/home/record-visit';
import { TouchpointChanges } from '@/components/home/touchpoint-changes';
import { WaitingReview } from '@/components/home/waiting-review';
import { prefetch } from '@/lib/console/prefetch';

export const metadata: Metadata = { title: 'Home · Portfolio Intelligence' };

/** What changed since this browser's last visit (the last 7 days on a first one), rendered with its data. */
export default async function HomePage() {
  const since = sinceOf((await cookies()).get(LAST_VISIT_COOKIE)?.value, Date.now());
  const dehydrated = await prefetch((client) => loadHome(client, since));
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">
          {since.firstVisit ? 'What changed this week' : 'What changed since your last visit'}
        </h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          New company activity, values waiting for review, connections to check and recent fund changes.
        </p>
      </div>
      <HydrationBoundary state={dehydrated}>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <TouchpointChanges since={since} />
          <div className="grid content-start gap-4">
            <WaitingReview />
            <ConnectionsAttention />
            <FundChanges />
          </div>
        </div>
      </HydrationBoundary>
      <RecordVisit />
    </div>
  );
}
