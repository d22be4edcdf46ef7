import { LazyMarkdown } from '@/components/markdown/lazy-markdown';
import { companyHref } from '@/lib/sources/links';
import type { NoteSource } from '@/lib/sources/note.queries';
import { nestHeadings } from './nest-headings';
import { TopicList } from '@/components/topics/topic-list';
import { DateTime } from './format';
import { CompanyLink, GroupingTouchpoints } from './grouping-touchpoints';
import { SourceHeader } from './source-header';
import { Fields, nestedMarkdownClass, Nothing, Section } from './section';

export function NoteSourceView({ note }: { note: NoteSource }) {
  const crumbs = note.company ? [{ href: companyHref(note.company.publicId), label: note.company.name }] : [];
  return (
    <article className="space-y-8">
      <SourceHeader type="note" title={`Note by ${note.author}`} crumbs={crumbs} />
      <Section id="details" title="Details">
        <Fields
          fields={[
            { label: 'Author', value: note.author },
            { label: 'Date', value: <DateTime iso={note.occurredAt} /> },
            {
              label: 'Topics',
              value: note.topics.length > 0 ? <TopicList topics={note.topics} /> : 'None',
            },
            {
              label: 'About',
              value: note.person ? [note.person.name, note.person.title].filter(Boolean).join(', ') : null,
            },
            { label: 'Company', value: note.company && <CompanyLink company={note.company} /> },
            { label: 'Last edited', value: <DateTime iso={note.updatedAt} withTime /> },
          ]}
        />
      </Section>
      <Section id="content" title="Content">
        {note.content.trim() ? (
          <LazyMarkdown className={nestedMarkdownClass}>{nestHeadings(note.content, 2)}</LazyMarkdown>
        ) : (
          <Nothing>The note is empty.</Nothing>
        )}
      </Section>
      <GroupingTouchpoints touchpoints={note.touchpoints} />
    </article>
  );
}
