import 'server-only';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { trackerListQuery } from '@/lib/console/query-options/trackers';

/**
 * The trackers that apply to a company, then each one's values as `perTracker`
 * reads them (the Trackers tab: the whole series, so the first HTML draws the
 * charts; the brief: the latest few). A list that fails is left for the
 * client, which shows the error with its Retry when it reads the same query.
 */
export async function loadCompanyTrackers<T, K extends QueryKey>(
  client: QueryClient,
  companyId: string,
  perTracker: (trackerId: string, companyId: string) => FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  const trackers = await client.fetchQuery(trackerListQuery({ companyPublicId: companyId })).catch(() => []);
  await Promise.all(trackers.map((t) => client.prefetchQuery(perTracker(t.publicId, companyId))));
}
