import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { QuotedText } from './quote';

/** A titled part of a source page: an `<h2>` and a region named by it. */
export function Section({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `source-${id}`;
  return (
    <section aria-labelledby={headingId} className={cn('space-y-3', className)}>
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

interface Field {
  label: string;
  value: ReactNode;
}

/** Label/value pairs; a field without a value is left out rather than shown empty. */
export function Fields({ fields }: { fields: Field[] }) {
  const shown = fields.filter((f) => f.value !== null && f.value !== undefined && f.value !== '');
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
      {shown.map((f) => (
        <div key={f.label} className="contents">
          <dt className="font-medium text-zinc-600 dark:text-zinc-400">{f.label}</dt>
          <dd className="min-w-0 break-words">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What an empty list says instead. */
export function Nothing({ children }: { children: ReactNode }) {
  return <p className="text-sm text-zinc-600 dark:text-zinc-400">{children}</p>;
}

/** Plain text kept as written: line breaks and spacing matter in emails and sheets. A quote in effect is marked. */
export function PlainText({ children, mono = false }: { children: string; mono?: boolean }) {
  return (
    <div
      className={cn(
        'rounded-md border border-zinc-200 bg-zinc-50 p-4 text-sm leading-6 break-words whitespace-pre-wrap dark:border-zinc-800 dark:bg-zinc-900',
        mono && 'font-mono',
      )}
    >
      <QuotedText text={children} />
    </div>
  );
}

export const linkClass = 'font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-400';

/** The shared Markdown styles stop at h3; nested headings (see nestHeadings) go deeper. */
export const nestedMarkdownClass = '[&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold';
