import Link from 'next/link';
import { isSourceType } from '@/lib/sources/types';
import { sourceHref } from '@/lib/sources/links';
import type { Citation } from '@/lib/schemas/touchpoint';
import { describeSource } from '@/components/citations/citation-display';
import { TYPE_LABELS } from './format';
import { linkClass } from './section';

/** What a citation is called on screen: the same fields its chip on the timeline shows. */
function citationLabel(c: Citation): string {
  const { text, detail } = describeSource(c);
  if (c.type === 'note') return c.author?.trim() ? `Note ${text}` : text;
  const own = detail ? `${text} ${detail}` : text;
  return c.type === 'element' && c.parent ? `${own} of ${describeSource(c.parent).text}` : own;
}

/**
 * A citation as a link to its source page. The path is rebuilt from type and
 * id, so it stays inside this console whatever base URL the permalink names.
 */
export function CitationLink({ citation }: { citation: Citation }) {
  const label = citationLabel(citation);
  const type = isSourceType(citation.type) ? citation.type : undefined;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
      <span className="text-xs font-medium text-zinc-600 uppercase dark:text-zinc-400">
        {type ? TYPE_LABELS[type] : citation.type}
      </span>
      {type ? (
        <Link href={sourceHref(type, citation.publicId)} className={linkClass}>
          {label}
        </Link>
      ) : (
        <span>{label}</span>
      )}
    </span>
  );
}
