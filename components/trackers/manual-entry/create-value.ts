import type { QueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/lib/console/api-client';
import { trackerSeriesKeys } from '@/lib/console/query-options/tracker-series';
import { trackerKeys } from '@/lib/console/query-options/trackers';
import type { TrackerValueCreate } from '@/lib/schemas/tracker';

/** Enters a value by hand: it is stored confirmed, with origin "manual". */
export const createTrackerValue = (trackerPublicId: string, body: TrackerValueCreate) =>
  unwrap(apiClient.POST('/trackers/{trackerPublicId}/values', { params: { path: { trackerPublicId } }, body }));

/** Every values table page and every company's chart of the tracker: the new value may belong in any of them. */
export const refreshTrackerValues = (queryClient: QueryClient, trackerPublicId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: trackerKeys.values(trackerPublicId) }),
    queryClient.invalidateQueries({ queryKey: trackerSeriesKeys.all(trackerPublicId) }),
  ]);
