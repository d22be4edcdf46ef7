'use client';

import { useRouter } from 'next/navigation';
import { startTransition } from 'react';
import { ErrorState } from '@/components/ui/states';

/**
 * The page reads the database on the server; Retry renders it again there
 * (refresh) and clears this boundary in the same transition.
 */
export default function SourceError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  return (
    <div className="mx-auto max-w-xl py-12">
      <h1 className="sr-only">Source unavailable</h1>
      <ErrorState
        title="The source could not be loaded"
        error={error}
        onRetry={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
      />
    </div>
  );
}
