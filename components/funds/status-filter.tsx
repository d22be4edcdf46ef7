'use client';

import { MultiSelect } from '@/components/ui/multi-select';
import { chosenLabels, SUMMARY_BUTTON, selectionSummary } from '@/lib/format/selection';
import type { FundStatus } from '@/lib/schemas/fund';
import { isFundStatus, STATUS_OPTIONS } from './status-labels';

interface StatusFilterProps {
  value: readonly FundStatus[];
  onChange: (statuses: FundStatus[]) => void;
}

export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const summary = selectionSummary('Status', chosenLabels(STATUS_OPTIONS, value), 'Filter by status');
  return (
    <MultiSelect
      showCount={false}
      label={summary.label}
      placeholder="Any status"
      aria-label={summary.ariaLabel}
      className={SUMMARY_BUTTON}
      options={STATUS_OPTIONS}
      value={[...value]}
      onChange={(values) => onChange(values.filter(isFundStatus))}
    />
  );
}
