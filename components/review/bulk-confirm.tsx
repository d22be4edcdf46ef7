'use client';

import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { forEachBounded } from '@/components/funds/bulk';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { errorMessage } from '@/lib/console/client';
import { reviewValue, type QueueValue } from '@/lib/console/query-options/review';
import { plural } from '@/lib/format/dates';
import { valueName, valueText } from './format';

/** Few enough not to crowd out the reviewer's own actions or the rate limit. */
const CONCURRENCY = 4;

interface Failure {
  item: QueueValue;
  message: string;
}

type Run =
  | { state: 'idle' }
  | { state: 'running'; done: number; total: number }
  | { state: 'done'; failures: Failure[]; saved: number };

/**
 * Confirms the selected values at once: no undo window (the reviewer chose
 * them one by one), a bounded number in flight, progress as they go, and
 * every value that was not saved named with the reason.
 */
export function BulkConfirm({
  selected,
  onSaved,
  onClear,
}: {
  selected: readonly QueueValue[];
  onSaved: (publicIds: string[]) => void;
  onClear: () => void;
}) {
  const [run, setRun] = useState<Run>({ state: 'idle' });

  const start = async () => {
    const items = [...selected];
    const saved: string[] = [];
    const failures: Failure[] = [];
    let done = 0;
    setRun({ state: 'running', done, total: items.length });
    await forEachBounded(items, CONCURRENCY, async (item) => {
      const outcome = await reviewValue(item, { status: 'confirmed' });
      if (outcome.kind === 'saved') saved.push(item.publicId);
      else {
        const message =
          outcome.kind === 'conflict'
            ? `Changed by someone else meanwhile; it now reads ${valueText(outcome.current)}. Not saved.`
            : errorMessage(outcome.error);
        failures.push({ item, message });
      }
      done += 1;
      setRun({ state: 'running', done, total: items.length });
    });
    onSaved(saved);
    setRun({ state: 'done', failures, saved: saved.length });
  };

  if (run.state === 'running') {
    return (
      <div className="space-y-1.5 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800" aria-live="polite">
        <p className="text-sm font-medium">
          Confirming {run.done} of {run.total}…
        </p>
        <Progress value={(run.done / run.total) * 100} label="Bulk confirm progress" />
      </div>
    );
  }
  return (
    <div className="space-y-2">
      {run.state === 'done' ? (
        <div role="status" className="space-y-1 rounded-lg border border-zinc-200 p-3 text-sm dark:border-zinc-800">
          <p className="font-medium">
            {plural(run.saved, 'value')} confirmed
            {run.failures.length > 0 ? `; ${plural(run.failures.length, 'value')} not saved` : ''}.
          </p>
          {run.failures.length > 0 ? (
            <ul aria-label="Not saved" className="list-disc pl-5 text-red-800 dark:text-red-300">
              {run.failures.map((f) => (
                <li key={f.item.publicId}>
                  {valueName(f.item)} ({valueText(f.item)}): {f.message}
                </li>
              ))}
            </ul>
          ) : null}
          <Button variant="ghost" size="sm" onClick={() => setRun({ state: 'idle' })}>
            Dismiss
          </Button>
        </div>
      ) : null}
      {selected.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium tabular-nums">{selected.length} selected</span>
          <Button size="sm" onClick={() => void start()}>
            <CheckCheck aria-hidden="true" />
            Confirm {plural(selected.length, 'value')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onClear}>
            Clear selection
          </Button>
        </div>
      ) : null}
    </div>
  );
}
