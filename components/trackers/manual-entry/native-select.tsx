import type { ComponentProps } from 'react';
import { inputClassName } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { Option } from './entry-rules';

/**
 * The browser's own select, styled as an input: a form field registers it
 * directly, and it needs no portal inside the dialog.
 */
export function NativeSelect<T>({
  options,
  placeholder,
  className,
  ...props
}: Omit<ComponentProps<'select'>, 'children'> & { options: readonly Option<T>[]; placeholder?: string }) {
  return (
    <select className={cn(inputClassName, 'h-9 w-auto justify-self-start pr-8', className)} {...props}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((o) => (
        <option key={o.key} value={o.key}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
