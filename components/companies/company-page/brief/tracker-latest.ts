import { formatDate, formatNumber, formatValue, isNumericKind, STATUS_LABELS } from '@/components/trackers/format';
import { plural } from '@/lib/format/dates';
import type { SeriesPoint } from '@/lib/console/query-options/tracker-series';
import { trackerValueListQuery } from '@/lib/console/query-options/trackers';
import type { Tracker } from '@/lib/schemas/tracker';

/** The sparkline draws the most recent values only: enough for a trend, small enough to stay a glance. */
const SPARK_POINTS = 12;

/** What the brief reads of a value: a series point and a listed value both have it. */
type LatestPoint = Pick<SeriesPoint, 'effectiveAt' | 'value' | 'unit' | 'status'>;

/**
 * The values that stand, newest first, as many as the sparkline draws: the
 * brief needs no more, where the whole series of a busy company is thousands
 * of points in the page's HTML.
 */
export const latestValuesQuery = (trackerId: string, companyPublicId: string) =>
  trackerValueListQuery(trackerId, { companyPublicId, status: ['suggested', 'confirmed'], limit: SPARK_POINTS });

interface TrackerLatest {
  point: LatestPoint;
  /** "$9.3M", "Yes", or the text itself. */
  value: string;
  /** "30 Sep 2026". */
  date: string;
  statusLabel: string;
  /** The last SPARK_POINTS numbers, oldest first; empty for kinds without a line. */
  spark: number[];
  /** What the sparkline shows, in words. */
  sparkLabel: string;
}

/**
 * The latest value that stands (rejected ones are left out) of a series
 * ordered oldest first, as the brief shows it; undefined when there is none.
 */
export function trackerLatest(
  tracker: Pick<Tracker, 'name' | 'kind' | 'preferredUnit'>,
  points: readonly LatestPoint[],
) {
  const standing = points.filter((p) => p.status !== 'rejected');
  const point = standing.at(-1);
  if (!point) return undefined;
  const unit = point.unit ?? tracker.preferredUnit;
  const value =
    typeof point.value === 'number' ? formatNumber(point.value, unit, true) : formatValue(point.value, unit);
  const date = formatDate(point.effectiveAt);
  const spark = isNumericKind(tracker.kind)
    ? standing
        .slice(-SPARK_POINTS)
        .map((p) => p.value)
        .filter((v): v is number => typeof v === 'number')
    : [];
  const latest: TrackerLatest = {
    point,
    value,
    date,
    statusLabel: STATUS_LABELS[point.status],
    spark,
    sparkLabel: `${tracker.name}, ${plural(spark.length, 'value')}, latest ${value} on ${date}`,
  };
  return latest;
}
