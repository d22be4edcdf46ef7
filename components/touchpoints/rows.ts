import type { TouchpointSort } from '@/lib/console/query-options/touchpoints';
import type { Touchpoint } from '@/lib/schemas/touchpoint';

export type TimelineRow =
  | { kind: 'month'; key: string; month: string; label: string }
  | { kind: 'touchpoint'; key: string; touchpoint: Touchpoint };

const monthLabel = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });
const utcMonthLabel = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `YYYY-MM` in the reader's time zone (or UTC, see useReaderTimeZone), matching the dates shown on the cards. */
function monthOf(iso: string, timeZone: 'UTC' | undefined): { month: string; label: string } {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return { month: 'unknown', label: 'Unknown date' };
  const [year, monthIndex] = timeZone ? [d.getUTCFullYear(), d.getUTCMonth()] : [d.getFullYear(), d.getMonth()];
  const month = `${year}-${String(monthIndex + 1).padStart(2, '0')}`;
  return { month, label: (timeZone ? utcMonthLabel : monthLabel).format(d) };
}

/**
 * One flat list for the virtualiser: a month header before the first
 * touchpoint of each month. Months follow the sort field, so headers appear in
 * order whichever date the list is sorted by.
 */
export function timelineRows(
  touchpoints: readonly Touchpoint[],
  sort: TouchpointSort,
  timeZone?: 'UTC',
): TimelineRow[] {
  const rows: TimelineRow[] = [];
  const seen = new Set<string>();
  let current: string | undefined;
  for (const touchpoint of touchpoints) {
    // Pages can overlap if data changes between fetches; a touchpoint is shown once.
    if (seen.has(touchpoint.publicId)) continue;
    seen.add(touchpoint.publicId);
    const { month, label } = monthOf(touchpoint[sort], timeZone);
    if (month !== current) {
      rows.push({ kind: 'month', key: `month-${month}-${rows.length}`, month, label });
      current = month;
    }
    rows.push({ kind: 'touchpoint', key: touchpoint.publicId, touchpoint });
  }
  return rows;
}
