'use client';

import { useEffect, useRef, useState } from 'react';

/** Per browser and company: when this timeline was last looked at. */
const lastVisitStorageKey = (companyId: string) => `pi:touchpoints:last-visit:${companyId}`;

function read(key: string): number | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    const ms = raw ? Date.parse(raw) : Number.NaN;
    return Number.isNaN(ms) ? undefined : ms;
  } catch {
    // Storage can be disabled (privacy modes); the mark is a nicety, not a requirement.
    return undefined;
  }
}

function write(key: string, at: Date): void {
  try {
    window.localStorage.setItem(key, at.toISOString());
  } catch {
    // See read().
  }
}

/**
 * The previous visit's time (undefined on a first visit or before mount), kept
 * for the whole of this view. The stored time moves to "now" once the timeline
 * has been shown (`seen`), not when the page is left: a touchpoint that changes
 * while the page stays open was never seen in its new state, so the next visit
 * should still mark it.
 */
export function useLastVisit(companyId: string, seen: boolean): number | undefined {
  const key = lastVisitStorageKey(companyId);
  // A ref survives Strict Mode's second effect run, which would otherwise read back our own write.
  const previousRef = useRef<{ key: string; at: number | undefined } | null>(null);
  const [previous, setPrevious] = useState<number | undefined>(undefined);

  useEffect(() => {
    if (previousRef.current?.key !== key) previousRef.current = { key, at: read(key) };
    setPrevious(previousRef.current.at);
  }, [key]);

  useEffect(() => {
    if (!seen) return;
    write(key, new Date());
  }, [key, seen]);

  return previous;
}
