/**
 * "Since your last visit", per browser. The API keeps no visits, so the
 * browser keeps the instant in a cookie the server reads for the first render
 * (the first HTML holds the changes). Not a secret and not a session: a
 * tampered or absent value only changes the window, within bounds.
 */
export const LAST_VISIT_COOKIE = 'pi_last_visit';

/** A first visit (or an unreadable mark) shows this much. */
const FIRST_VISIT_WINDOW_MS = 7 * 24 * 3600_000;
/** Kept a year; a visit older than that starts over as a first visit. */
export const LAST_VISIT_MAX_AGE_S = 365 * 24 * 3600;

export interface Since {
  /** RFC 3339, to the millisecond: the `updatedAfter` of the touchpoint query. */
  at: string;
  /** True when no earlier visit is known: the window is the last seven days. */
  firstVisit: boolean;
}

/** The window to show, from the cookie's value (if any) and the server's clock. */
export function sinceOf(cookie: string | undefined, now: number): Since {
  const ms = cookie && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(cookie) ? Date.parse(cookie) : Number.NaN;
  if (!Number.isNaN(ms) && ms <= now && now - ms <= LAST_VISIT_MAX_AGE_S * 1000) {
    return { at: new Date(ms).toISOString(), firstVisit: false };
  }
  return { at: new Date(now - FIRST_VISIT_WINDOW_MS).toISOString(), firstVisit: true };
}
