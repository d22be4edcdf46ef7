'use client';

import { useHydrated } from './use-hydrated';

/**
 * The time zone to show instants in: the reader's own, except while the
 * server renders and the browser hydrates that render. The server cannot know
 * the reader's zone and hydration must reproduce the server's text, so both
 * use UTC; the reader's zone follows right after.
 */
export function useReaderTimeZone(): 'UTC' | undefined {
  return useHydrated() ? undefined : 'UTC';
}
