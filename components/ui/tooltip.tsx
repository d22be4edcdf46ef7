'use client';

import * as React from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';

/**
 * Mount around the subtree that shows tooltips. Not in app/providers.tsx: no
 * page has one yet, and there it would add Radix's popper to every first load.
 */
export function TooltipProvider({
  delayDuration = 300,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}
