import 'server-only';
import type { QueryClient } from '@tanstack/react-query';
import { fundEventsQuery, recentTouchpointsQuery } from '@/lib/console/query-options/activity';
import { connectionListQuery } from '@/lib/console/query-options/connections';
import { fundListQuery } from '@/lib/console/query-options/funds';
import { reviewCountsQuery } from '@/lib/console/query-options/review';
import { HOME_FUND_LIST } from './fund-changes';
import type { Since } from './last-visit';

/**
 * The home page's first data, all at once: one bounded page of each section
 * (fund changes carry their companies' names), by the same keys the client
 * reads. A failed section is left for the client to show with its Retry.
 */
export async function loadHome(client: QueryClient, since: Since): Promise<void> {
  await Promise.all([
    client.prefetchQuery(recentTouchpointsQuery(since.at)),
    client.prefetchQuery(reviewCountsQuery()),
    client.prefetchQuery(connectionListQuery()),
    client.prefetchQuery(fundListQuery(HOME_FUND_LIST)),
    client.prefetchQuery(fundEventsQuery()),
  ]);
}
