'use client';

import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { reviewCountsQuery } from '@/lib/console/query-options/review';
import { waitingStore } from './pending-reviews';

const never = () => () => {};

/**
 * Values waiting for review, less the actions this tab holds in their undo
 * window; undefined until known. Read only once hydrated: the navigation
 * renders before a page's HydrationBoundary in the browser but may render
 * after it on the server, so the count must not be part of the first render.
 */
export function useWaitingCount(): number | undefined {
  const counts = useQuery(reviewCountsQuery());
  const held = useSyncExternalStore(waitingStore.subscribe, waitingStore.get, () => 0);
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return !hydrated || counts.data === undefined ? undefined : Math.max(0, counts.data.total - held);
}
