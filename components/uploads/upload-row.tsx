'use client';

import { FileSpreadsheet, FileText, Mail, Presentation, RotateCw, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { extensionOf, formatSize } from './rules';
import { UploadOutcome } from './upload-outcome';
import { uploadStore, type UploadEntry } from './upload-store';

const mutedClass = 'text-sm text-zinc-600 dark:text-zinc-400';
const failedClass = 'text-sm text-red-800 dark:text-red-300';

function TypeIcon({ name }: { name: string }) {
  const ext = extensionOf(name);
  const className = 'mt-0.5 size-5 shrink-0 text-zinc-600 dark:text-zinc-400';
  if (ext === 'eml') return <Mail aria-hidden="true" className={className} />;
  if (ext === 'xlsx' || ext === 'csv') return <FileSpreadsheet aria-hidden="true" className={className} />;
  if (ext === 'pptx') return <Presentation aria-hidden="true" className={className} />;
  return <FileText aria-hidden="true" className={className} />;
}

/** What is happening to the upload, in words, before the API has it. */
function SendingState({ entry }: { entry: UploadEntry }): ReactNode {
  switch (entry.phase) {
    case 'refused':
      return <p className={failedClass}>Not sent: {entry.reason}</p>;
    case 'waiting':
      return <p className={mutedClass}>Waiting to upload…</p>;
    case 'uploading': {
      const percent = Math.round(entry.progress * 100);
      return (
        <div className="space-y-1">
          <Progress value={percent} label={`Uploading ${entry.name}`} />
          <p className={mutedClass}>
            Uploading… <span aria-hidden="true">{percent}%</span>
          </p>
        </div>
      );
    }
    case 'interrupted':
      return <p className={failedClass}>Upload failed: {entry.reason}</p>;
    case 'rejected':
      return <p className={failedClass}>Not taken: {entry.reason}</p>;
    case 'cancelled':
      return <p className={mutedClass}>Cancelled.</p>;
    case 'sent':
      return null;
  }
}

/** One file in the upload list: name, size and type, then its upload and processing state, with what to do next. */
export function UploadRow({ entry, onNavigate }: { entry: UploadEntry; onNavigate?: () => void }) {
  const meta = [entry.typeLabel, formatSize(entry.size), entry.companyName ? `to ${entry.companyName}` : undefined]
    .filter(Boolean)
    .join(' · ');
  const busy = entry.phase === 'waiting' || entry.phase === 'uploading';
  const canRetry = entry.phase === 'interrupted' || entry.phase === 'cancelled';
  return (
    <li className="flex items-start gap-3 py-3" data-upload-phase={entry.phase}>
      <TypeIcon name={entry.name} />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="truncate text-sm font-medium" title={entry.name}>
          {entry.name}
        </p>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">{meta}</p>
        <div aria-live="polite">
          <SendingState entry={entry} />
        </div>
        {entry.phase === 'sent' && entry.kind && entry.publicId ? (
          <UploadOutcome
            kind={entry.kind}
            publicId={entry.publicId}
            duplicate={entry.duplicate}
            origin={entry.origin}
            onNavigate={onNavigate}
          />
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {canRetry ? (
          <Button variant="outline" size="sm" onClick={() => uploadStore.retry(entry.id)}>
            <RotateCw aria-hidden="true" />
            Retry<span className="sr-only"> {entry.name}</span>
          </Button>
        ) : null}
        {busy ? (
          <Button variant="ghost" size="sm" onClick={() => uploadStore.cancel(entry.id)}>
            Cancel<span className="sr-only"> uploading {entry.name}</span>
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Remove ${entry.name} from the list`}
            onClick={() => uploadStore.dismiss(entry.id)}
          >
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
    </li>
  );
}
