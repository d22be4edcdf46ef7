import { companyHref } from '@/lib/sources/links';
import type { TouchpointSource } from '@/lib/sources/touchpoint.queries';
import { TopicList } from '@/components/topics/topic-list';
import { DateTime, touchpointTitle } from './format';
import { CompanyLink } from './grouping-touchpoints';
import { InsightGroupsSection } from './insight-groups';
import { SourceHeader } from './source-header';
import { Fields, Section } from './section';
import { TouchpointItemsSection } from './touchpoint-items';

export function TouchpointSourceView({ touchpoint }: { touchpoint: TouchpointSource }) {
  const { company } = touchpoint;
  return (
    <article className="space-y-8">
      <SourceHeader
        type="touchpoint"
        title={touchpointTitle(touchpoint.headline)}
        crumbs={[{ href: companyHref(company.publicId), label: company.name }]}
      >
        {touchpoint.snippet ? <p className="max-w-3xl text-zinc-700 dark:text-zinc-300">{touchpoint.snippet}</p> : null}
      </SourceHeader>
      <Section id="details" title="Details">
        <Fields
          fields={[
            { label: 'Date', value: <DateTime iso={touchpoint.occurredAt} /> },
            { label: 'Last updated', value: <DateTime iso={touchpoint.updatedAt} withTime /> },
            {
              label: 'Topics',
              value: touchpoint.topics.length > 0 ? <TopicList topics={touchpoint.topics} /> : 'None',
            },
            { label: 'Company', value: <CompanyLink company={company} /> },
          ]}
        />
      </Section>
      <TouchpointItemsSection items={touchpoint.items} />
      <InsightGroupsSection groups={touchpoint.insightGroups} />
    </article>
  );
}
