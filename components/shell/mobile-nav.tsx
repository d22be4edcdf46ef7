'use client';

import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

const MobileNavSheet = lazy(() => import('./mobile-nav-sheet').then((m) => ({ default: m.MobileNavSheet })));

/**
 * Below the width where the header holds every link: a "Menu" button opening
 * a sheet with the navigation, the member and sign-out. The sheet's code
 * (Radix Dialog) loads on the first opening.
 */
export function MobileNav({ signInEnabled }: { signInEnabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="-ml-2 xl:hidden"
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" />
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <MobileNavSheet open={open} onOpenChange={setOpen} signInEnabled={signInEnabled} returnFocus={button} />
        </Suspense>
      ) : null}
    </>
  );
}
