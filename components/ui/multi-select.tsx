'use client';

import * as React from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

type MultiSelectOption = { value: string; label: string };

type MultiSelectProps = {
  options: readonly MultiSelectOption[];
  value: string[];
  onChange: (values: string[]) => void;
  /** Visible trigger label and group name, e.g. "Status". */
  label: string;
  /** Shown instead of the label when nothing is selected. */
  placeholder?: string;
  /** Show how many are chosen in a badge. Off when the label already says it (a selection summary). */
  showCount?: boolean;
  /** Accessible name of the trigger. Default: `${label}` plus ", N selected". */
  'aria-label'?: string;
  id?: string;
  className?: string;
  disabled?: boolean;
};

/** Popover of checkboxes. Tab/Shift+Tab moves between options, Space toggles, Escape closes. */
export function MultiSelect({
  options,
  value,
  onChange,
  label,
  placeholder,
  showCount = true,
  'aria-label': ariaLabel,
  id,
  className,
  disabled,
}: MultiSelectProps) {
  const baseId = React.useId();
  const count = value.length;
  const selected = new Set(value);
  const shown = count === 0 && placeholder ? placeholder : label;

  const toggle = (optionValue: string, checked: boolean) => {
    if (checked) {
      // keep options order
      onChange(options.map((o) => o.value).filter((v) => v === optionValue || selected.has(v)));
    } else {
      onChange(value.filter((v) => v !== optionValue));
    }
  };

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          id={id}
          variant="outline"
          disabled={disabled}
          aria-label={nameWithVisibleText(ariaLabel ?? (count > 0 ? `${label}, ${count} selected` : label), shown)}
          className={cn('justify-between gap-2 font-normal', className)}
        >
          <span className={cn(count === 0 && placeholder && 'text-zinc-600 dark:text-zinc-400')}>{shown}</span>
          {count > 0 && showCount ? (
            // A real space, which flex leaves out of the layout: the text reads "Topics 2", not "Topics2",
            // so the name ("Topics, 2 selected") holds it, as voice control needs.
            <>
              {' '}
              <span
                aria-hidden="true"
                className="rounded bg-zinc-900 px-1.5 text-xs font-medium text-zinc-50 tabular-nums dark:bg-zinc-50 dark:text-zinc-900"
              >
                {count}
              </span>
            </>
          ) : null}
          <ChevronDown aria-hidden="true" className="opacity-70" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-60 p-0">
        <div role="group" aria-label={label} className="max-h-72 overflow-y-auto p-1">
          {options.length === 0 ? (
            <p className="px-2 py-1.5 text-sm text-zinc-600 dark:text-zinc-400">No options</p>
          ) : (
            options.map((option, index) => {
              const optionId = `${baseId}-${index}`;
              return (
                <label
                  key={option.value}
                  htmlFor={optionId}
                  className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-zinc-100 dark:hover:bg-zinc-800"
                >
                  <Checkbox
                    id={optionId}
                    checked={selected.has(option.value)}
                    onCheckedChange={(checked) => toggle(option.value, checked === true)}
                  />
                  <span className="truncate">{option.label}</span>
                </label>
              );
            })
          )}
        </div>
        <div className="flex items-center justify-between border-t border-zinc-200 p-1 dark:border-zinc-800">
          <span className="px-2 text-xs text-zinc-600 dark:text-zinc-400" aria-live="polite">
            {count} selected
          </span>
          <Button variant="ghost" size="sm" disabled={count === 0} onClick={() => onChange([])}>
            Clear
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The name holds what the button shows (a placeholder, say), so voice control can use the words seen; it
 * still starts with what the control is for ("Status: Suggested + confirmed").
 */
function nameWithVisibleText(name: string, visible: string): string {
  return words(name).includes(words(visible)) ? name : `${name}: ${visible}`;
}
