'use client';

import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { reviewCountsQuery } from '@/lib/console/query-options/review';
import { waitingStore } from './pending-reviews';

/**
 * Values waiting for review, less the actions this tab holds in their undo
 * window; undefined until known. The navigation mounts it only once hydrated
 * (WaitingBadge in components/shell/main-nav.tsx says why).
 */
export function useWaitingCount(): number | undefined {
  const counts = useQuery(reviewCountsQuery());
  const held = useSyncExternalStore(waitingStore.subscribe, waitingStore.get, () => 0);
  return counts.data === undefined ? undefined : Math.max(0, counts.data.total - held);
}
