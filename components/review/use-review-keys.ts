'use client';

import { useEffect, useRef, type RefObject } from 'react';

interface ReviewKeyHandlers {
  move: (delta: 1 | -1) => void;
  confirm: () => void;
  reject: () => void;
  correct: () => void;
  toggleSelected: () => void;
  undo: () => void;
}

function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * j/k (and the arrows in the list) move, c confirms, r rejects, e corrects,
 * x (and Space in the list) selects for bulk confirm, z undoes the latest action. Only while the focus is
 * in the queue or nowhere in particular: fields, menus and dialogs keep their keys.
 */
export function useReviewKeys(root: RefObject<HTMLElement | null>, handlers: ReviewKeyHandlers) {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey || event.repeat) return;
      const target = event.target;
      if (typingIn(target)) return;
      const inRoot = target instanceof Node && Boolean(root.current?.contains(target));
      if (!inRoot && target !== document.body) return;
      const inList = target instanceof HTMLElement && target.getAttribute('role') === 'option';
      const h = ref.current;
      const actions: Record<string, (() => void) | undefined> = {
        j: () => h.move(1),
        k: () => h.move(-1),
        ArrowDown: inList ? () => h.move(1) : undefined,
        ArrowUp: inList ? () => h.move(-1) : undefined,
        c: h.confirm,
        r: h.reject,
        e: h.correct,
        x: h.toggleSelected,
        z: h.undo,
        ' ': inList ? h.toggleSelected : undefined,
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [root]);
}
