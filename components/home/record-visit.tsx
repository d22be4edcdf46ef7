'use client';

import { useEffect } from 'react';
import { LAST_VISIT_COOKIE, LAST_VISIT_MAX_AGE_S } from './last-visit';

/**
 * Moves the browser's last-visit mark to now once the home page has been shown
 * (as the timeline's mark does), so the next visit shows what changed after
 * this one. The page itself keeps the window it was rendered with.
 */
export function RecordVisit() {
  useEffect(() => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    // A plain, non-secret preference the server reads for the first render.
    document.cookie = `${LAST_VISIT_COOKIE}=${new Date().toISOString()}; Path=/; Max-Age=${LAST_VISIT_MAX_AGE_S}; SameSite=Lax${secure}`;
  }, []);
  return null;
}
