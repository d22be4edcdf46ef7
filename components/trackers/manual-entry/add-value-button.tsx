'use client';

import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { AddValueDialogProps } from './add-value-dialog';

/** The form brings zod and react-hook-form, which the tracker pages do not otherwise need: it loads on first opening. */
const AddValueDialog = lazy(() => import('./add-value-dialog').then((m) => ({ default: m.AddValueDialog })));

/**
 * "Add value" and its dialog. `nameSuffix` tells one button from the others
 * on a page of several trackers ("Add value for ARR"), for screen readers.
 */
export function AddValueButton({
  nameSuffix,
  size,
  ...dialog
}: Omit<AddValueDialogProps, 'open' | 'onOpenChange'> & { nameSuffix?: string; size?: 'sm' | 'default' }) {
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted, so closing animates and focus returns to the button.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size={size}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Plus aria-hidden="true" />
        Add value
        {nameSuffix ? <span className="sr-only"> {nameSuffix}</span> : null}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <AddValueDialog {...dialog} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
