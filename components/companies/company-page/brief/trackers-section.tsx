'use client';

import { useQuery } from '@tanstack/react-query';
import { ChartLine } from 'lucide-react';
import Link from 'next/link';
import { trackerListQuery } from '@/lib/console/query-options/trackers';
import { BriefSection, linkClass, SectionEmpty, SectionError, SectionSkeleton } from './section';
import { TrackerRow } from './tracker-row';

/** Every tracker that applies to the company, with its latest value. */
export function TrackersSection({ companyId }: { companyId: string }) {
  const query = useQuery(trackerListQuery({ companyPublicId: companyId }));

  let body;
  if (query.isPending) body = <SectionSkeleton label="Loading trackers" />;
  else if (query.isError)
    body = <SectionError title="Could not load trackers" error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0)
    body = (
      <SectionEmpty
        icon={<ChartLine className="size-6" />}
        title="No trackers apply"
        description="No tracker you can see covers this company."
      />
    );
  else
    body = (
      <ul className="divide-y divide-zinc-100 dark:divide-zinc-800" aria-label="Trackers and latest values">
        {query.data.map((tracker) => (
          <TrackerRow key={tracker.publicId} tracker={tracker} companyId={companyId} />
        ))}
      </ul>
    );

  return (
    <BriefSection
      id="trackers"
      title="Trackers"
      description="The latest value of each, suggested or confirmed."
      action={
        <Link href={`/companies/${companyId}/trackers`} className={`text-sm ${linkClass}`}>
          All history
        </Link>
      }
    >
      {body}
    </BriefSection>
  );
}
