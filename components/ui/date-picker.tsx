'use client';

import * as React from 'react';
import type { Matcher } from 'react-day-picker';
import { CalendarDays } from 'lucide-react';
import { Button } from './button';
import { dateOfValue, formatDateValue, parseDateText, valueOfDate } from './date-picker-value';
import { Input } from './input';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { cn } from '@/lib/utils';

// react-day-picker loads with the first opening, not with every page that has a date field.
const Calendar = React.lazy(() => import('./date-picker-calendar').then((m) => ({ default: m.Calendar })));

export interface DatePickerProps {
  /** The text input's id: a `<Label htmlFor>` names it. */
  id: string;
  /**
   * The field's name as a person reads it; names the calendar button and its
   * dialog. Without it, the text of the `<label for={id}>` is used.
   */
  label?: string;
  /** `yyyy-mm-dd`, '' for none, or text being typed that is not a date yet. */
  value: string;
  /** Called with `yyyy-mm-dd`, '' when cleared, or the typed text while it is not a date (callers validate). */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Earliest and latest days the calendar offers, as `yyyy-mm-dd`. */
  min?: string;
  max?: string;
  placeholder?: string;
  disabled?: boolean;
  name?: string;
  className?: string;
  inputClassName?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

const THIS_YEAR = new Date().getFullYear();
const FIRST_MONTH = new Date(1900, 0, 1);
const LAST_MONTH = new Date(THIS_YEAR + 10, 11, 1);

/**
 * A date as the console writes it ("31 Oct 2026"), never the browser's
 * mm/dd/yyyy: a text input that takes "31 Oct 2026" or "2026-10-31", with a
 * calendar beside it (arrow keys move by day, Page Up/Down by month, Enter
 * picks). Alt+Down in the input opens the calendar too.
 */
export function DatePicker({
  id,
  label,
  value,
  onChange,
  onBlur,
  min,
  max,
  placeholder = 'e.g. 31 Oct 2026',
  disabled,
  name,
  className,
  inputClassName,
  inputRef,
  ...aria
}: DatePickerProps) {
  const [open, setOpen] = React.useState(false);
  const [labelText, setLabelText] = React.useState(label ?? '');
  React.useEffect(() => {
    if (label !== undefined) setLabelText(label);
    else setLabelText(document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent?.trim() ?? '');
  }, [id, label]);
  const named = labelText ? ` for ${labelText}` : '';
  // What is being typed; null shows the value itself, formatted.
  const [draft, setDraft] = React.useState<string | null>(null);
  const [emitted, setEmitted] = React.useState<string | undefined>(undefined);
  const [seen, setSeen] = React.useState(value);
  if (seen !== value) {
    setSeen(value);
    // A value set from outside (a reset, a link, the calendar) replaces what was typed.
    if (value !== emitted) setDraft(null);
  }

  const emit = (next: string) => {
    setEmitted(next);
    onChange(next);
  };
  const onText = (text: string) => {
    setDraft(text);
    emit(text.trim() === '' ? '' : (parseDateText(text) ?? text));
  };
  /** Rewrites a date that was typed the console's way; text that is no date stays for the person to fix. */
  const settle = () => {
    if (draft !== null && (draft.trim() === '' || parseDateText(draft) !== undefined)) setDraft(null);
  };

  const selected = dateOfValue(value);
  const disabledDays: Matcher[] = [];
  const first = dateOfValue(min);
  const last = dateOfValue(max);
  if (first) disabledDays.push({ before: first });
  if (last) disabledDays.push({ after: last });

  return (
    <div className={cn('flex items-center gap-1', className)}>
      <Input
        id={id}
        name={name}
        ref={inputRef}
        value={draft ?? formatDateValue(value)}
        placeholder={placeholder}
        disabled={disabled}
        autoComplete="off"
        className={cn('w-36', inputClassName)}
        {...aria}
        onChange={(e) => onText(e.target.value)}
        onBlur={() => {
          settle();
          onBlur?.();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey) {
            // Enter confirms the typed date; it must not submit the form around it.
            e.preventDefault();
            settle();
          } else if (e.key === 'ArrowDown' && e.altKey) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      />
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button variant="outline" size="icon" disabled={disabled} aria-label={`Calendar${named}`}>
            <CalendarDays aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent
          className="w-auto p-3"
          aria-label={`Calendar${named}`}
          // The calendar puts focus on the chosen day (or today) itself.
          onOpenAutoFocus={(e) => e.preventDefault()}
        >
          <React.Suspense fallback={<div className="h-72 w-64" role="status" aria-label="Loading the calendar" />}>
            <Calendar
              selected={selected}
              defaultMonth={selected ?? first ?? last}
              onSelect={(day) => {
                setDraft(null);
                emit(valueOfDate(day));
                setOpen(false);
              }}
              disabled={disabledDays}
              startMonth={FIRST_MONTH}
              endMonth={LAST_MONTH}
            />
          </React.Suspense>
        </PopoverContent>
      </Popover>
    </div>
  );
}
