'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { StickyNote } from 'lucide-react';
import Link from 'next/link';
import { authorName } from '@/components/notes/format';
import { noteListQuery } from '@/lib/console/query-options/notes';
import { formatDate } from '@/lib/format/dates';
import { useReaderTimeZone } from '@/lib/hooks/use-reader-time-zone';
import { sourceHref } from '@/lib/sources/links';
import { BRIEF_NOTES, firstPage } from './activity';
import { BriefSection, linkClass, mutedClass, SectionEmpty, SectionError, SectionSkeleton } from './section';

const EXCERPT_LENGTH = 140;

/** A note's opening words without Markdown marks: enough to recognise it. */
function excerpt(markdown: string): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    // Lines and paragraphs stay apart: a heading run into its first sentence reads as one.
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' · ');
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text || 'Empty note';
}

/** The latest notes: who wrote them, when, and how they open. */
export function NotesSection({ companyId }: { companyId: string }) {
  // The Notes tab's own first page: either page warms the other.
  const query = useInfiniteQuery(noteListQuery({ companyPublicId: companyId }));
  const timeZone = useReaderTimeZone();
  const notes = firstPage(query.data).slice(0, BRIEF_NOTES);

  let body;
  if (query.isPending) body = <SectionSkeleton label="Loading notes" />;
  else if (query.isError)
    body = <SectionError title="Could not load notes" error={query.error} onRetry={() => void query.refetch()} />;
  else if (notes.length === 0)
    body = (
      <SectionEmpty
        icon={<StickyNote className="size-6" />}
        title="No notes yet"
        description="Notes written on the Notes tab show here."
      />
    );
  else
    body = (
      <ol className="divide-y divide-zinc-100 dark:divide-zinc-800" aria-label="Latest notes, newest first">
        {notes.map((note) => (
          <li key={note.publicId} className="grid gap-0.5 py-2">
            <Link href={sourceHref('note', note.publicId)} className={`text-sm ${linkClass}`}>
              {excerpt(note.content)}
            </Link>
            <span className={`text-xs ${mutedClass}`}>
              {authorName(note)} · <time dateTime={note.occurredAt}>{formatDate(note.occurredAt, timeZone)}</time>
            </span>
          </li>
        ))}
      </ol>
    );

  return (
    <BriefSection
      id="notes"
      title="Latest notes"
      action={
        <Link href={`/companies/${companyId}/notes`} className={`text-sm ${linkClass}`}>
          All notes
        </Link>
      }
    >
      {body}
    </BriefSection>
  );
}
