import { Progress } from '@/components/ui/progress';

/** What a value history shows until its series (or its code) has arrived. */
export function HistoryLoading() {
  return (
    <div role="status" className="flex h-48 flex-col items-center justify-center gap-2 text-sm">
      <Progress label="Loading value history" value={null} className="max-w-xs" />
    </div>
  );
}
