import { Skeleton } from '@/components/ui/skeleton';

/** The shape of a few month headers and cards, shown while the first page loads. */
export function TimelineSkeleton({ cards = 3 }: { cards?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label="Loading touchpoints" className="space-y-4">
      <Skeleton className="h-5 w-32" />
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className="space-y-3 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <div className="flex gap-2">
            <Skeleton className="h-5 w-28" />
            <Skeleton className="h-5 w-20" />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        </div>
      ))}
    </div>
  );
}
