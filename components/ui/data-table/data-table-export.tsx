'use client';

import { Download, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/toast';
import { plural } from '@/lib/format/dates';
import { cn } from '@/lib/utils';
import { useCsvDownload, type CsvDownload } from './use-csv-download';

interface DataTableExportProps {
  /** From exportHref (lib/console/export/href.ts): the table and the filters it shows. */
  href: string;
  /** How many rows the export will hold, when the view knows (a fund's count): progress then reads "of N". */
  total?: number;
  /** What a row is, for the progress text: "company" → "1,200 companies". */
  noun?: string;
  nouns?: string;
  className?: string;
}

function showFailure(reason: string, retry: () => void) {
  toast({
    title: 'The export failed',
    description: reason,
    variant: 'destructive',
    action: { label: 'Retry', onClick: retry },
  });
}

function progressText(state: CsvDownload, total: number | undefined, one: string, many: string | undefined): string {
  switch (state.phase) {
    case 'running':
      return total !== undefined
        ? `Exporting… ${state.rows.toLocaleString('en-GB')} of ${plural(total, one, many)}`
        : `Exporting… ${plural(state.rows, one, many)}`;
    case 'done':
      return `Exported ${plural(state.rows, one, many)}`;
    case 'failed':
      return 'Export failed';
    case 'idle':
      return '';
  }
}

/**
 * Export CSV, for a table's toolbar: every row the filters select, on every
 * page, fetched as a stream. While it runs the button cancels it and the
 * rows so far show beside it; the file is saved when the last row is in.
 */
export function DataTableExport({ href, total, noun = 'row', nouns, className }: DataTableExportProps) {
  const { state, start, cancel } = useCsvDownload(href, showFailure);
  const running = state.phase === 'running';

  const text = progressText(state, total, noun, nouns);
  const percent = running && total ? (state.rows / total) * 100 : undefined;
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Button variant="outline" size="sm" onClick={running ? cancel : () => void start()}>
        {running ? <X aria-hidden="true" /> : <Download aria-hidden="true" />}
        {running ? 'Cancel export' : 'Export CSV'}
      </Button>
      {percent !== undefined ? <Progress value={percent} label="Export progress" className="w-24" /> : null}
      <span role="status" aria-atomic="true" className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
        {text}
      </span>
    </div>
  );
}
