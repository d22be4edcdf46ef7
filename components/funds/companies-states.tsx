'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { ApiRequestError } from '@/lib/console/client';
import type { FundStatus } from '@/lib/schemas/fund';
import { statusList } from './status-labels';

interface StateProps {
  statuses: readonly FundStatus[];
  /** The search within the fund; empty for none. */
  search: string;
  onClearSearch: () => void;
  /** Past the first page. */
  paged: boolean;
  onFirstPage: () => void;
  onClearStatus: () => void;
}

export function CompaniesEmpty({
  statuses,
  search,
  paged,
  onFirstPage,
  onClearStatus,
  onClearSearch,
  onAdd,
}: StateProps & { onAdd: () => void }) {
  if (paged) {
    return (
      <EmptyState
        title="This page is empty"
        description="Companies may have left the fund or changed status since the page was opened."
        action={
          <Button variant="outline" size="sm" onClick={onFirstPage}>
            First page
          </Button>
        }
      />
    );
  }
  if (search) {
    return (
      <EmptyState
        title={`No company in this fund matches “${search}”${statuses.length > 0 ? ` among ${statusList(statuses)}` : ''}`}
        description="Search looks at names, alternative names and domains."
        action={
          <Button variant="outline" size="sm" onClick={onClearSearch}>
            Clear the search
          </Button>
        }
      />
    );
  }
  if (statuses.length > 0) {
    return (
      <EmptyState
        title={`No company in this fund is ${statusList(statuses)}`}
        action={
          <Button variant="outline" size="sm" onClick={onClearStatus}>
            Clear the status filter
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      title="No companies in this fund"
      description="Add the fund's first portfolio company."
      action={
        <Button variant="outline" size="sm" onClick={onAdd}>
          Add company
        </Button>
      }
    />
  );
}

export function CompaniesError({
  error,
  statuses,
  paged,
  onFirstPage,
  onClearStatus,
  onRetry,
}: StateProps & { error: unknown; onRetry: () => void }) {
  const status = error instanceof ApiRequestError ? error.status : undefined;
  const message = error instanceof Error ? error.message : '';
  if (status === 404) {
    return (
      <EmptyState
        title="Fund not found"
        description={message || 'It may have been deleted, or the link is wrong.'}
        action={
          <Link href="/funds" className="text-sm font-medium underline underline-offset-4">
            All funds
          </Link>
        }
      />
    );
  }
  // A deployment without the `status` filter extension refuses the parameter by name.
  if (status === 400 && statuses.length > 0 && /\bstatus\b/.test(message)) {
    return (
      <div className="space-y-2">
        <ErrorState title="This server cannot filter by status" error={error} />
        <div className="flex justify-center">
          <Button variant="outline" size="sm" onClick={onClearStatus}>
            Show every status
          </Button>
        </div>
      </div>
    );
  }
  if (status === 400 && paged && /pageToken/.test(message)) {
    return (
      <div className="space-y-2">
        <ErrorState title="This page link no longer works" error={error} />
        <div className="flex justify-center">
          <Button variant="outline" size="sm" onClick={onFirstPage}>
            First page
          </Button>
        </div>
      </div>
    );
  }
  return <ErrorState title="Could not load the fund's companies" error={error} onRetry={onRetry} />;
}
