'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { UploadRow } from './upload-row';
import { isFinished, uploadStore, useUploads, type UploadEntry } from './upload-store';

/**
 * Uploads, newest first, each with its live state. `only` picks the rows a
 * view shows (a company page: its own); "Clear finished" clears just those.
 */
export function UploadList({
  only,
  onNavigate,
  className,
}: {
  only?: (entry: UploadEntry) => boolean;
  /** Called when a row's link is followed (a dialog closes). */
  onNavigate?: () => void;
  className?: string;
}) {
  const id = useId();
  const shown = useUploads().filter((e) => !e.hidden && (only?.(e) ?? true));
  if (shown.length === 0) return null;
  const anyFinished = shown.some(isFinished);
  return (
    <div className={cn('space-y-1', className)}>
      <div className="flex items-center justify-between gap-2">
        <p id={`${id}-label`} className="text-sm font-semibold">
          Uploads
        </p>
        {anyFinished ? (
          <Button variant="ghost" size="sm" onClick={() => uploadStore.clearFinished(only)}>
            Clear finished
          </Button>
        ) : null}
      </div>
      <ul aria-labelledby={`${id}-label`} className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {shown.map((entry) => (
          <UploadRow key={entry.id} entry={entry} onNavigate={onNavigate} />
        ))}
      </ul>
    </div>
  );
}
