import { ChevronDown } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';
import { inputClassName } from './input';

interface NativeSelectProps extends React.ComponentProps<'select'> {
  /** Shown inside the box before the chosen option's text (a status dot, say); the select pads for it. */
  adornment?: React.ReactNode;
  /** Classes for the wrapper, which sizes the control (`w-40`); `className` styles the select itself. */
  wrapperClassName?: string;
}

/**
 * The platform's own `<select>`, styled as an input: no script to load, the
 * operating system's picker on touch devices, and every assistive technology
 * already knows it. Give it an `aria-label` or a `<Label htmlFor>`.
 */
export function NativeSelect({ adornment, wrapperClassName, className, children, ...props }: NativeSelectProps) {
  return (
    <div data-slot="native-select-wrapper" className={cn('relative w-fit', wrapperClassName)}>
      {adornment ? (
        <span className="pointer-events-none absolute top-1/2 left-3 flex -translate-y-1/2 items-center">
          {adornment}
        </span>
      ) : null}
      <select
        data-slot="native-select"
        className={cn(
          inputClassName,
          'h-9 w-full cursor-pointer appearance-none truncate pr-8',
          // The menu itself is drawn by the platform; this keeps its colours readable in dark mode.
          'dark:[color-scheme:dark]',
          adornment ? 'pl-7' : undefined,
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-zinc-900 opacity-70 dark:text-zinc-50"
      />
    </div>
  );
}
