import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { ConnectionList } from '@/components/connections/connection-list';
import { prefetch } from '@/lib/console/prefetch';
import { connectionListQuery } from '@/lib/console/query-options/connections';

export const metadata: Metadata = { title: 'Connections · Portfolio Intelligence' };

export default async function ConnectionsPage() {
  const dehydrated = await prefetch((client) => client.prefetchQuery(connectionListQuery()));
  return (
    // One column of minmax(0, 1fr): the table scrolls in its own box instead of widening the page.
    <div className="grid grid-cols-1 gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Connections</h1>
        <p className="max-w-3xl text-sm text-zinc-600 dark:text-zinc-400">
          The mailboxes, drives and upload channels that feed this workspace, and whether each is keeping up.
        </p>
      </header>
      <HydrationBoundary state={dehydrated}>
        <ConnectionList />
      </HydrationBoundary>
    </div>
  );
}
