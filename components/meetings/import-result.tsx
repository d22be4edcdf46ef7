'use client';

import { CircleCheck, Copy, RefreshCw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import type { MeetingImportResult } from '@/lib/console/query-options/meetings';

export interface ImportOutcome extends MeetingImportResult {
  at: Date;
  title?: string;
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Meeting id copied', variant: 'success' });
  } catch {
    toast({ title: 'Could not copy', description: 'Select the id and copy it by hand.', variant: 'destructive' });
  }
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
          <p className="text-zinc-600 dark:text-zinc-400">Nothing imported yet in this session.</p>
        ) : (
          <div className="grid gap-3">
            <p className="flex flex-wrap items-center gap-2">
              {outcome.created ? (
                <Badge variant="success">
                  <CircleCheck aria-hidden="true" />
                  Created
                </Badge>
              ) : (
                <Badge variant="secondary">
                  <RefreshCw aria-hidden="true" />
                  Updated
                </Badge>
              )}
              <span className="text-zinc-600 dark:text-zinc-400">
                {outcome.created
                  ? `A new meeting was created (HTTP ${outcome.status}).`
                  : `The meeting with this provider and note id was updated (HTTP ${outcome.status}).`}
              </span>
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-zinc-600 dark:text-zinc-400">Meeting id</dt>
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
              {outcome.title ? (
                <>
                  <dt className="text-zinc-600 dark:text-zinc-400">Title</dt>
                  <dd className="break-words">{outcome.title}</dd>
                </>
              ) : null}
              <dt className="text-zinc-600 dark:text-zinc-400">At</dt>
              <dd>
                <time dateTime={outcome.at.toISOString()}>{timeFormat.format(outcome.at)}</time>
              </dd>
            </dl>
          </div>
        )}
      </div>
    </section>
  );
}
