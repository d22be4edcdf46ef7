'use client';

import Link from 'next/link';
import { CircleCheck, Copy, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import type { MeetingImportResult } from '@/lib/console/query-options/meetings';
import { sourceHref } from '@/lib/sources/links';
import type { CompanyChoice } from './company-fields';
import { ownTime } from './meeting-time';
import { Placement } from './placement';

export interface ImportOutcome extends MeetingImportResult {
  at: Date;
  title?: string;
  /** As sent, with its own offset; undefined when the import named no time. */
  time?: string;
  /** The company picked before import, which the import named. */
  picked?: CompanyChoice;
}

const link = 'w-fit font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-400';
const muted = 'text-zinc-600 dark:text-zinc-400';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Meeting id copied', variant: 'success' });
  } catch {
    toast({ title: 'Could not copy', description: 'Select the id and copy it by hand.', variant: 'destructive' });
  }
}

/** The company the API says the attendees place the meeting with, and whether a picked one overrode it. */
function AttendeeCompanyLine({ outcome }: { outcome: ImportOutcome }) {
  const found = outcome.attendeeCompany;
  const picked = outcome.picked;
  if (!found) {
    return picked ? null : <p className={muted}>No attendee&apos;s email domain is one of a company&apos;s.</p>;
  }
  return (
    <div className="grid gap-1">
      <p>
        Found from attendees:{' '}
        <Link href={`/companies/${found.publicId}`} className={link}>
          {found.name}
        </Link>{' '}
        <span className={muted}>
          ({found.domain}, from {found.email})
        </span>
      </p>
      {picked && picked.publicId !== found.publicId ? (
        <p className="flex items-start gap-2 text-amber-800 dark:text-amber-300">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Filed under {picked.name} as picked, not {found.name} as the attendees suggest.
          </span>
        </p>
      ) : null}
    </div>
  );
}

/** The live region stays mounted from the start so screen readers announce each new outcome. */
export function ImportResult({ outcome }: { outcome: ImportOutcome | null }) {
  return (
    <section
      aria-labelledby="meeting-import-result-title"
      className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800"
    >
      <h2 id="meeting-import-result-title" className="text-base font-semibold">
        Last import
      </h2>
      <div role="status" className="mt-3 text-sm">
        {outcome === null ? (
          <p className={muted}>Nothing imported yet in this session.</p>
        ) : (
          <div className="grid gap-3">
            <div className="grid gap-1">
              <p className="flex items-center gap-2 font-medium text-emerald-800 dark:text-emerald-300">
                <CircleCheck aria-hidden="true" className="size-4" />
                {outcome.created ? 'Meeting imported' : 'Meeting updated'}
              </p>
              <p className={muted}>
                {outcome.created
                  ? 'A new meeting was added.'
                  : 'The meeting with this provider and note id was brought up to date.'}
              </p>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {outcome.title ? (
                <>
                  <dt className={muted}>Title</dt>
                  <dd className="break-words">{outcome.title}</dd>
                </>
              ) : null}
              <dt className={muted}>Meeting time</dt>
              <dd>{outcome.time ? <time dateTime={outcome.time}>{ownTime(outcome.time)}</time> : 'Time of import'}</dd>
              <dt className={muted}>Meeting id</dt>
              <dd className="flex min-w-0 items-center gap-1">
                <code className="truncate rounded bg-zinc-100 px-1 font-mono dark:bg-zinc-800">{outcome.publicId}</code>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label="Copy meeting id"
                  onClick={() => void copy(outcome.publicId)}
                >
                  <Copy aria-hidden="true" />
                </Button>
              </dd>
            </dl>
            <Link href={sourceHref('meeting', outcome.publicId)} className={link}>
              Open the meeting
            </Link>
            <AttendeeCompanyLine outcome={outcome} />
            <Placement
              publicId={outcome.publicId}
              at={outcome.at}
              expected={outcome.picked ?? outcome.attendeeCompany ?? undefined}
            />
          </div>
        )}
      </div>
    </section>
  );
}
