import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type ApiSchemas } from '@/lib/console/api-client';

type ValueStatus = ApiSchemas['TrackerValueStatus'];
export type SeriesPoint = ApiSchemas['TrackerSeriesPoint'];

interface TrackerSeriesParams {
  companyPublicId: string;
  /** Absent: the API default (suggested + confirmed). */
  status?: readonly ValueStatus[];
  effectiveFrom?: string;
  effectiveTo?: string;
}

/** Under `['trackers', trackerId]`: invalidating a tracker, or all trackers, refreshes its series too. */
export const trackerSeriesKeys = {
  all: (trackerId: string) => ['trackers', trackerId, 'series'] as const,
  series: (trackerId: string, params: TrackerSeriesParams) => [...trackerSeriesKeys.all(trackerId), params] as const,
  point: (trackerId: string, valuePublicId: string) =>
    [...trackerSeriesKeys.all(trackerId), 'point', valuePublicId] as const,
};

// Values arrive from ingestion and review, so they go stale within minutes.
const SERIES_STALE_MS = 60_000;
const ALL_STATUSES: readonly ValueStatus[] = ['suggested', 'confirmed', 'rejected'];

const seriesQueryParams = (params: TrackerSeriesParams) => ({
  companyPublicId: params.companyPublicId,
  status: params.status && [...params.status],
  effectiveFrom: params.effectiveFrom,
  effectiveTo: params.effectiveTo,
});

/** A company's whole series of a tracker in one request (at most 10,000 points, oldest first). */
const trackerSeriesQuery = (trackerId: string, params: TrackerSeriesParams) =>
  queryOptions({
    queryKey: trackerSeriesKeys.series(trackerId, params),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/trackers/{trackerPublicId}/series', {
          params: { path: { trackerPublicId: trackerId }, query: seriesQueryParams(params) },
          signal,
        }),
      ),
    staleTime: SERIES_STALE_MS,
  });

/** A company's whole history of a tracker, rejected values included so "Show rejected" needs no second load. */
export const companySeriesQuery = (trackerId: string, companyPublicId: string) =>
  trackerSeriesQuery(trackerId, { companyPublicId, status: ALL_STATUSES });

/**
 * One point's full value (note, period, citations), found among the
 * company's values of that date: a series point carries only its citation
 * count. Null when the value is no longer listed.
 */
export const seriesPointQuery = (
  trackerId: string,
  companyPublicId: string,
  point: Pick<SeriesPoint, 'publicId' | 'effectiveAt'>,
) =>
  queryOptions({
    queryKey: trackerSeriesKeys.point(trackerId, point.publicId),
    queryFn: async ({ signal }) => {
      let pageToken: string | undefined;
      do {
        const page = await unwrap(
          apiClient.GET('/trackers/{trackerPublicId}/values', {
            params: {
              path: { trackerPublicId: trackerId },
              query: {
                companyPublicId,
                status: [...ALL_STATUSES],
                effectiveFrom: point.effectiveAt,
                effectiveTo: point.effectiveAt,
                limit: 100,
                pageToken,
              },
            },
            signal,
          }),
        );
        const found = page.items.find((v) => v.publicId === point.publicId);
        if (found) return found;
        pageToken = page.nextPageToken;
      } while (pageToken);
      return null;
    },
    staleTime: SERIES_STALE_MS,
  });
