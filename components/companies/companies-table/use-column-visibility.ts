'use client';

import type { VisibilityState } from '@tanstack/react-table';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'pi-companies-columns';
const EVENT = 'pi-companies-columns';
/** Used when storage is disabled (privacy settings), so the menu still works for this visit. */
let memory: string | null = null;

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  // Other tabs of the same browser.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return memory;
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
 * Which columns are shown, kept per browser. The server render and the first
 * client render use the defaults (no storage there), then the stored choice applies.
 */
export function useColumnVisibility(): [VisibilityState, (next: VisibilityState) => void] {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const visibility = useMemo(() => parse(raw), [raw]);
  const setVisibility = useCallback((next: VisibilityState) => {
    memory = JSON.stringify(next);
    try {
      localStorage.setItem(STORAGE_KEY, memory);
    } catch {
      // Not persisted; `memory` serves this visit.
    }
    window.dispatchEvent(new Event(EVENT));
  }, []);
  return [visibility, setVisibility];
}
