import 'server-only';
import './server-transport';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { getQueryClient } from './query-client';

/**
 * Runs a page's first queries on the server, through the same `queryOptions`
 * the client uses, and returns the state to hand to `<HydrationBoundary>`:
 * the first HTML holds the data and the client does not fetch it again.
 */
export async function prefetch(load: (client: QueryClient) => Promise<unknown>) {
  const client = getQueryClient();
  await load(client);
  return dehydrate(client);
}
