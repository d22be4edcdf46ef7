'use client';

import * as React from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';

/** Mount once near the app root (or around a subtree). */
export function TooltipProvider({
  delayDuration = 300,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}
