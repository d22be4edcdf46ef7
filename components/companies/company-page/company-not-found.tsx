import { ArrowLeft, Building2 } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';

/** Shown for an unknown or deleted company id, from the layout or the segment's not-found file. */
export function CompanyNotFound() {
  return (
    <section
      aria-labelledby="company-not-found-title"
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-zinc-300 p-10 text-center dark:border-zinc-700"
    >
      <Building2 aria-hidden="true" className="size-8 text-zinc-600 dark:text-zinc-400" />
      <h1 id="company-not-found-title" className="text-xl font-semibold">
        Company not found
      </h1>
      <p className="max-w-md text-sm text-zinc-600 dark:text-zinc-400">
        There is no company at this address. It may have been deleted, or the link may be mistyped.
      </p>
      <Button asChild variant="outline">
        <Link href="/companies">
          <ArrowLeft aria-hidden="true" />
          Back to companies
        </Link>
      </Button>
    </section>
  );
}
