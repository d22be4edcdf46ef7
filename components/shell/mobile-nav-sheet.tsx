'use client';

import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { CurrentMember } from './current-member';
import { NavLinks } from './nav-links';

/** The menu MobileNav opens: every destination, then who is signed in. */
export function MobileNavSheet({
  open,
  onOpenChange,
  signInEnabled,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signInEnabled: boolean;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        onCloseAutoFocus={(event) => {
          // Radix knows no trigger of its own here (the button is ours, so the sheet can load late).
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <SheetTitle className="px-3 pt-1 text-lg font-semibold">Menu</SheetTitle>
        <SheetDescription className="sr-only">The console&apos;s pages and your account.</SheetDescription>
        <nav aria-label="Main" className="flex flex-col gap-1">
          <NavLinks vertical onNavigate={() => onOpenChange(false)} />
        </nav>
        <div className="mt-auto flex flex-col items-start gap-2 border-t border-zinc-200 px-3 pt-4 dark:border-zinc-800">
          <CurrentMember />
          {signInEnabled ? (
            <form method="post" action="/logout">
              <Button type="submit" variant="outline" size="sm">
                Sign out
              </Button>
            </form>
          ) : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}
