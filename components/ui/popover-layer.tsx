'use client';

import type * as React from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

export interface PopoverLayerProps extends React.ComponentProps<typeof PopoverPrimitive.Content> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: React.RefObject<HTMLElement | null>;
}

/**
 * The positioned, dismissable part of a popover (Radix), anchored to the
 * light trigger in ./popover. Loaded on the first opening: floating-ui and
 * Radix's layers are the larger part of a popover's code.
 */
export function PopoverLayer({
  open,
  onOpenChange,
  trigger,
  className,
  align = 'start',
  sideOffset = 4,
  collisionPadding = 8,
  sticky = 'always',
  onInteractOutside,
  onCloseAutoFocus,
  ...props
}: PopoverLayerProps) {
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Anchor virtualRef={trigger as React.RefObject<HTMLElement>} />
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          data-slot="popover-content"
          align={align}
          sideOffset={sideOffset}
          // Inside the viewport whatever the trigger's place: a trigger in a table scrolled sideways, or near
          // the right edge, would otherwise pull the layer off screen; it never grows wider than the screen
          // (available-width: the screen less its scrollbar, which 100vw counts).
          collisionPadding={collisionPadding}
          sticky={sticky}
          className={cn(
            'z-50 w-72 max-w-[min(calc(100vw-1rem),var(--radix-popover-content-available-width))] max-h-(--radix-popover-content-available-height) overflow-y-auto rounded-md border border-zinc-200 bg-white p-4 text-zinc-900 shadow-md outline-none',
            'dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-50',
            className,
          )}
          onInteractOutside={(event) => {
            // A press on the trigger is its own toggle, not a dismissal followed by a reopening.
            if (event.target instanceof Node && trigger.current?.contains(event.target)) event.preventDefault();
            onInteractOutside?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            // Radix knows no trigger of its own here: focus goes back to ours.
            event.preventDefault();
            trigger.current?.focus();
          }}
          {...props}
        />
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
