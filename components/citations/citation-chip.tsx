import { ExternalLink } from 'lucide-react';
import type { Citation } from '@/lib/schemas/touchpoint';
import { cn } from '@/lib/utils';
import { describeSource, parentPreposition } from './citation-display';
import { citationHref } from './citation-href';

/**
 * One citation as a link to its source, opening in a new tab so the reader
 * keeps their place. With `quote` (the passage the claim rests on) the source
 * page marks that passage and scrolls to it. The one citation style of the
 * console: timeline, source pages, review queue and tracker charts.
 */
function CitationChip({
  citation,
  quote,
  className,
}: {
  citation: Citation;
  quote?: string | null;
  className?: string;
}) {
  const { icon: Icon, kind, text, detail } = describeSource(citation);
  const parent = citation.parent ? describeSource(citation.parent) : undefined;
  const ParentIcon = parent?.icon;
  const full = [kind, text, detail, parent && citation.parent && `${parentPreposition(citation.parent)} ${parent.text}`]
    .filter(Boolean)
    .join(' ');
  return (
    <a
      href={citationHref(citation, quote)}
      target="_blank"
      rel="noopener noreferrer"
      title={full}
      data-citation-type={citation.type}
      className={cn(
        'inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-md border border-zinc-300 bg-white px-2 py-1 text-xs text-zinc-900',
        'hover:border-zinc-400 hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-zinc-950 focus-visible:outline-none',
        'dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-50 dark:hover:bg-zinc-900 dark:focus-visible:ring-zinc-300',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="shrink-0 font-medium text-zinc-600 dark:text-zinc-400">{kind}</span>
      <span className="min-w-0 truncate">{text}</span>
      {detail ? <span className="shrink-0 text-zinc-600 tabular-nums dark:text-zinc-400">{detail}</span> : null}
      {parent && ParentIcon && citation.parent ? (
        <span className="flex min-w-0 items-center gap-1 text-zinc-600 dark:text-zinc-400">
          <span className="shrink-0">{parentPreposition(citation.parent)}</span>
          <ParentIcon aria-hidden="true" className="size-3 shrink-0" />
          <span className="sr-only">{parent.kind}</span>
          <span className="min-w-0 truncate">{parent.text}</span>
        </span>
      ) : null}
      <ExternalLink aria-hidden="true" className="size-3 shrink-0 opacity-70" />
      <span className="sr-only">
        {quote?.trim() ? '(opens in a new tab, with the quote marked)' : '(opens in a new tab)'}
      </span>
    </a>
  );
}

/**
 * A row of chips; renders nothing for an empty list (a citation to a deleted
 * item is dropped by the API). A citation's own `quote` (the passage the API
 * says it rests on) wins over the list's.
 */
export function CitationList({
  citations,
  quote,
  label = 'Sources',
  className,
}: {
  citations: readonly Citation[];
  /** The passage every citation supports, such as a tracker value's note. */
  quote?: string | null;
  label?: string;
  className?: string;
}) {
  if (citations.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {citations.map((citation, i) => (
        <li key={`${citation.type}-${citation.publicId}-${i}`} className="max-w-full min-w-0">
          <CitationChip citation={citation} quote={citation.quote ?? quote} />
        </li>
      ))}
    </ul>
  );
}
