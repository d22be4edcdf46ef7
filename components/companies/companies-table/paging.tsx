'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { isPageSize, PAGE_SIZES, type PageSize } from '../list-state';

export interface PagingProps {
  page: number;
  limit: PageSize;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onLimitChange: (limit: PageSize) => void;
}

export function Paging({ page, limit, canPrevious, canNext, onPrevious, onNext, onLimitChange }: PagingProps) {
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2">
        <Label htmlFor="companies-page-size" className="font-normal text-zinc-700 dark:text-zinc-300">
          Rows per page
        </Label>
        <Select
          value={String(limit)}
          onValueChange={(value) => {
            const size = Number(value);
            if (isPageSize(size)) onLimitChange(size);
          }}
        >
          <SelectTrigger id="companies-page-size" className="w-20">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PAGE_SIZES.map((size) => (
              <SelectItem key={size} value={String(size)}>
                {size}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex items-center gap-2">
        <span className="text-sm text-zinc-700 dark:text-zinc-300" aria-live="polite" data-testid="companies-page">
          Page {page}
        </span>
        <Button variant="outline" size="sm" onClick={onPrevious} disabled={!canPrevious}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" onClick={onNext} disabled={!canNext}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
