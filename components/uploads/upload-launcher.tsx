'use client';

import { Upload } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useUploads } from './upload-store';
import { UploadWatcher } from './upload-watcher';

const UploadDialog = lazy(() => import('./upload-dialog').then((m) => ({ default: m.UploadDialog })));

/** The shell's "Upload" button and the dialog it opens; also watches the tab's uploads until they are read. */
export function UploadLauncher() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so its code (and react-dropzone's) loads only then.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const active = useUploads().filter(
    (e) => e.phase === 'waiting' || e.phase === 'uploading' || (e.phase === 'sent' && !e.settled),
  ).length;

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        // The name holds the visible text ("Upload", the count), as label-content-name-mismatch asks.
        aria-label={active ? `Upload, ${active} in progress` : 'Upload'}
        className="gap-2 text-zinc-600 dark:text-zinc-400"
      >
        <Upload className="size-4" aria-hidden />
        <span className="hidden md:inline">Upload</span>
        {active ? (
          <span
            aria-hidden="true"
            className="rounded-full bg-zinc-900 px-1.5 text-xs text-zinc-50 tabular-nums dark:bg-zinc-50 dark:text-zinc-900"
          >
            {active}
          </span>
        ) : null}
      </Button>
      <UploadWatcher />
      {opened ? (
        <Suspense fallback={null}>
          <UploadDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
