import 'server-only';
import type { QueryClient } from '@tanstack/react-query';
import { loadCompanyTrackers } from '@/components/trackers/load';
import { BRIEF_FUND_LIST, companyAuditQuery, companyFundsQuery } from '@/lib/console/query-options/company-brief';
import { fundListQuery } from '@/lib/console/query-options/funds';
import { noteListQuery } from '@/lib/console/query-options/notes';
import { touchpointListQuery } from '@/lib/console/query-options/touchpoints';
import { BRIEF_TIMELINE } from './activity';
import { latestValuesQuery } from './tracker-latest';

/**
 * The brief's first data, all at once, by the keys its sections read: the
 * first HTML holds every section. The trackers come first, then each one's
 * latest values. A failed section is left for the client to show with its Retry.
 */
export async function loadBrief(client: QueryClient, companyId: string): Promise<void> {
  await Promise.all([
    client.prefetchQuery(companyFundsQuery(companyId)),
    client.prefetchQuery(fundListQuery(BRIEF_FUND_LIST)),
    client.prefetchQuery(companyAuditQuery(companyId)),
    client.prefetchInfiniteQuery(touchpointListQuery(companyId, BRIEF_TIMELINE)),
    client.prefetchInfiniteQuery(noteListQuery({ companyPublicId: companyId })),
    loadCompanyTrackers(client, companyId, latestValuesQuery),
  ]);
}
