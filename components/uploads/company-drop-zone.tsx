'use client';

import { Upload } from 'lucide-react';
import { createContext, use, type ReactNode } from 'react';
import { useDropzone } from 'react-dropzone';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { INPUT_ACCEPT } from './rules';
import { UploadList } from './upload-list';
import { uploadStore, type UploadEntry } from './upload-store';

/** Opens the file picker of the company's drop zone; null outside one. */
const OpenPicker = createContext<(() => void) | null>(null);

/**
 * Files dropped anywhere on a company's pages upload to that company (an
 * email finds its own). The zone takes no clicks or keys itself: the Upload
 * button is the way in for keyboards, and clicks stay the page's.
 */
export function CompanyDropZone({
  companyId,
  companyName,
  className,
  children,
}: {
  companyId: string;
  companyName: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const dropzone = useDropzone({
    onDrop: (files) => uploadStore.add(files, { companyPublicId: companyId, companyName, origin: companyId }),
    noClick: true,
    noKeyboard: true,
    // Pasting an image into a note must not upload it.
    noPaste: true,
    useFsAccessApi: false,
  });
  const name = companyName ?? 'this company';
  return (
    <OpenPicker value={dropzone.open}>
      <div {...dropzone.getRootProps({ className: cn('relative', className) })}>
        <input {...dropzone.getInputProps({ accept: INPUT_ACCEPT, 'aria-label': `Files to upload to ${name}` })} />
        {children}
        {dropzone.isDragActive ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -inset-2 z-20 flex items-start justify-center rounded-lg border-2 border-dashed border-zinc-900 bg-white/85 pt-32 dark:border-zinc-100 dark:bg-zinc-950/85"
          >
            <p className="flex items-center gap-2 text-lg font-medium">
              <Upload aria-hidden="true" className="size-5" />
              Drop to upload to {name}
            </p>
          </div>
        ) : null}
      </div>
    </OpenPicker>
  );
}

/** "Upload files" for the company page's header: the drop zone's picker, for those who cannot drag. */
export function CompanyUploadButton() {
  const open = use(OpenPicker);
  if (!open) return null;
  return (
    <Button variant="outline" size="sm" onClick={open} title="Or drop files anywhere on this page">
      <Upload aria-hidden="true" />
      Upload files
    </Button>
  );
}

/** The uploads made on this company's pages, or to it from the shell's dialog. */
export function CompanyUploads({ companyId }: { companyId: string }) {
  const ours = (e: UploadEntry) => e.origin === companyId || e.companyPublicId === companyId;
  return <UploadList only={ours} className="rounded-lg border border-zinc-200 px-4 py-2 dark:border-zinc-800" />;
}
