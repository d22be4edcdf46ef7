'use client';

import { Building2, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { ApiRequestError } from '@/lib/console/client';

export function CompaniesEmpty({
  search,
  page,
  onClearSearch,
  onFirstPage,
  onCreate,
}: {
  search: string;
  page: number;
  onClearSearch: () => void;
  onFirstPage: () => void;
  onCreate: () => void;
}) {
  if (search) {
    return (
      <EmptyState
        icon={<SearchX className="size-8" />}
        title={`No company matches “${search}”`}
        description="Search looks at names, alternative names and domains."
        action={
          <Button variant="outline" onClick={onClearSearch}>
            Clear search
          </Button>
        }
      />
    );
  }
  if (page > 1) {
    return (
      <EmptyState
        title="No more companies"
        description="This page is empty; companies may have been deleted since."
        action={
          <Button variant="outline" onClick={onFirstPage}>
            Go to the first page
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={<Building2 className="size-8" />}
      title="No companies yet"
      description="Companies you add, or that arrive from connected sources, are listed here."
      action={<Button onClick={onCreate}>New company</Button>}
    />
  );
}

export function CompaniesError({
  error,
  page,
  onRetry,
  onFirstPage,
}: {
  error: unknown;
  page: number;
  onRetry: () => void;
  onFirstPage: () => void;
}) {
  // A stale or edited page token is refused with a 400; starting over is the way out.
  const badPosition = page > 1 && error instanceof ApiRequestError && error.status === 400;
  return (
    <div className="space-y-3">
      <ErrorState title="Could not load companies" error={error} onRetry={onRetry} />
      {badPosition ? (
        <div className="flex justify-center">
          <Button variant="link" onClick={onFirstPage}>
            Go to the first page
          </Button>
        </div>
      ) : null}
    </div>
  );
}
