'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/states';
import { recentTouchpointsQuery, type RecentTouchpoint } from '@/lib/console/query-options/activity';
import { formatDate, formatDateTime, plural } from '@/lib/format/dates';
import { useReaderTimeZone } from '@/lib/hooks/use-reader-time-zone';
import type { Since } from './last-visit';
import { HomeSection, linkClass, mutedClass } from './section';

interface CompanyGroup {
  companyPublicId: string;
  companyName: string;
  items: RecentTouchpoint[];
}

/** Companies in the order of their latest change; each company's touchpoints newest change first. */
function groupByCompany(items: readonly RecentTouchpoint[]): CompanyGroup[] {
  const groups = new Map<string, CompanyGroup>();
  for (const t of items) {
    const group = groups.get(t.companyPublicId);
    if (group) group.items.push(t);
    else groups.set(t.companyPublicId, { companyPublicId: t.companyPublicId, companyName: t.companyName, items: [t] });
  }
  return [...groups.values()];
}

/** New: first derived within the window; otherwise it existed before and new activity re-derived it. */
const isNew = (t: RecentTouchpoint, since: string) => Date.parse(t.createdAt) >= Date.parse(since);

function sourcesText(t: RecentTouchpoint): string {
  const parts = [
    t.emailCount ? plural(t.emailCount, 'email') : '',
    t.fileCount ? plural(t.fileCount, 'file') : '',
    t.meetingCount ? plural(t.meetingCount, 'meeting') : '',
    t.noteCount ? plural(t.noteCount, 'note') : '',
  ].filter(Boolean);
  return parts.join(' · ');
}

function TouchpointRow({ touchpoint: t, since }: { touchpoint: RecentTouchpoint; since: string }) {
  const timeZone = useReaderTimeZone();
  const fresh = isNew(t, since);
  const sources = sourcesText(t);
  return (
    <li className="grid gap-1 py-2" data-touchpoint={t.publicId}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={fresh ? 'success' : 'secondary'}>{fresh ? 'New' : 'Updated'}</Badge>
        <Link href={`/sources/touchpoint/${t.publicId}`} className={linkClass}>
          {t.headline ?? t.snippet ?? 'Untitled activity'}
        </Link>
      </div>
      <p className={`text-xs ${mutedClass}`}>
        Happened {formatDate(t.occurredAt, timeZone)} · {fresh ? 'added' : 'updated'}{' '}
        <time dateTime={t.updatedAt}>{formatDateTime(t.updatedAt, timeZone)}</time>
        {sources ? ` · ${sources}` : ''}
      </p>
    </li>
  );
}

/** `pending`: the window itself is not known yet (the last visit is loading). */
export function TouchpointChanges({ since, pending = false }: { since: Since; pending?: boolean }) {
  const query = useQuery({ ...recentTouchpointsQuery(since.at), enabled: !pending });
  const timeZone = useReaderTimeZone();
  const span = since.firstVisit ? 'in the last 7 days' : `since ${formatDateTime(since.at, timeZone)}`;
  let body;
  if (query.isPending) body = <ListSkeleton items={4} />;
  else if (query.isError)
    body = (
      <ErrorState title="Could not load recent activity" error={query.error} onRetry={() => void query.refetch()} />
    );
  else if (query.data.items.length === 0)
    body = (
      <EmptyState
        icon={<Sparkles className="size-8" />}
        title="Nothing new"
        description={`No company activity was added or updated ${span}.`}
      />
    );
  else {
    const groups = groupByCompany(query.data.items);
    body = (
      <>
        <ul className="grid gap-3" aria-label="Companies with new or updated activity">
          {groups.map((g) => (
            <li key={g.companyPublicId} className="grid gap-1" data-company={g.companyPublicId}>
              <h3 className="text-sm font-semibold">
                <Link href={`/companies/${g.companyPublicId}/touchpoints`} className={linkClass}>
                  {g.companyName}
                </Link>{' '}
                <span className={`font-normal ${mutedClass}`}>({plural(g.items.length, 'change')})</span>
              </h3>
              <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
                {g.items.map((t) => (
                  <TouchpointRow key={t.publicId} touchpoint={t} since={since.at} />
                ))}
              </ul>
            </li>
          ))}
        </ul>
        {query.data.nextPageToken ? (
          <p className={`text-sm ${mutedClass}`}>
            Showing the {query.data.items.length} most recent changes. Open a company for its full timeline.
          </p>
        ) : null}
      </>
    );
  }
  return (
    <HomeSection
      id="activity"
      title="New and updated activity"
      description={`Touchpoints added or re-derived ${span}, by company.`}
    >
      {body}
    </HomeSection>
  );
}
