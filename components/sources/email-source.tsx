import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import type { EmailSource } from '@/lib/sources/email.queries';
import { companyHref, sourceHref } from '@/lib/sources/links';
import { DateTime, emailTitle } from './format';
import { CompanyLink, GroupingTouchpoints } from './grouping-touchpoints';
import { SourceHeader } from './source-header';
import { EmailBody } from './email-body';
import { QuotedText } from './quote';
import { Fields, linkClass, Nothing, Section } from './section';

const address = (name: string | null, email: string) => (name ? `${name} <${email}>` : email);

export function EmailSourceView({ email }: { email: EmailSource }) {
  const crumbs = email.company ? [{ href: companyHref(email.company.publicId), label: email.company.name }] : [];
  return (
    <article className="space-y-8">
      <SourceHeader type="email" title={<QuotedText text={emailTitle(email.subject)} />} crumbs={crumbs} />
      <Section id="details" title="Details">
        <Fields
          fields={[
            { label: 'From', value: address(email.fromName, email.fromEmail) },
            { label: 'To', value: email.to.join(', ') || 'No recipients' },
            { label: 'Cc', value: email.cc.join(', ') },
            { label: 'Sent', value: <DateTime iso={email.sentAt} withTime /> },
            { label: 'Company', value: email.company && <CompanyLink company={email.company} /> },
            {
              label: 'Stored with changes',
              value:
                email.intakeNotes.length > 0 ? (
                  <ul className="list-disc space-y-1 pl-5">
                    {email.intakeNotes.map((note) => (
                      <li key={note}>{note}</li>
                    ))}
                  </ul>
                ) : undefined,
            },
          ]}
        />
      </Section>
      <Section id="body" title="Message">
        <EmailBody text={email.body} html={email.html} />
      </Section>
      <Section id="attachments" title="Attachments">
        {email.files.length === 0 ? (
          <Nothing>No attachments.</Nothing>
        ) : (
          <ul className="space-y-2 text-sm">
            {email.files.map((f) => (
              <li key={f.publicId} className="flex items-center gap-2">
                <Link href={sourceHref('file', f.publicId)} className={linkClass}>
                  {f.name}
                </Link>
                <Badge variant="secondary">{f.extension.toUpperCase()}</Badge>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <GroupingTouchpoints touchpoints={email.touchpoints} />
    </article>
  );
}
