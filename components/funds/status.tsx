'use client';

import { NativeSelect } from '@/components/ui/native-select';
import type { FundStatus } from '@/lib/schemas/fund';
import { cn } from '@/lib/utils';
import { isFundStatus, STATUS_COLORS, STATUS_OPTIONS } from './status-labels';

interface StatusSelectProps {
  /** Absent when the API does not send the `status` extension: shows "—", still settable. */
  value: FundStatus | undefined;
  onChange: (status: FundStatus) => void;
  'aria-label': string;
  disabled?: boolean;
  className?: string;
}

export function StatusSelect({ value, onChange, disabled, className, ...rest }: StatusSelectProps) {
  return (
    <NativeSelect
      aria-label={rest['aria-label']}
      value={value ?? ''}
      onChange={(e) => {
        const next = e.target.value;
        if (isFundStatus(next) && next !== value) onChange(next);
      }}
      disabled={disabled}
      wrapperClassName={cn('w-36', className)}
      className="h-8"
      adornment={
        value ? <span aria-hidden="true" className={cn('size-2 rounded-full', STATUS_COLORS[value])} /> : undefined
      }
    >
      {/* "Not reported" can be shown but not chosen: the API has no way to clear a status. */}
      {value ? null : (
        <option value="" disabled>
          — Not reported
        </option>
      )}
      {STATUS_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
