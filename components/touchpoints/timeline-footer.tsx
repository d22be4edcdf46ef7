import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/states';
import { plural } from '@/lib/format/dates';

interface TimelineFooterProps {
  count: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  error: unknown;
  onLoadMore: () => void;
}

/** Below the list: progress of the next page, its failure, or the end of the timeline. */
export function TimelineFooter({ count, hasNextPage, isFetchingNextPage, error, onLoadMore }: TimelineFooterProps) {
  if (isFetchingNextPage) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-zinc-600 dark:text-zinc-400">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        Loading more…
      </p>
    );
  }
  if (error) {
    return <ErrorState className="my-4" title="Could not load more touchpoints" error={error} onRetry={onLoadMore} />;
  }
  if (hasNextPage) {
    // Scrolling loads more on its own; the button is for keyboards and assistive technology.
    return (
      <div className="flex justify-center py-6">
        <Button variant="outline" size="sm" onClick={onLoadMore}>
          Load more
        </Button>
      </div>
    );
  }
  return (
    <p className="flex items-center gap-3 py-6 text-sm text-zinc-600 dark:text-zinc-400">
      <span aria-hidden="true" className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
      End of the timeline · {plural(count, 'touchpoint')}
      <span aria-hidden="true" className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
    </p>
  );
}
