import type { InsightGroup } from '@/lib/sources/touchpoint.queries';
import { CitationList } from '@/components/citations/citation-chip';
import { categoryLabel } from '@/lib/format/labels';
import { DateTime } from './format';
import { Nothing, Section } from './section';

/** Insights by category, each with the citations behind it. */
export function InsightGroupsSection({ groups }: { groups: InsightGroup[] }) {
  return (
    <Section id="insights" title="Insights">
      {groups.length === 0 ? (
        <Nothing>No insights were drawn from this touchpoint.</Nothing>
      ) : (
        <div className="space-y-6">
          {groups.map((group) => (
            <section key={group.category} aria-labelledby={`insights-${group.category}`} className="space-y-3">
              <h3 id={`insights-${group.category}`} className="text-base font-semibold">
                {categoryLabel(group.category)}
              </h3>
              <ul className="space-y-4">
                {group.insights.map((insight) => (
                  <li
                    key={insight.publicId}
                    className="space-y-2 rounded-md border border-zinc-200 p-4 text-sm dark:border-zinc-800"
                  >
                    <p className="leading-6">{insight.content}</p>
                    <p className="text-xs text-zinc-600 dark:text-zinc-400">
                      <DateTime iso={insight.occurredAt} />
                    </p>
                    {insight.citations.length === 0 ? (
                      <Nothing>No sources on record.</Nothing>
                    ) : (
                      <CitationList citations={insight.citations} />
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Section>
  );
}
