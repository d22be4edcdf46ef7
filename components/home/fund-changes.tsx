'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { History } from 'lucide-react';
import { isFundStatus, statusLabel } from '@/components/funds/status-labels';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/states';
import { fundEventsQuery, type AuditEvent } from '@/lib/console/query-options/activity';
import { fundListQuery } from '@/lib/console/query-options/funds';
import { formatDateTime } from '@/lib/format/dates';
import { useReaderTimeZone } from '@/lib/hooks/use-reader-time-zone';
import { HomeSection, linkClass, mutedClass } from './section';

/** The fund list the review page also prefetches: one request names every fund of a usual workspace. */
export const HOME_FUND_LIST = { limit: 100 } as const;

const NO_EVENTS: AuditEvent[] = [];

function statusesOf(event: AuditEvent): [string | undefined, string | undefined] {
  const [before, after] = event.changes.status ?? [null, null];
  return [isFundStatus(before) ? statusLabel(before) : undefined, isFundStatus(after) ? statusLabel(after) : undefined];
}

function What({ event, fund }: { event: AuditEvent; fund: ReactNode }) {
  const [before, after] = statusesOf(event);
  switch (event.action) {
    case 'added':
      return (
        <>
          added to {fund}
          {after ? ` as ${after}` : ''}
        </>
      );
    case 'removed':
      return <>removed from {fund}</>;
    default:
      return (
        <>
          {before && after ? `${before} → ${after}` : `status now ${after ?? 'changed'}`} in {fund}
        </>
      );
  }
}

function EventRow({ event, company, fund }: { event: AuditEvent; company?: string; fund?: string }) {
  const timeZone = useReaderTimeZone();
  const fundNode = event.fundPublicId ? (
    <Link href={`/funds/${event.fundPublicId}`} className={linkClass}>
      {fund ?? 'a fund'}
    </Link>
  ) : (
    'a fund'
  );
  return (
    <li className="grid gap-0.5 py-2" data-event={event.publicId}>
      <span>
        {company ? (
          <Link href={`/companies/${event.entityPublicId}`} className={linkClass}>
            {company}
          </Link>
        ) : (
          <span className={mutedClass}>A company no longer in the workspace</span>
        )}{' '}
        <What event={event} fund={fundNode} />
      </span>
      <span className={`text-xs ${mutedClass}`}>
        by <span title={event.actor.email}>{event.actor.name}</span> ·{' '}
        <time dateTime={event.at}>{formatDateTime(event.at, timeZone)}</time>
      </span>
    </li>
  );
}

/** The latest fund membership and status changes, with who made each. */
export function FundChanges() {
  const query = useQuery(fundEventsQuery());
  const funds = useQuery(fundListQuery(HOME_FUND_LIST));
  const events = query.data?.items ?? NO_EVENTS;
  const fundNames = new Map((funds.data?.items ?? []).map((f) => [f.publicId, f.name]));

  let body;
  if (query.isPending) body = <ListSkeleton items={3} />;
  else if (query.isError)
    body = <ErrorState title="Could not load fund changes" error={query.error} onRetry={() => void query.refetch()} />;
  else if (events.length === 0)
    body = (
      <EmptyState
        icon={<History className="size-8" />}
        title="No fund changes yet"
        description="Companies added to or removed from a fund, and status changes, appear here with who made them."
      />
    );
  else
    body = (
      <ul className="divide-y divide-zinc-100 text-sm dark:divide-zinc-800" aria-label="Fund changes, newest first">
        {events.map((e) => (
          <EventRow
            key={e.publicId}
            event={e}
            company={e.companyName}
            fund={e.fundPublicId ? fundNames.get(e.fundPublicId) : undefined}
          />
        ))}
      </ul>
    );
  return (
    <HomeSection
      id="funds"
      title="Recent fund changes"
      description="Portfolio status changes, newest first."
      action={
        <Link href="/funds" className={`text-sm ${linkClass}`}>
          All funds
        </Link>
      }
    >
      {body}
    </HomeSection>
  );
}
