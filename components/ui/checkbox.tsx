'use client';

import * as React from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Check, Minus } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * Checkbox. `checked` accepts `boolean | 'indeterminate'`; `onCheckedChange(checked: boolean | 'indeterminate')`.
 * Needs an accessible name: a `<Label htmlFor>` or an `aria-label`.
 */
export function Checkbox({ className, ...props }: React.ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        'peer group/checkbox size-4 shrink-0 rounded-[4px] border border-zinc-500 bg-white text-zinc-50 shadow-xs',
        'outline-none focus-visible:ring-2 focus-visible:ring-zinc-950 focus-visible:ring-offset-2 dark:focus-visible:ring-zinc-300 dark:focus-visible:ring-offset-zinc-950',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600',
        'data-[state=checked]:border-zinc-900 data-[state=checked]:bg-zinc-900 data-[state=indeterminate]:border-zinc-900 data-[state=indeterminate]:bg-zinc-900',
        'dark:border-zinc-400 dark:bg-zinc-950 dark:text-zinc-900 dark:data-[state=checked]:border-zinc-50 dark:data-[state=checked]:bg-zinc-50 dark:data-[state=indeterminate]:border-zinc-50 dark:data-[state=indeterminate]:bg-zinc-50',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="flex items-center justify-center">
        <Check
          aria-hidden="true"
          className="hidden size-3.5 group-data-[state=checked]/checkbox:block"
          strokeWidth={3}
        />
        <Minus
          aria-hidden="true"
          className="hidden size-3.5 group-data-[state=indeterminate]/checkbox:block"
          strokeWidth={3}
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
