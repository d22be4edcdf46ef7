'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { companyQuery } from '@/lib/console/query-options/companies';
import {
  uploadedItemQuery,
  uploadValuesQuery,
  type UploadedItem,
  type UploadKind,
} from '@/lib/console/query-options/uploads';
import { plural } from '@/lib/format/dates';
import { companyHref, sourceHref } from '@/lib/sources/links';
import { cn } from '@/lib/utils';

const linkClass = 'text-sm font-medium text-zinc-900 underline underline-offset-4 hover:no-underline dark:text-zinc-50';
const mutedClass = 'text-sm text-zinc-600 dark:text-zinc-400';
const failedClass = 'text-sm text-red-800 dark:text-red-300';

/** "Done: 1 update, 3 values to review": what reading the item added. */
function doneWords(item: UploadedItem, values: number | undefined): string {
  const parts: string[] = [];
  if (item.touchpointPublicIds) parts.push(plural(item.touchpointPublicIds.length, 'update'));
  else parts.push('added to the timeline');
  if (values !== undefined) parts.push(values === 0 ? 'no values to review' : `${plural(values, 'value')} to review`);
  return `Done: ${parts.join(', ')}`;
}

/**
 * What became of a sent upload: read live from the API while it is queued
 * and read (the shell's watcher polls; this view only listens), then what it
 * added, with links to it.
 */
export function UploadOutcome({
  kind,
  publicId,
  duplicate,
  origin,
  onNavigate,
}: {
  kind: UploadKind;
  publicId: string;
  duplicate: boolean;
  /** The company page showing this row: an email filed elsewhere says where. */
  origin: string | undefined;
  onNavigate?: () => void;
}) {
  const item = useQuery({ ...uploadedItemQuery(kind, publicId), refetchInterval: false });
  const data = item.data;
  const done = data?.processing.state === 'done';
  const companyId = data?.companyPublicId ?? undefined;
  const values = useQuery({
    ...uploadValuesQuery({ kind, publicId, sourceIds: data?.sourceIds ?? [] }, companyId ?? ''),
    enabled: done && companyId !== undefined,
  });
  const company = useQuery({ ...companyQuery(companyId ?? ''), enabled: kind === 'email' && companyId !== undefined });
  const earlier = duplicate ? 'Already received earlier. ' : '';

  if (!data) {
    return (
      <p className={item.isError ? failedClass : mutedClass} aria-live="polite">
        {item.isError ? 'Its progress could not be loaded.' : `${earlier}Waiting to be read…`}
      </p>
    );
  }
  const { state, error } = data.processing;
  if (state === 'queued' || state === 'processing') {
    return (
      <p className={mutedClass} aria-live="polite">
        {earlier}
        {state === 'queued' ? 'Waiting to be read…' : 'Reading…'}
      </p>
    );
  }
  if (state === 'failed') {
    return (
      <p className={failedClass} aria-live="polite">
        {kind === 'email' ? "Couldn't read this email" : "Couldn't read this file"}: {error ?? 'no reason was given.'}
      </p>
    );
  }

  const link = (href: string, label: string) => (
    <Link href={href} className={linkClass} onClick={onNavigate}>
      {label}
    </Link>
  );
  const firstTouchpoint = data.touchpointPublicIds?.[0];
  return (
    <div className="space-y-1">
      <p
        className={cn('text-sm', companyId ? 'text-emerald-800 dark:text-emerald-300' : mutedClass)}
        aria-live="polite"
      >
        {earlier}
        {companyId
          ? doneWords(data, values.data)
          : 'Done, but no company matched the sender, so nothing was added to a timeline.'}
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {kind === 'email' && companyId && companyId !== origin
          ? link(companyHref(companyId), `Filed under ${company.data?.name ?? 'its company'}`)
          : null}
        {firstTouchpoint ? link(sourceHref('touchpoint', firstTouchpoint), 'Open the update') : null}
        {kind === 'file' && companyId ? link(`${companyHref(companyId)}/touchpoints`, 'Open the timeline') : null}
        {link(sourceHref(kind, publicId), kind === 'email' ? 'Open the email' : 'Open the file')}
        {values.data && companyId
          ? link(`/review?companyPublicId=${encodeURIComponent(companyId)}`, 'Review the values')
          : null}
      </div>
    </div>
  );
}
