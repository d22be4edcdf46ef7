'use client';

import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts its (lazily loaded) children from the first time `open` is true on,
 * and keeps them mounted so a dialog animates closed and hands focus back.
 */
export function MountOnceOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
