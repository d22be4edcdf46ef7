import * as React from 'react';
import { cn } from '@/lib/utils';

/** Decorative placeholder block; wrap groups of skeletons in an `aria-busy` container (see states.tsx). */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-zinc-200 dark:bg-zinc-800', className)}
      {...props}
    />
  );
}
