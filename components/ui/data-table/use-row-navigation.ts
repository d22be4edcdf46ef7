'use client';

import { useEffect, useRef } from 'react';

const ROW_SELECTOR = 'tbody tr[data-row-index]';

function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * j and k move the focus to the next and previous row, Enter on a focused row
 * opens it. Only while the focus is in the table or nowhere in particular, so
 * menus, fields and other widgets keep their keys.
 */
export function useRowNavigation(open: ((index: number) => void) | undefined) {
  const containerRef = useRef<HTMLDivElement>(null);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });
  const enabled = open !== undefined;

  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey) return;
      if (event.key !== 'j' && event.key !== 'k' && event.key !== 'Enter') return;
      const container = containerRef.current;
      const target = event.target;
      if (!container || typingIn(target)) return;
      const inTable = target instanceof Node && container.contains(target);
      if (!inTable && target !== document.body) return;
      const rows = [...container.querySelectorAll<HTMLTableRowElement>(ROW_SELECTOR)];
      const current = rows.findIndex((row) => row.contains(document.activeElement));
      if (event.key === 'Enter') {
        // Enter on a link or button inside the row keeps its own meaning.
        if (current < 0 || document.activeElement !== rows[current]) return;
        event.preventDefault();
        openRef.current?.(Number(rows[current]?.dataset.rowIndex));
        return;
      }
      const next = event.key === 'j' ? Math.min(rows.length - 1, current + 1) : Math.max(0, current - 1);
      const row = rows[next];
      if (!row) return;
      event.preventDefault();
      row.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);

  return containerRef;
}
