'use client';

import type { VisibilityState } from '@tanstack/react-table';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

const EVENT = 'pi-table-columns';
/** Used when storage is disabled (privacy settings), so the menu still works for this visit. */
const memory = new Map<string, string>();

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  // Other tabs of the same browser.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function readRaw(key: string | undefined): string | null {
  if (!key) return null;
  try {
    return localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

function parse(raw: string | null): VisibilityState {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'));
  } catch {
    return {};
  }
}

/**
 * Which columns are shown, kept per browser under `storageKey` (none: every
 * column, nothing kept). The server render and the first client render use
 * the defaults (no storage there), then the stored choice applies.
 */
export function useColumnVisibility(
  storageKey: string | undefined,
): [VisibilityState, (next: VisibilityState) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(storageKey),
    () => null,
  );
  const visibility = useMemo(() => parse(raw), [raw]);
  const setVisibility = useCallback(
    (next: VisibilityState) => {
      if (!storageKey) return;
      const value = JSON.stringify(next);
      memory.set(storageKey, value);
      try {
        localStorage.setItem(storageKey, value);
      } catch {
        // Not persisted; `memory` serves this visit.
      }
      window.dispatchEvent(new Event(EVENT));
    },
    [storageKey],
  );
  return [visibility, setVisibility];
}
