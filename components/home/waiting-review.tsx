'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { CircleCheck } from 'lucide-react';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/states';
import { reviewCountsQuery } from '@/lib/console/query-options/review';
import { plural } from '@/lib/format/dates';
import { HomeSection, linkClass, mutedClass } from './section';

const reviewHref = (trackerPublicId: string) => `/review?trackerPublicId=${encodeURIComponent(trackerPublicId)}`;

/** Values extracted from incoming material and waiting for a person to confirm them, per tracker. */
export function WaitingReview() {
  const query = useQuery(reviewCountsQuery());
  let body;
  if (query.isPending) body = <ListSkeleton items={3} />;
  else if (query.isError)
    body = (
      <ErrorState title="Could not load the review queue" error={query.error} onRetry={() => void query.refetch()} />
    );
  else if (query.data.total === 0)
    body = (
      <EmptyState
        icon={<CircleCheck className="size-8" />}
        title="Nothing to review"
        description="Every value extracted from emails, files and meetings has been reviewed."
      />
    );
  else
    body = (
      <ul className="divide-y divide-zinc-100 dark:divide-zinc-800" aria-label="Values waiting, by tracker">
        {query.data.trackers.map((t) => (
          <li key={t.trackerPublicId} className="flex items-baseline justify-between gap-3 py-2">
            <Link href={reviewHref(t.trackerPublicId)} className={linkClass}>
              {t.name}
            </Link>
            <span className={`text-sm tabular-nums ${mutedClass}`}>{plural(t.count, 'value')}</span>
          </li>
        ))}
      </ul>
    );
  return (
    <HomeSection
      id="review"
      title="Waiting for review"
      description={
        query.data && query.data.total > 0
          ? `${plural(query.data.total, 'value')} to confirm, correct or reject.`
          : 'Values suggested from incoming material.'
      }
      action={
        <Link href="/review" className={`text-sm ${linkClass}`}>
          Open the review queue
        </Link>
      }
    >
      {body}
    </HomeSection>
  );
}
