'use client';

import Link from 'next/link';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { ApiRequestError } from '@/lib/console/client';
import { meetingKeys } from '@/lib/console/query-options/meetings';
import type { MeetingSource } from '@/lib/sources/meeting.queries';
import type { SourceResult } from '@/lib/sources/load';
import type { CompanyChoice } from './company-fields';

/** Derivation runs in the background after an import; it usually takes a second or two. */
const POLL_MS = 1_000;
const MAX_POLLS = 45;

const link = 'font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-400';
const muted = 'text-zinc-600 dark:text-zinc-400';

/**
 * The meeting as its source page has it, from the console's own route (the
 * API has no meeting view): its touchpoints say where derivation filed it.
 */
async function fetchMeeting(publicId: string): Promise<MeetingSource | null> {
  const res = await fetch(`/review/evidence/meeting/${encodeURIComponent(publicId)}`, {
    headers: { accept: 'application/json' },
  });
  if (!res.ok || !res.headers.get('content-type')?.includes('application/json')) {
    throw new ApiRequestError(res.status, 'The meeting could not be loaded.');
  }
  const result = (await res.json()) as SourceResult;
  return result.kind === 'found' && result.source.type === 'meeting' ? result.source.meeting : null;
}

const timelineHref = (companyPublicId: string, touchpointPublicId: string) =>
  `/companies/${companyPublicId}/touchpoints#touchpoint-${touchpointPublicId}`;

/**
 * Where derivation filed the meeting: its company and its touchpoint on that
 * company's timeline, polled until the touchpoint exists (or it is clear none
 * will). `at` tells one import from the next, so an update is looked up anew.
 */
export function Placement({
  publicId,
  at,
  expected,
}: {
  publicId: string;
  at: Date;
  expected: CompanyChoice | undefined;
}) {
  const queryKey = [...meetingKeys.all, 'placement', publicId, at.getTime()];
  const polls = useQueryClient().getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const query = useQuery({
    queryKey,
    queryFn: () => fetchMeeting(publicId),
    refetchInterval: (q) =>
      q.state.data?.touchpoints.length || q.state.dataUpdateCount >= MAX_POLLS || q.state.status === 'error'
        ? false
        : POLL_MS,
  });
  const touchpoint = query.data?.touchpoints[0];

  if (touchpoint) {
    const { company } = touchpoint;
    const elsewhere = expected && expected.publicId !== company.publicId;
    return (
      <div className="grid gap-2">
        <p>
          Filed under{' '}
          <Link href={`/companies/${company.publicId}`} className={link}>
            {company.name}
          </Link>
          .{' '}
          <Link href={timelineHref(company.publicId, touchpoint.publicId)} className={link}>
            See it on {company.name}&apos;s timeline
          </Link>
        </p>
        {elsewhere ? (
          <p className="flex items-start gap-2 text-amber-800 dark:text-amber-300">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Not {expected.name}: an earlier import named {company.name}. Pick {expected.name} above and import again.
            </span>
          </p>
        ) : null}
      </div>
    );
  }
  if (query.isError) return <p className={muted}>Where the meeting was filed could not be checked.</p>;
  if (query.data === null) return <p className={muted}>The meeting is no longer on record.</p>;
  const waiting = query.isPending || polls < MAX_POLLS;
  if (waiting) return <p className={muted}>Placing the meeting on its company&apos;s timeline…</p>;
  return (
    <p className={muted}>
      Not on any company&apos;s timeline: no attendee&apos;s email domain belongs to a company. Pick one above and
      import again to file it.
    </p>
  );
}
