import * as React from 'react';
import { cn } from '@/lib/utils';

export const inputClassName = cn(
  'flex w-full rounded-md border border-zinc-300 bg-white px-3 py-1 text-sm text-zinc-900 shadow-xs transition-colors',
  'placeholder:text-zinc-500 disabled:cursor-not-allowed disabled:opacity-50',
  'outline-none focus-visible:ring-2 focus-visible:ring-zinc-950 dark:focus-visible:ring-zinc-300',
  'aria-invalid:border-red-600 dark:aria-invalid:border-red-500',
  'dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-50 dark:placeholder:text-zinc-400',
);

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={cn(inputClassName, 'h-9', className)} {...props} />;
}
