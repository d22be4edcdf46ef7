'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MultiSelect } from '@/components/ui/multi-select';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { FundStatus } from '@/lib/schemas/fund';
import { isFundStatus, STATUS_OPTIONS } from './status-labels';
import { PAGE_SIZES, type PageSize } from './view';

export interface StatusFilterProps {
  value: FundStatus[];
  onChange: (statuses: FundStatus[]) => void;
}

export function StatusFilter({ value, onChange }: StatusFilterProps) {
  return (
    <MultiSelect
      label="Status"
      placeholder="Any status"
      aria-label={value.length > 0 ? `Filter by status, ${value.length} selected` : 'Filter by status'}
      options={STATUS_OPTIONS}
      value={value}
      onChange={(values) => onChange(values.filter(isFundStatus))}
    />
  );
}

export interface PagerProps {
  page: number;
  size: PageSize;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSizeChange: (size: PageSize) => void;
  busy?: boolean;
}

export function Pager({ page, size, hasPrevious, hasNext, onPrevious, onNext, onSizeChange, busy }: PagerProps) {
  return (
    <nav aria-label="Pagination" className="ml-auto flex flex-wrap items-center justify-end gap-3 text-sm">
      <div className="flex items-center gap-2">
        <span id="fund-page-size-label" className="text-zinc-600 dark:text-zinc-400">
          Rows per page
        </span>
        <Select
          value={String(size)}
          onValueChange={(v) => {
            const next = PAGE_SIZES.find((s) => String(s) === v);
            if (next) onSizeChange(next);
          }}
        >
          <SelectTrigger aria-labelledby="fund-page-size-label" className="h-8 w-20">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PAGE_SIZES.map((s) => (
              <SelectItem key={s} value={String(s)}>
                {s}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <span className="tabular-nums" aria-live="polite">
        Page {page}
      </span>
      <div className="flex items-center gap-1">
        <Button variant="outline" size="sm" onClick={onPrevious} disabled={!hasPrevious || busy}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" onClick={onNext} disabled={!hasNext || busy}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
