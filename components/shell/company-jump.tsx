'use client';

import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Kbd } from '@/components/ui/kbd';

const CompanyJumpDialog = lazy(() => import('./company-jump-dialog').then((m) => ({ default: m.CompanyJumpDialog })));

function typingInField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * Ctrl/Cmd+K opens a jump-to-company box anywhere. `/` focuses the page's own
 * search field (marked `data-page-search`) or, where there is none, opens the box.
 */
export function CompanyJump() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so its code (and Radix's dialog) loads only then.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen((o) => !o);
      } else if (e.key === '/' && !e.metaKey && !e.ctrlKey && !e.altKey && !typingInField(e.target)) {
        e.preventDefault();
        const field = document.querySelector<HTMLInputElement>('[data-page-search]');
        if (field) field.focus();
        else setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
        className="gap-2 text-zinc-600 dark:text-zinc-400"
      >
        <Search className="size-4" aria-hidden />
        {/* The name is the visible text (with the key, as seen), so it also holds on narrow screens, icon only. */}
        <span className="sr-only 2xl:not-sr-only">Jump to company</span>
        <Kbd className="hidden 2xl:inline-flex">Ctrl K</Kbd>
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <CompanyJumpDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
