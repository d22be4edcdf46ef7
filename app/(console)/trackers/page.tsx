import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { TrackerList } from '@/components/trackers/tracker-list';
import { prefetch } from '@/lib/console/prefetch';
import { trackerListQuery } from '@/lib/console/query-options/trackers';

export const metadata: Metadata = { title: 'Trackers · Portfolio Intelligence' };

export default async function TrackersPage() {
  const dehydrated = await prefetch((client) => client.prefetchQuery(trackerListQuery()));
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Trackers</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Metrics monitored across portfolio companies, and how their values are reported.
        </p>
      </div>
      <HydrationBoundary state={dehydrated}>
        <TrackerList />
      </HydrationBoundary>
    </div>
  );
}
