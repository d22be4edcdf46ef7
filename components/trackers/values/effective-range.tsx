'use client';

import { Label } from '@/components/ui/label';
import { DateFilter } from './date-filter';

/** "Effective from" and "Effective to" of a values view: each bounds the other; an error marks both. */
export function EffectiveRange({
  id,
  from,
  to,
  error,
  onChange,
}: {
  id: string;
  from: string | null;
  to: string | null;
  error: string | undefined;
  onChange: (patch: { effectiveFrom?: string | null; effectiveTo?: string | null }) => void;
}) {
  const invalid = {
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-from`}>Effective from</Label>
        <DateFilter
          id={`${id}-from`}
          className="w-40"
          value={from ?? undefined}
          max={to ?? undefined}
          {...invalid}
          onCommit={(effectiveFrom) => onChange({ effectiveFrom: effectiveFrom ?? null })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-to`}>Effective to</Label>
        <DateFilter
          id={`${id}-to`}
          className="w-40"
          value={to ?? undefined}
          min={from ?? undefined}
          {...invalid}
          onCommit={(effectiveTo) => onChange({ effectiveTo: effectiveTo ?? null })}
        />
      </div>
    </>
  );
}
