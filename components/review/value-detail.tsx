'use client';

import { Check, PencilLine, TriangleAlert, X } from 'lucide-react';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Kbd } from '@/components/ui/kbd';
import { formatDate, formatDateTime, periodLabel, STATUS_LABELS } from '@/components/trackers/format';
import { useReaderTimeZone } from '@/lib/hooks/use-reader-time-zone';
import type { QueueValue } from '@/lib/console/query-options/review';
import { companyHref } from '@/lib/sources/links';
import { actionNoun, valueText } from './format';
import type { Conflict } from './use-review-actions';

function ConflictNotice({ conflict }: { conflict: Conflict }) {
  return (
    <div
      role="alert"
      className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        Someone else changed this value while you were reviewing it. It now reads{' '}
        <strong>{valueText(conflict.current)}</strong> ({STATUS_LABELS[conflict.current.status]}). Your{' '}
        {actionNoun(conflict.body)} was not saved; review it again.
      </p>
    </div>
  );
}

/** The value on show: what was read, from where, and the three review actions. */
export function ValueDetail({
  item,
  conflict,
  onConfirm,
  onReject,
  onCorrect,
}: {
  item: QueueValue;
  conflict: Conflict | undefined;
  onConfirm: () => void;
  onReject: () => void;
  onCorrect: () => void;
}) {
  const timeZone = useReaderTimeZone();
  return (
    <section aria-labelledby="review-value-heading" className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            <Link href={companyHref(item.companyPublicId)} className="font-medium hover:underline">
              {item.companyName}
            </Link>{' '}
            ·{' '}
            <Link href={`/trackers/${encodeURIComponent(item.trackerPublicId)}`} className="hover:underline">
              {item.trackerName}
            </Link>
          </p>
          <h2 id="review-value-heading" className="text-2xl font-semibold tracking-tight tabular-nums">
            {valueText(item)}
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
            <span>
              For <time dateTime={item.effectiveAt}>{formatDate(item.effectiveAt)}</time>
            </span>
            {item.period ? <Badge variant="outline">{periodLabel(item.period)}</Badge> : null}
            <Badge variant="secondary">{STATUS_LABELS[item.status]}</Badge>
          </p>
          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            Reported <time dateTime={item.reportedAt}>{formatDateTime(item.reportedAt, timeZone)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Review actions">
          <Button onClick={onConfirm} aria-keyshortcuts="c">
            <Check aria-hidden="true" />
            Confirm <Kbd aria-hidden="true">c</Kbd>
          </Button>
          <Button variant="outline" onClick={onReject} aria-keyshortcuts="r">
            <X aria-hidden="true" />
            Reject <Kbd aria-hidden="true">r</Kbd>
          </Button>
          <Button variant="outline" onClick={onCorrect} aria-keyshortcuts="e">
            <PencilLine aria-hidden="true" />
            Correct <Kbd aria-hidden="true">e</Kbd>
          </Button>
        </div>
      </div>
      {conflict ? <ConflictNotice conflict={conflict} /> : null}
      {item.note ? (
        <blockquote className="border-l-4 border-amber-300 pl-3 text-sm text-zinc-800 italic dark:border-amber-700 dark:text-zinc-200">
          “{item.note}”
        </blockquote>
      ) : null}
    </section>
  );
}
