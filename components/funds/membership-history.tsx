'use client';

import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/console/client';
import { membershipHistoryQuery, type AuditEvent } from '@/lib/console/query-options/funds';
import { formatDateTime } from '@/lib/format/dates';
import { useReaderTimeZone } from '@/lib/hooks/use-reader-time-zone';
import { statusLabel, isFundStatus } from './status-labels';

const label = (value: unknown) => (isFundStatus(value) ? statusLabel(value) : '—');

/** "Added as Active", "Active → Exited", "Removed (was Exited)". */
function describe(event: Pick<AuditEvent, 'action'> & { changes: Record<string, readonly unknown[]> }): string {
  const [before, after] = event.changes.status ?? [null, null];
  if (event.action === 'added') return `Added as ${label(after)}`;
  if (event.action === 'removed') return `Removed (was ${label(before)})`;
  if (event.action === 'status_changed') return `${label(before)} → ${label(after)}`;
  return event.action;
}

/**
 * A row's "History": the membership's audit events in this fund (when, who,
 * from → to), fetched only when opened.
 */
export function MembershipHistory({
  fundId,
  company,
}: {
  fundId: string;
  company: { publicId: string; name: string };
}) {
  const [open, setOpen] = useState(false);
  const timeZone = useReaderTimeZone();
  const history = useQuery({ ...membershipHistoryQuery(fundId, company.publicId), enabled: open });
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`History of ${company.name} in this fund`}>
          <History aria-hidden="true" />
          History
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-96 p-3" aria-label={`History of ${company.name}`}>
        <p className="mb-2 text-sm font-semibold">{company.name} in this fund</p>
        {history.isPending ? (
          <div className="space-y-2" aria-label="Loading the history">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : history.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            Could not load the history: {errorMessage(history.error)}{' '}
            <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void history.refetch()}>
              Retry
            </Button>
          </p>
        ) : history.data.items.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            No recorded changes. Memberships set up before the audit trail, or by imports, have none.
          </p>
        ) : (
          <ol aria-label={`Changes to ${company.name} in this fund, newest first`} className="space-y-2 text-sm">
            {history.data.items.map((event) => (
              <li key={event.publicId} className="flex flex-col">
                <span className="font-medium">{describe(event)}</span>
                <span className="text-xs text-zinc-600 dark:text-zinc-400">
                  {formatDateTime(event.at, timeZone)} · {event.actor.name || event.actor.email}
                </span>
              </li>
            ))}
          </ol>
        )}
        {history.data?.more ? (
          <p className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">Older changes are not shown.</p>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
