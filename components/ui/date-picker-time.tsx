'use client';

import * as React from 'react';
import { DatePicker, type DatePickerProps } from './date-picker';
import { parseDateText, splitDateTime } from './date-picker-value';
import { Input } from './input';
import { cn } from '@/lib/utils';

interface DateTimePickerProps extends Omit<DatePickerProps, 'min' | 'max' | 'label'> {
  /** The field's name; the time input is named after it. */
  label: string;
  /** Ask for seconds as well (the time input then steps by one second). */
  withSeconds?: boolean;
  /** The time filled in when a day is chosen before any time. */
  defaultTime?: string;
}

const join = (date: string, time: string) => (date === '' && time === '' ? '' : `${date}T${time}`);

/**
 * A date ("31 Oct 2026", see DatePicker) and a wall time, held as one
 * `yyyy-mm-ddThh:mm[:ss]` string: the value a datetime-local input gives, so
 * forms convert it as before. The time input is named "<label>, time of day".
 */
export function DateTimePicker({
  id,
  label,
  value,
  onChange,
  onBlur,
  withSeconds = false,
  defaultTime = '09:00',
  disabled,
  className,
  ...rest
}: DateTimePickerProps) {
  const [parts, setParts] = React.useState(() => splitDateTime(value));
  const [emitted, setEmitted] = React.useState<string | undefined>(undefined);
  const [seen, setSeen] = React.useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value !== emitted) setParts(splitDateTime(value));
  }

  const update = (next: { date: string; time: string }) => {
    // A day without a time yet gets the default, shown in the time input so it can be changed.
    const time = next.time === '' && parseDateText(next.date) !== undefined ? defaultTime : next.time;
    const date = parseDateText(next.date) ?? next.date;
    setParts({ date, time });
    const out = join(date, time);
    setEmitted(out);
    onChange(out);
  };

  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <DatePicker
        {...rest}
        id={id}
        label={label}
        value={parts.date}
        disabled={disabled}
        onChange={(date) => update({ date, time: parts.time })}
        onBlur={onBlur}
      />
      <Input
        id={`${id}-time`}
        type="time"
        aria-label={`${label}, time of day`}
        aria-invalid={rest['aria-invalid']}
        aria-describedby={rest['aria-describedby']}
        step={withSeconds ? 1 : 60}
        value={parts.time}
        disabled={disabled}
        className="w-36"
        onChange={(e) => update({ date: parts.date, time: e.target.value })}
        onBlur={onBlur}
      />
    </div>
  );
}
