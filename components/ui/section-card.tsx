import type { ReactNode } from 'react';

export const linkClass =
  'font-medium text-zinc-900 underline-offset-4 hover:underline focus-visible:underline dark:text-zinc-50';
export const mutedClass = 'text-zinc-600 dark:text-zinc-400';

/** A named region of a dashboard-like page (home, company brief): heading, optional link beside it, content. */
export function SectionCard({
  id,
  headingId,
  title,
  description,
  action,
  size = 'lg',
  children,
}: {
  id: string;
  headingId: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  size?: 'base' | 'lg';
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      data-section={id}
      className="grid content-start gap-3 rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-950"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="grid gap-0.5">
          <h2
            id={headingId}
            className={`${size === 'lg' ? 'text-lg' : 'text-base'} font-semibold tracking-tight text-zinc-900 dark:text-zinc-50`}
          >
            {title}
          </h2>
          {description ? <p className={`text-sm ${mutedClass}`}>{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
