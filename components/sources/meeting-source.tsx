import { LazyMarkdown } from '@/components/markdown/lazy-markdown';
import { companyHref } from '@/lib/sources/links';
import type { MeetingSource } from '@/lib/sources/meeting.queries';
import { nestHeadings } from './nest-headings';
import { ownTime } from '@/components/meetings/meeting-time';
import { DateTime, humanize } from './format';
import { CompanyLink, GroupingTouchpoints } from './grouping-touchpoints';
import { SourceHeader, type Crumb } from './source-header';
import { Fields, nestedMarkdownClass, Nothing, Section } from './section';

/** A meeting has no company of its own: it takes one only when its touchpoints agree on it. */
function companyOf(meeting: MeetingSource) {
  const companies = new Map(meeting.touchpoints.map((t) => [t.company.publicId, t.company]));
  return companies.size === 1 ? [...companies.values()][0] : undefined;
}

function person(name: string | null, email: string | null): string {
  if (name && email) return `${name} <${email}>`;
  return name ?? email ?? 'Unknown';
}

export function MeetingSourceView({ meeting }: { meeting: MeetingSource }) {
  const company = companyOf(meeting);
  const crumbs: Crumb[] = company ? [{ href: companyHref(company.publicId), label: company.name }] : [];
  return (
    <article className="space-y-8">
      <SourceHeader type="meeting" title={meeting.title} crumbs={crumbs} />
      <Section id="details" title="Details">
        <Fields
          fields={[
            {
              label: 'Time',
              value: meeting.ownTime ? (
                <time dateTime={meeting.time} title={meeting.time}>
                  {ownTime(meeting.ownTime)}
                </time>
              ) : (
                <DateTime iso={meeting.time} withTime />
              ),
            },
            { label: 'Calendar event', value: meeting.calendarEventTitle },
            { label: 'Recorded with', value: meeting.provider && humanize(meeting.provider) },
            {
              label: 'Recorded by',
              value:
                meeting.creatorName || meeting.creatorEmail ? person(meeting.creatorName, meeting.creatorEmail) : null,
            },
            { label: 'Owner', value: meeting.owner },
            { label: 'Company', value: company && <CompanyLink company={company} /> },
          ]}
        />
      </Section>
      <Section id="attendees" title="Attendees">
        {meeting.attendees.length === 0 ? (
          <Nothing>No attendees on record.</Nothing>
        ) : (
          <ul className="list-disc space-y-1 pl-6 text-sm">
            {meeting.attendees.map((a, i) => (
              <li key={`${i}-${a.email ?? a.name ?? ''}`}>{person(a.name, a.email)}</li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="notes" title="Notes">
        {meeting.notes ? (
          <LazyMarkdown className={nestedMarkdownClass}>{nestHeadings(meeting.notes, 2)}</LazyMarkdown>
        ) : (
          <Nothing>No notes were taken.</Nothing>
        )}
      </Section>
      <Section id="transcript" title="Transcript">
        {meeting.transcript ? (
          <LazyMarkdown className={nestedMarkdownClass}>{nestHeadings(meeting.transcript, 2)}</LazyMarkdown>
        ) : (
          <Nothing>No transcript.</Nothing>
        )}
      </Section>
      <GroupingTouchpoints touchpoints={meeting.touchpoints} />
    </article>
  );
}
