'use client';

import * as React from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

type ProgressProps = Omit<React.ComponentProps<typeof ProgressPrimitive.Root>, 'value' | 'max'> & {
  /** 0–100; `null`/`undefined` = indeterminate. */
  value?: number | null;
  /** Accessible name (rendered as `aria-label`). */
  label: string;
};

export function Progress({ className, value, label, ...props }: ProgressProps) {
  const clamped = value == null ? null : Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      aria-label={label}
      value={clamped}
      max={100}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          'h-full w-full flex-1 bg-zinc-900 transition-transform dark:bg-zinc-50',
          clamped === null && 'animate-pulse',
        )}
        style={{ transform: `translateX(-${100 - (clamped ?? 100)}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
