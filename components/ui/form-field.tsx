import * as React from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

/** Props to spread on the control inside a FormField: `<Input {...fieldA11y('name', errors.name?.message)} />`. */
export function fieldA11y(id: string, error?: string | null, description?: boolean) {
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': !!error,
    'aria-describedby': describedBy || undefined,
  };
}

type FormFieldProps = {
  /** id of the control (children); the Label points at it. */
  id: string;
  label: React.ReactNode;
  error?: string;
  description?: string;
  className?: string;
  children: React.ReactNode;
};

/**
 * Label + control + description (`${id}-description`) + error (`${id}-error`, role="alert").
 * Spread `fieldA11y(id, error, !!description)` on the control to wire aria-invalid/aria-describedby.
 */
export function FormField({ id, label, error, description, className, children }: FormFieldProps) {
  return (
    <div data-slot="form-field" className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldHints id={id} error={error} description={description} />
    </div>
  );
}

/** The description and error under a control, with the ids `fieldA11y` points at. */
export function FieldHints({ id, error, description }: { id: string; error?: string; description?: string }) {
  return (
    <>
      {description ? (
        <p id={`${id}-description`} className="text-xs text-zinc-600 dark:text-zinc-400">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </>
  );
}
