'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders and the browser hydrates that render, true
 * from the render after: for what the server cannot know, and must not
 * render as if it did.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
