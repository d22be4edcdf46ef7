'use client';

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { FundStatus } from '@/lib/schemas/fund';
import { cn } from '@/lib/utils';
import { isFundStatus, STATUS_COLORS, STATUS_OPTIONS } from './status-labels';

export interface StatusSelectProps {
  /** Absent when the API does not send the `status` extension: shows "—", still settable. */
  value: FundStatus | undefined;
  onChange: (status: FundStatus) => void;
  'aria-label': string;
  disabled?: boolean;
  className?: string;
}

export function StatusSelect({ value, onChange, disabled, className, ...rest }: StatusSelectProps) {
  return (
    // Radix shows the placeholder for "" (no item may use it), which is how "not reported" reads.
    <Select
      value={value ?? ''}
      onValueChange={(next) => {
        if (isFundStatus(next) && next !== value) onChange(next);
      }}
      disabled={disabled}
    >
      <SelectTrigger aria-label={rest['aria-label']} className={cn('h-8 w-36', className)}>
        <SelectValue
          placeholder={
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">Not reported</span>
            </>
          }
        />
      </SelectTrigger>
      <SelectContent>
        {STATUS_OPTIONS.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            <span className="flex items-center gap-2">
              <span aria-hidden="true" className={cn('size-2 rounded-full', STATUS_COLORS[option.value])} />
              {option.label}
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
