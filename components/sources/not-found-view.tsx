import Link from 'next/link';
import { FileQuestion } from 'lucide-react';
import { linkClass } from './section';

/** A permalink that names nothing this workspace can show. */
export function SourceNotFound() {
  return (
    <div className="mx-auto max-w-xl space-y-3 py-12 text-center">
      <FileQuestion className="mx-auto size-10 text-zinc-600 dark:text-zinc-400" aria-hidden="true" />
      <h1 className="text-2xl font-semibold tracking-tight">Source not found</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        There is no such source in this workspace. The link may be mistyped, or the item (or its company) may have been
        deleted.
      </p>
      <p className="text-sm">
        <Link href="/companies" className={linkClass}>
          Back to companies
        </Link>
      </p>
    </div>
  );
}
