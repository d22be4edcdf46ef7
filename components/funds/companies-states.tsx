'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { ApiRequestError } from '@/lib/console/client';
import { statusList } from './status-labels';
import type { FundCompaniesView } from './view';

interface StateProps {
  view: FundCompaniesView;
  onReset: (next: FundCompaniesView) => void;
}

export function CompaniesEmpty({ view, onReset }: StateProps) {
  if (view.cursors.length > 0) {
    return (
      <EmptyState
        title="This page is empty"
        description="Companies may have left the fund or changed status since the page was opened."
        action={
          <Button variant="outline" size="sm" onClick={() => onReset({ ...view, cursors: [] })}>
            First page
          </Button>
        }
      />
    );
  }
  if (view.statuses.length > 0) {
    return (
      <EmptyState
        title={`No company in this fund is ${statusList(view.statuses)}`}
        action={
          <Button variant="outline" size="sm" onClick={() => onReset({ ...view, statuses: [] })}>
            Clear the status filter
          </Button>
        }
      />
    );
  }
  return <EmptyState title="No companies in this fund" description="Companies join funds outside the console." />;
}

export function CompaniesError({
  error,
  view,
  onRetry,
  onReset,
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
  if (status === 400 && view.statuses.length > 0 && /\bstatus\b/.test(message)) {
    return (
      <div className="space-y-2">
        <ErrorState title="This API cannot filter by status" error={error} />
        <div className="flex justify-center">
          <Button variant="outline" size="sm" onClick={() => onReset({ ...view, statuses: [], cursors: [] })}>
            Show every status
          </Button>
        </div>
      </div>
    );
  }
  if (status === 400 && view.cursors.length > 0 && /pageToken/.test(message)) {
    return (
      <div className="space-y-2">
        <ErrorState title="This page link no longer works" error={error} />
        <div className="flex justify-center">
          <Button variant="outline" size="sm" onClick={() => onReset({ ...view, cursors: [] })}>
            First page
          </Button>
        </div>
      </div>
    );
  }
  return <ErrorState title="Could not load the fund's companies" error={error} onRetry={onRetry} />;
}
