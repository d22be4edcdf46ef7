'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import {
  FIRST_PAGE,
  isPageSize,
  nextPage,
  PAGE_SIZES,
  pageNumber,
  previousPage,
  type PageSize,
  type PagingState,
} from './search-params';

interface DataTablePaginationProps {
  /** 1-based. */
  page: number;
  limit: PageSize;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onLimitChange: (limit: PageSize) => void;
  /** New rows are on their way: the buttons wait, so a double click does not skip a page. */
  busy?: boolean;
  /** The landmark's name; two pagers on one page need two names. */
  label?: string;
  className?: string;
}

/** A cursor pager: rows per page, the page number, Previous and Next (the API has no page count). */
export function DataTablePagination({
  page,
  limit,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
  onLimitChange,
  busy = false,
  label = 'Pagination',
  className,
}: DataTablePaginationProps) {
  const sizeLabel = useId();
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-between gap-3 text-sm', className)}>
      <div className="flex items-center gap-2">
        <span id={sizeLabel} className="text-zinc-700 dark:text-zinc-300">
          Rows per page
        </span>
        <NativeSelect
          aria-labelledby={sizeLabel}
          value={String(limit)}
          onChange={(e) => {
            const size = Number(e.target.value);
            if (isPageSize(size)) onLimitChange(size);
          }}
          wrapperClassName="w-20"
          className="h-8"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {size}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex items-center gap-2">
        <span className="text-zinc-700 tabular-nums dark:text-zinc-300" aria-live="polite">
          Page {page}
        </span>
        <Button variant="outline" size="sm" onClick={onPrevious} disabled={!canPrevious || busy}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" onClick={onNext} disabled={!canNext || busy}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

/** How a view moves through its URL's paging state (nuqs `setState` or anything shaped like it). */
type SetPaging = (patch: { limit?: PageSize; pageToken?: string | null; prev?: string[] | null }) => unknown;

/**
 * The pager's props for URL paging state: Next follows `nextPageToken` and
 * remembers the way back, Previous takes it, a new size starts over.
 */
export function cursorPagerProps(
  state: PagingState,
  setPaging: SetPaging,
  nextPageToken: string | undefined,
): Omit<DataTablePaginationProps, 'busy' | 'label' | 'className'> {
  return {
    page: pageNumber(state),
    limit: state.limit,
    canPrevious: Boolean(state.pageToken),
    canNext: Boolean(nextPageToken),
    onPrevious: () => void setPaging(previousPage(state)),
    onNext: () => {
      if (nextPageToken) void setPaging(nextPage(state, nextPageToken));
    },
    onLimitChange: (limit) => void setPaging({ limit, ...FIRST_PAGE }),
  };
}
