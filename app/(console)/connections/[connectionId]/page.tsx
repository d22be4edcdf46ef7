import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { ConnectionRefused } from '@/components/connections/refused-messages';
import { prefetch } from '@/lib/console/prefetch';
import { connectionQuery, refusedMessagesQuery } from '@/lib/console/query-options/connections';

export const metadata: Metadata = { title: 'Connection · Portfolio Intelligence' };

export default async function ConnectionPage({ params }: { params: Promise<{ connectionId: string }> }) {
  const { connectionId } = await params;
  const dehydrated = await prefetch((client) =>
    Promise.all([
      client.prefetchQuery(connectionQuery(connectionId)),
      client.prefetchQuery(refusedMessagesQuery(connectionId)),
    ]),
  );
  return (
    <HydrationBoundary state={dehydrated}>
      <ConnectionRefused key={connectionId} connectionId={connectionId} />
    </HydrationBoundary>
  );
}
