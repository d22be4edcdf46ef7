'use client';

import { CircleCheck, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import type { FundStatus } from '@/lib/schemas/fund';
import { cn } from '@/lib/utils';
import { companiesLabel, progressPercent, type BulkProgress, type BulkResult } from './bulk';
import { STATUS_LABELS } from './status-labels';

export type BulkRun = { kind: 'status'; status: FundStatus } | { kind: 'remove' };

interface BulkReportProps {
  run: BulkRun;
  fundName: string;
  progress: BulkProgress;
  /** Absent while the run is going. */
  result?: BulkResult;
  onDismiss: () => void;
}

function runningLabel(run: BulkRun, total: number, fundName: string): string {
  return run.kind === 'status'
    ? `Setting ${companiesLabel(total)} to ${STATUS_LABELS[run.status]}`
    : `Removing ${companiesLabel(total)} from ${fundName}`;
}

function doneLabel(run: BulkRun, count: number, fundName: string): string {
  return run.kind === 'status'
    ? `${companiesLabel(count)} set to ${STATUS_LABELS[run.status]}.`
    : `${companiesLabel(count)} removed from ${fundName}.`;
}

/** Progress while a bulk change runs, then what it did: the failures by name, with the server's reason. */
export function BulkReport({ run, fundName, progress, result, onDismiss }: BulkReportProps) {
  const label = runningLabel(run, progress.total, fundName);
  const failed = result?.failed ?? [];
  return (
    <section
      aria-label="Bulk change"
      className={cn(
        'space-y-2 rounded-md border p-3 text-sm',
        failed.length > 0
          ? 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100'
          : 'border-zinc-200 dark:border-zinc-800',
      )}
    >
      <div className="flex items-center gap-3">
        <Progress label={label} value={progressPercent(progress)} className="flex-1" />
        <p className="shrink-0 tabular-nums">
          {progress.done} of {progress.total}
        </p>
      </div>
      {result === undefined ? (
        <p>{label}…</p>
      ) : failed.length === 0 ? (
        <div className="flex items-center gap-2">
          <CircleCheck aria-hidden="true" className="size-4 text-emerald-700 dark:text-emerald-400" />
          <p className="mr-auto" role="status">
            {doneLabel(run, result.succeeded.length, fundName)}
          </p>
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            Dismiss
          </Button>
        </div>
      ) : (
        <div role="alert" className="space-y-2">
          <div className="flex items-start gap-2">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-400" />
            <div className="mr-auto space-y-1">
              <p className="font-semibold">
                {failed.length} of {companiesLabel(progress.total)} not changed
              </p>
              {result.succeeded.length > 0 ? <p>{doneLabel(run, result.succeeded.length, fundName)}</p> : null}
            </div>
            <Button variant="outline" size="sm" onClick={onDismiss}>
              Dismiss
            </Button>
          </div>
          <ul aria-label="Companies not changed" className="max-h-60 list-disc space-y-1 overflow-y-auto pl-8">
            {failed.map(({ target, message }) => (
              <li key={target.publicId}>
                <span className="font-medium">{target.name}</span>: {message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
