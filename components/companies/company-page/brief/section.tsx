import type { ComponentProps, ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { SectionCard } from '@/components/ui/section-card';
import { EmptyState, ErrorState } from '@/components/ui/states';

export { linkClass, mutedClass } from '@/components/ui/section-card';

/** One block of the brief. */
export function BriefSection(props: Omit<ComponentProps<typeof SectionCard>, 'headingId' | 'size'>) {
  return <SectionCard {...props} headingId={`brief-${props.id}-heading`} size="base" />;
}

/** A section's own loading state, named for what it waits for. */
export function SectionSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="space-y-2">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="space-y-1.5">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      ))}
    </div>
  );
}

export function SectionError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return <ErrorState title={title} error={error} onRetry={onRetry} className="p-4" />;
}

export function SectionEmpty({
  title,
  description,
  icon,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
}) {
  return <EmptyState title={title} description={description} icon={icon} className="p-4" />;
}
