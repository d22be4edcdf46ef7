import { Progress } from '@/components/ui/progress';
import { HISTORY_HEIGHT } from './dimensions';

/** What a value history shows until its series (or its code) has arrived. */
export function HistoryLoading() {
  return (
    <div
      role="status"
      className="flex flex-col items-center justify-center gap-2 text-sm"
      style={{ height: HISTORY_HEIGHT }}
    >
      <Progress label="Loading value history" value={null} className="max-w-xs" />
    </div>
  );
}
