import Link from 'next/link';
import type { FileSource } from '@/lib/sources/file.queries';
import { companyHref, sourceHref } from '@/lib/sources/links';
import { DateTime, elementName, emailTitle, humanize } from './format';
import { CompanyLink, GroupingTouchpoints } from './grouping-touchpoints';
import { SourceHeader, type Crumb } from './source-header';
import { Fields, linkClass, Nothing, Section } from './section';

/** "Pages" when every section is a page, "Tabs" when every one is a tab, "Sections" otherwise. */
function sectionsTitle(kinds: string[]): string {
  const [first] = kinds;
  return first && kinds.every((k) => k === first) ? `${humanize(first)}s` : 'Sections';
}

export function FileSourceView({ file }: { file: FileSource }) {
  const crumbs: Crumb[] = [];
  if (file.company) crumbs.push({ href: companyHref(file.company.publicId), label: file.company.name });
  if (file.email)
    crumbs.push({ href: sourceHref('email', file.email.publicId), label: emailTitle(file.email.subject) });
  return (
    <article className="space-y-8">
      <SourceHeader type="file" title={file.name} crumbs={crumbs} />
      <Section id="details" title="Details">
        <Fields
          fields={[
            { label: 'Name', value: file.name },
            { label: 'Extension', value: file.extension },
            { label: 'Date', value: file.occurredAt ? <DateTime iso={file.occurredAt} /> : null },
            {
              label: 'Arrived on',
              value: file.email ? (
                <span>
                  <Link href={sourceHref('email', file.email.publicId)} className={linkClass}>
                    {emailTitle(file.email.subject)}
                  </Link>{' '}
                  <span className="text-zinc-600 dark:text-zinc-400">
                    (<DateTime iso={file.email.sentAt} />)
                  </span>
                </span>
              ) : (
                'No email on record'
              ),
            },
            { label: 'Company', value: file.company && <CompanyLink company={file.company} /> },
            {
              label: 'Download',
              value: file.downloadable ? (
                // A plain link: the proxy sends the bytes as an attachment.
                <a href={`/api/console/files/${file.publicId}/content`} className={linkClass} download>
                  {file.name}
                </a>
              ) : (
                'Not on record'
              ),
            },
            { label: 'Could not be read', value: file.error },
            { label: 'Read in part', value: file.truncated },
          ]}
        />
      </Section>
      <Section id="sections" title={sectionsTitle(file.elements.map((e) => e.kind))}>
        {file.elements.length === 0 ? (
          <Nothing>This file has no sections on record.</Nothing>
        ) : (
          <ol className="list-decimal space-y-1 pl-6 text-sm">
            {file.elements.map((e) => (
              <li key={e.publicId}>
                <Link href={sourceHref('element', e.publicId)} className={linkClass}>
                  {elementName(e)}
                </Link>
              </li>
            ))}
          </ol>
        )}
      </Section>
      <GroupingTouchpoints touchpoints={file.touchpoints} />
    </article>
  );
}
