'use client';

import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import {
  BRIEF_AUDIT_LIMIT,
  BRIEF_FUND_LIST,
  companyAuditQuery,
  companyFundsQuery,
} from '@/lib/console/query-options/company-brief';
import { fundListQuery } from '@/lib/console/query-options/funds';
import { formatDateTime } from '@/lib/format/dates';
import { useReaderTimeZone } from '@/lib/hooks/use-reader-time-zone';
import { describeChange } from './audit-words';
import { BriefSection, mutedClass, SectionEmpty, SectionError, SectionSkeleton } from './section';

/** Who changed what about the company and its fund memberships, and when: the latest few, newest first. */
export function AuditSection({ companyId }: { companyId: string }) {
  const query = useQuery(companyAuditQuery(companyId));
  const timeZone = useReaderTimeZone();
  // Names for the funds events mention: every live fund, and the ones the company is in.
  const funds = useQuery(fundListQuery(BRIEF_FUND_LIST));
  const memberships = useQuery(companyFundsQuery(companyId));
  const fundNames = new Map(
    [...(funds.data?.items ?? []), ...(memberships.data?.items ?? [])].map((f) => [f.publicId, f.name]),
  );

  let body;
  if (query.isPending) body = <SectionSkeleton label="Loading the audit trail" />;
  else if (query.isError)
    body = (
      <SectionError title="Could not load the audit trail" error={query.error} onRetry={() => void query.refetch()} />
    );
  else if (query.data.items.length === 0)
    body = (
      <SectionEmpty
        icon={<History className="size-6" />}
        title="No recorded changes"
        description="Edits and fund changes made in the console or through the API show here; imported data has none."
      />
    );
  else
    body = (
      <>
        <ol className="divide-y divide-zinc-100 text-sm dark:divide-zinc-800" aria-label="Changes, newest first">
          {query.data.items.map((event) => (
            <li key={event.publicId} className="grid gap-0.5 py-2" data-event={event.publicId}>
              <span>
                <span className="font-medium" title={event.actor.email}>
                  {event.actor.name || event.actor.email}
                </span>{' '}
                {describeChange(event, event.fundPublicId ? fundNames.get(event.fundPublicId) : undefined)}
              </span>
              <time dateTime={event.at} className={`text-xs ${mutedClass}`}>
                {formatDateTime(event.at, timeZone)}
              </time>
            </li>
          ))}
        </ol>
        {query.data.nextPageToken ? (
          <p className={`text-xs ${mutedClass}`}>Only the latest {BRIEF_AUDIT_LIMIT} changes are shown.</p>
        ) : null}
      </>
    );

  return (
    <BriefSection id="audit" title="Audit trail" description="Who changed what, and when.">
      {body}
    </BriefSection>
  );
}
