import 'server-only';
import type { QueryClient } from '@tanstack/react-query';
import { companySeriesQuery } from '@/lib/console/query-options/tracker-series';
import { trackerListQuery } from '@/lib/console/query-options/trackers';

/**
 * The trackers that apply to a company, then each one's series, so the first
 * HTML draws their charts. A list that fails is left for the client, which
 * shows the error with its Retry when it reads the same query.
 */
export async function loadCompanyTrackers(client: QueryClient, companyId: string): Promise<void> {
  const trackers = await client.fetchQuery(trackerListQuery({ companyPublicId: companyId })).catch(() => []);
  await Promise.all(trackers.map((t) => client.prefetchQuery(companySeriesQuery(t.publicId, companyId))));
}
