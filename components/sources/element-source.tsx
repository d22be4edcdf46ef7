import Link from 'next/link';
import type { ElementSource } from '@/lib/sources/element.queries';
import { companyHref, sourceHref } from '@/lib/sources/links';
import { DateTime, elementName, emailTitle, humanize } from './format';
import { CompanyLink } from './grouping-touchpoints';
import { SourceHeader, type Crumb } from './source-header';
import { Fields, linkClass, Nothing, PlainText, Section } from './section';
import { SheetTable } from './sheet-table';

export function ElementSourceView({ element }: { element: ElementSource }) {
  const { file } = element;
  const crumbs: Crumb[] = [];
  if (element.company) crumbs.push({ href: companyHref(element.company.publicId), label: element.company.name });
  if (element.email) {
    crumbs.push({ href: sourceHref('email', element.email.publicId), label: emailTitle(element.email.subject) });
  }
  crumbs.push({ href: sourceHref('file', file.publicId), label: file.name });
  return (
    <article className="space-y-8">
      <SourceHeader type="element" title={elementName(element)} crumbs={crumbs} />
      <Section id="details" title="Details">
        <Fields
          fields={[
            { label: 'Label', value: element.label ?? 'No label' },
            { label: 'Kind', value: humanize(element.kind) },
            {
              label: 'Index',
              value: `${element.index} (${humanize(element.kind)} ${element.index + 1} of the file)`,
            },
            {
              label: 'File',
              value: (
                <Link href={sourceHref('file', file.publicId)} className={linkClass}>
                  {file.name}
                </Link>
              ),
            },
            { label: 'Date', value: file.occurredAt ? <DateTime iso={file.occurredAt} /> : null },
            { label: 'Company', value: element.company && <CompanyLink company={element.company} /> },
          ]}
        />
      </Section>
      <Section id="content" title="Content">
        {element.rows && element.rows.length > 0 ? (
          <SheetTable rows={element.rows} />
        ) : element.content.trim() ? (
          // Tabs are sheet data whose columns only line up in a fixed-width font.
          <PlainText mono={element.kind === 'tab'}>{element.content}</PlainText>
        ) : (
          <Nothing>This section has no text.</Nothing>
        )}
      </Section>
    </article>
  );
}
