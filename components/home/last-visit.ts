/**
 * "Since your last visit", per member: the API keeps the mark (`/me/last-visit`), and only the member's
 * "Mark as seen" moves it, so a reload, another tab or another device shows the same window.
 */

/** Before the first mark, Home shows this much. */
const FIRST_VISIT_WINDOW_MS = 7 * 24 * 3600_000;

export interface Since {
  /** RFC 3339, to the millisecond: the `updatedAfter` of the touchpoint query. */
  at: string;
  /** True when the member has marked nothing yet: the window is the seven days before the page was served. */
  firstVisit: boolean;
}

/** The window to show, from the member's mark (if any) and when the page was served. */
export function sinceOf(lastVisitAt: string | null | undefined, servedAt: string): Since {
  // The mark is the newest change seen, itself included; stamps are whole milliseconds.
  if (lastVisitAt) return { at: new Date(Date.parse(lastVisitAt) + 1).toISOString(), firstVisit: false };
  return { at: new Date(Date.parse(servedAt) - FIRST_VISIT_WINDOW_MS).toISOString(), firstVisit: true };
}
