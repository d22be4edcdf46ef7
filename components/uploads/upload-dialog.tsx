'use client';

import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { CompanyPicker } from '@/components/trackers/values/company-picker';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { INPUT_ACCEPT } from './rules';
import { UploadList } from './upload-list';
import { uploadStore } from './upload-store';

interface Chosen {
  publicId: string;
  name: string | undefined;
}

/** The shell's upload box: emails need no company, other files go to the one picked here. */
export function UploadDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [company, setCompany] = useState<Chosen | undefined>();
  const dropzone = useDropzone({
    onDrop: (files) => uploadStore.add(files, { companyPublicId: company?.publicId, companyName: company?.name }),
    // Checked by the upload list, which says why a file is refused; the picker's filter is only a hint.
    noClick: true,
    noKeyboard: true,
    useFsAccessApi: false,
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Upload</DialogTitle>
          <DialogDescription>
            Emails (.eml) find their company by themselves. Other files (PDF, Excel, CSV, Word, PowerPoint, text or
            Markdown) go to the company you choose. Up to 25 MB each.
          </DialogDescription>
        </DialogHeader>
        <CompanyPicker
          value={company?.publicId}
          valueName={company?.name}
          placeholder="Choose a company"
          onChange={(publicId, name) => setCompany(publicId ? { publicId, name } : undefined)}
        />
        <div
          {...dropzone.getRootProps({
            className: cn(
              'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-zinc-300 p-6 text-center dark:border-zinc-700',
              dropzone.isDragActive && 'border-zinc-900 bg-zinc-50 dark:border-zinc-100 dark:bg-zinc-900',
            ),
          })}
        >
          <input {...dropzone.getInputProps({ accept: INPUT_ACCEPT, 'aria-label': 'Files to upload' })} />
          <Upload aria-hidden="true" className="size-8 text-zinc-600 dark:text-zinc-400" />
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            {dropzone.isDragActive ? 'Drop to upload' : 'Drop files here, or'}
          </p>
          <Button variant="outline" onClick={dropzone.open}>
            Choose files
          </Button>
        </div>
        <UploadList onNavigate={() => onOpenChange(false)} className="max-h-80 overflow-y-auto" />
      </DialogContent>
    </Dialog>
  );
}
