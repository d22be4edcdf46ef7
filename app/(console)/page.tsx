import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { HomeView } from '@/components/home/home-view';
import { sinceOf } from '@/components/home/last-visit';
import { loadHome } from '@/components/home/load';
import { prefetch } from '@/lib/console/prefetch';
import { lastVisitQuery } from '@/lib/console/query-options/me';

export const metadata: Metadata = { title: 'Home · Portfolio Intelligence' };

/** What changed since the member's last visit (the last 7 days before their first mark), rendered with its data. */
export default async function HomePage() {
  const servedAt = new Date().toISOString();
  const dehydrated = await prefetch(async (client) => {
    // A failed read leaves the window to the client, which shows the section's error and Retry.
    const lastVisit = await client.fetchQuery(lastVisitQuery()).catch(() => undefined);
    await loadHome(client, sinceOf(lastVisit?.lastVisitAt, servedAt));
  });
  return (
    <HydrationBoundary state={dehydrated}>
      <HomeView servedAt={servedAt} />
    </HydrationBoundary>
  );
}
