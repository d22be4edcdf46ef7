'use client';

import { useEffect } from 'react';

const UNSAVED_MESSAGE = 'You have unsaved changes to a note. Leave and discard them?';

/** Asks before discarding; true when there is nothing to lose or the person agrees. */
export function confirmDiscard(dirty: boolean): boolean {
  return !dirty || window.confirm(UNSAVED_MESSAGE);
}

/** A click that the browser or Next.js would turn into leaving this page. */
function leavingAnchor(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(target instanceof HTMLAnchorElement)) return undefined;
  if (target.hasAttribute('download')) return undefined;
  if (target.target && target.target !== '_self') return undefined;
  const url = new URL(target.href, window.location.href);
  const here = window.location;
  // Only the hash changes: the page (and the editor) stays.
  if (url.origin === here.origin && url.pathname === here.pathname && url.search === here.search) return undefined;
  return target;
}

/**
 * Warns before losing unsaved work: `beforeunload` covers reload, close and
 * off-site links; in-app links navigate without unloading, so their clicks are
 * caught on `window` in the capture phase, before React's (and Next's Link)
 * handlers run, and stopped unless the person confirms.
 */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!leavingAnchor(event)) return;
      if (window.confirm(UNSAVED_MESSAGE)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}
