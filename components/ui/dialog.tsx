'use client';

import * as React from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';

export const Dialog = DialogPrimitive.Root;
const DialogPortal = DialogPrimitive.Portal;

export const overlayClassName = 'fixed inset-0 z-50 bg-black/50';
export const dialogContentClassName = cn(
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto',
  'rounded-lg border border-zinc-200 bg-white p-6 text-zinc-900 shadow-lg outline-none',
  'dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-50',
);

function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay data-slot="dialog-overlay" className={cn(overlayClassName, className)} {...props} />;
}

/** The top-right "Close" (X) of a dialog or sheet. */
export function DialogCloseButton() {
  return (
    <DialogPrimitive.Close
      aria-label="Close"
      className="absolute top-4 right-4 rounded-sm p-0.5 text-zinc-600 outline-none hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-zinc-950 dark:text-zinc-400 dark:hover:text-zinc-50 dark:focus-visible:ring-zinc-300"
    >
      <X aria-hidden="true" className="size-4" />
    </DialogPrimitive.Close>
  );
}

type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Show the top-right "Close" (X) button. Default true. */
  showCloseButton?: boolean;
};

/** Must contain a `<DialogTitle>` (wrap it in VisuallyHidden if it should not be visible). */
export function DialogContent({ className, children, showCloseButton = true, ...props }: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content data-slot="dialog-content" className={cn(dialogContentClassName, className)} {...props}>
        {children}
        {showCloseButton && <DialogCloseButton />}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg leading-none font-semibold', className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-zinc-600 dark:text-zinc-400', className)}
      {...props}
    />
  );
}
