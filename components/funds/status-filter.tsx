'use client';

import { MultiSelect } from '@/components/ui/multi-select';
import type { FundStatus } from '@/lib/schemas/fund';
import { isFundStatus, STATUS_OPTIONS } from './status-labels';

export interface StatusFilterProps {
  value: readonly FundStatus[];
  onChange: (statuses: FundStatus[]) => void;
}

export function StatusFilter({ value, onChange }: StatusFilterProps) {
  return (
    <MultiSelect
      label="Status"
      placeholder="Any status"
      aria-label={value.length > 0 ? `Filter by status, ${value.length} selected` : 'Filter by status'}
      options={STATUS_OPTIONS}
      value={[...value]}
      onChange={(values) => onChange(values.filter(isFundStatus))}
    />
  );
}
