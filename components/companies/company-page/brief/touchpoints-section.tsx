'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { Milestone, Video } from 'lucide-react';
import Link from 'next/link';
import { TopicList } from '@/components/topics/topic-list';
import { touchpointListQuery } from '@/lib/console/query-options/touchpoints';
import { formatDate } from '@/lib/format/dates';
import { useReaderTimeZone } from '@/lib/hooks/use-reader-time-zone';
import { sourceHref } from '@/lib/sources/links';
import { BRIEF_TIMELINE, BRIEF_TOUCHPOINTS, firstPage, meetingsOf } from './activity';
import { BriefSection, linkClass, mutedClass, SectionEmpty, SectionError, SectionSkeleton } from './section';

const useTimeline = (companyId: string) => useInfiniteQuery(touchpointListQuery(companyId, BRIEF_TIMELINE));

/** The latest touchpoints, each linked to its page; the whole timeline is one link away. */
export function TouchpointsSection({ companyId }: { companyId: string }) {
  const query = useTimeline(companyId);
  const timeZone = useReaderTimeZone();
  const items = firstPage(query.data).slice(0, BRIEF_TOUCHPOINTS);

  let body;
  if (query.isPending) body = <SectionSkeleton label="Loading touchpoints" />;
  else if (query.isError)
    body = <SectionError title="Could not load touchpoints" error={query.error} onRetry={() => void query.refetch()} />;
  else if (items.length === 0)
    body = (
      <SectionEmpty
        icon={<Milestone className="size-6" />}
        title="No touchpoints yet"
        description="Emails, files, meetings and notes about the company become touchpoints."
      />
    );
  else
    body = (
      <ol className="divide-y divide-zinc-100 dark:divide-zinc-800" aria-label="Latest touchpoints, newest first">
        {items.map((tp) => (
          <li key={tp.publicId} className="grid gap-1 py-2">
            <Link href={sourceHref('touchpoint', tp.publicId)} className={`text-sm ${linkClass}`}>
              {tp.headline?.trim() || 'Untitled touchpoint'}
            </Link>
            <div className={`flex flex-wrap items-center gap-2 text-xs ${mutedClass}`}>
              <time dateTime={tp.occurredAt}>{formatDate(tp.occurredAt, timeZone)}</time>
              <TopicList topics={tp.topics ?? []} className="gap-1" />
            </div>
          </li>
        ))}
      </ol>
    );

  return (
    <BriefSection
      id="touchpoints"
      title="Latest touchpoints"
      action={
        <Link href={`/companies/${companyId}/touchpoints`} className={`text-sm ${linkClass}`}>
          Open the timeline
        </Link>
      }
    >
      {body}
    </BriefSection>
  );
}

/** The meetings behind the latest touchpoints, each linked to its page. */
export function MeetingsSection({ companyId }: { companyId: string }) {
  const query = useTimeline(companyId);
  const timeZone = useReaderTimeZone();
  const meetings = meetingsOf(firstPage(query.data));

  let body;
  if (query.isPending) body = <SectionSkeleton label="Loading meetings" rows={2} />;
  else if (query.isError)
    body = <SectionError title="Could not load meetings" error={query.error} onRetry={() => void query.refetch()} />;
  else if (meetings.length === 0)
    body = (
      <SectionEmpty
        icon={<Video className="size-6" />}
        title="No recent meetings"
        description="Imported meetings show here once a touchpoint is drawn from them."
      />
    );
  else
    body = (
      <ol className="divide-y divide-zinc-100 dark:divide-zinc-800" aria-label="Recent meetings, newest first">
        {meetings.map((m) => (
          <li key={m.publicId} className="grid gap-0.5 py-2">
            <Link href={sourceHref('meeting', m.publicId)} className={`text-sm ${linkClass}`}>
              {m.title}
            </Link>
            <time dateTime={m.occurredAt} className={`text-xs ${mutedClass}`}>
              {formatDate(m.occurredAt, timeZone)}
            </time>
          </li>
        ))}
      </ol>
    );

  return (
    <BriefSection id="meetings" title="Meetings" description="From the latest touchpoints.">
      {body}
    </BriefSection>
  );
}
