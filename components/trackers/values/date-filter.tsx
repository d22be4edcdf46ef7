'use client';

import { useEffect, useEffectEvent, useState } from 'react';
import { DatePicker } from '@/components/ui/date-picker';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';

/** Typing a year digit by digit passes through 0002, 0020, 0202: only years a person means are sent. */
const plausible = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && Number(d.slice(0, 4)) >= 1900;

/**
 * A date filter ("31 Oct 2026", see DatePicker) that keeps its own draft and
 * commits it after a pause (or on blur), so each keystroke does not become a
 * URL change and an API request.
 */
export function DateFilter({
  id,
  value,
  onCommit,
  className,
  min,
  max,
  label,
  ...aria
}: {
  id: string;
  value: string | undefined;
  onCommit: (date: string | undefined) => void;
  className?: string;
  min?: string;
  max?: string;
  label?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const [draft, setDraft] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  // Adopt changes made elsewhere (Clear filters, a reload, a link).
  if (seen !== value) {
    setSeen(value);
    setDraft(value ?? '');
  }
  const settled = useDebouncedValue(draft, 400);
  const commit = (d: string) => {
    if (d === (value ?? '')) return;
    if (d === '') onCommit(undefined);
    else if (plausible(d)) onCommit(d);
  };
  // Only a settled draft commits; `value` and `onCommit` changing must not re-send it.
  const commitSettled = useEffectEvent((d: string) => commit(d));
  useEffect(() => {
    commitSettled(settled);
  }, [settled]);
  return (
    <DatePicker
      id={id}
      label={label}
      value={draft}
      min={min}
      max={max}
      {...aria}
      inputClassName={className}
      onChange={setDraft}
      onBlur={() => commit(draft)}
    />
  );
}
