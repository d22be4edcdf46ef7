'use client';

import * as React from 'react';
import { Label as LabelPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        'text-sm leading-none font-medium text-zinc-900 select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70 dark:text-zinc-100',
        className,
      )}
      {...props}
    />
  );
}
