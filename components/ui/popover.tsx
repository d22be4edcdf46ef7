'use client';

import * as React from 'react';
import { Slot } from 'radix-ui';
import { MountOnceOpen } from './mount-once-open';
import type { PopoverLayerProps } from './popover-layer';

const loadLayer = () => import('./popover-layer');
const PopoverLayer = React.lazy(() => loadLayer().then((m) => ({ default: m.PopoverLayer })));

interface PopoverState {
  open: boolean;
  setOpen: (open: boolean) => void;
  trigger: React.RefObject<HTMLElement | null>;
  contentId: string;
}

const PopoverContext = React.createContext<PopoverState | null>(null);

function usePopover(part: string): PopoverState {
  const state = React.useContext(PopoverContext);
  if (!state) throw new Error(`<${part}> must be inside <Popover>`);
  return state;
}

/**
 * A popover whose trigger is plain markup and whose layer (Radix Popover,
 * floating-ui) loads when it is first about to open: on hover or focus of the
 * trigger, at the latest on the press. The API is Radix's (Root, Trigger
 * asChild, Content), so callers read as any shadcn popover.
 */
export function Popover({
  open: controlled,
  defaultOpen = false,
  onOpenChange,
  children,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: React.ReactNode;
}) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultOpen);
  const open = controlled ?? uncontrolled;
  const trigger = React.useRef<HTMLElement | null>(null);
  const contentId = React.useId();
  const setOpen = React.useCallback(
    (next: boolean) => {
      if (controlled === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  const state = React.useMemo(() => ({ open, setOpen, trigger, contentId }), [open, setOpen, contentId]);
  return <PopoverContext.Provider value={state}>{children}</PopoverContext.Provider>;
}

export function PopoverTrigger({
  asChild,
  onClick,
  onPointerEnter,
  onFocus,
  ...props
}: React.ComponentProps<'button'> & { asChild?: boolean }) {
  const { open, setOpen, trigger, contentId } = usePopover('PopoverTrigger');
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? 'open' : 'closed'}
      {...props}
      ref={(node: HTMLElement | null) => {
        trigger.current = node;
      }}
      onPointerEnter={(event: React.PointerEvent<HTMLButtonElement>) => {
        onPointerEnter?.(event);
        void loadLayer();
      }}
      onFocus={(event: React.FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        void loadLayer();
      }}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
    />
  );
}

export function PopoverContent(props: Omit<PopoverLayerProps, 'open' | 'onOpenChange' | 'trigger'>) {
  const { open, setOpen, trigger, contentId } = usePopover('PopoverContent');
  return (
    <MountOnceOpen open={open}>
      <PopoverLayer id={contentId} {...props} open={open} onOpenChange={setOpen} trigger={trigger} />
    </MountOnceOpen>
  );
}
