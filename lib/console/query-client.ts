import { defaultShouldDehydrateQuery, isServer, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './client';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Above zero, so the client does not refetch at once what the server just rendered.
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; network trouble and 5xx might.
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
      dehydrate: {
        // Pending queries too: a page may stream what it did not wait for.
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'pending',
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/** A new client per server request; one for the browser's lifetime (TanStack's nextjs-app-prefetching pattern). */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
