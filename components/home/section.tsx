import type { ReactNode } from 'react';

/** One block of the home page: a named region with its heading, an optional link beside it, and its content. */
export function HomeSection({
  id,
  title,
  description,
  action,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      data-section={id}
      className="grid content-start gap-3 rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-950"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="grid gap-0.5">
          <h2 id={headingId} className="text-lg font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
            {title}
          </h2>
          {description ? <p className="text-sm text-zinc-600 dark:text-zinc-400">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

export const linkClass =
  'font-medium text-zinc-900 underline-offset-4 hover:underline focus-visible:underline dark:text-zinc-50';
export const mutedClass = 'text-zinc-600 dark:text-zinc-400';
