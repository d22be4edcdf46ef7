import Link from 'next/link';
import { isSourceType } from '@/lib/sources/common';
import { sourceHref } from '@/lib/sources/links';
import type { Citation } from '@/lib/schemas/touchpoint';
import { emailTitle, TYPE_LABELS, touchpointTitle } from './format';
import { linkClass } from './section';

/** What a citation is called on screen, from the fields its type fills. */
export function citationLabel(c: Citation): string {
  switch (c.type) {
    case 'email':
      return emailTitle(c.subject ?? null);
    case 'file':
      return c.name ?? 'File';
    case 'element': {
      const part = c.label?.trim() || (c.index !== undefined ? `Section ${c.index + 1}` : 'Section');
      return c.parent?.name ? `${part} of ${c.parent.name}` : part;
    }
    case 'meeting':
      return c.title ?? 'Meeting';
    case 'note':
      return c.author ? `Note by ${c.author}` : 'Note';
    case 'touchpoint':
      return touchpointTitle(c.headline ?? null);
  }
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
