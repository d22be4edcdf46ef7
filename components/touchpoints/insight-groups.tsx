import { CitationList } from '@/components/citations/citation-chip';
import { INSIGHT_CATEGORIES } from '@/lib/schemas/values';
import type { Insight } from '@/lib/schemas/touchpoint';
import { categoryLabel } from '@/lib/format/labels';

interface Group {
  category: string;
  insights: Insight[];
}

const ORDER = new Map<string, number>(INSIGHT_CATEGORIES.map((c, i) => [c, i]));

/** Categories in the spec's order (unknown ones last); insights keep the API's order within each. */
function groupByCategory(insights: readonly Insight[]): Group[] {
  const groups = new Map<string, Insight[]>();
  for (const insight of insights) {
    const list = groups.get(insight.category);
    if (list) list.push(insight);
    else groups.set(insight.category, [insight]);
  }
  return [...groups]
    .map(([category, list]) => ({ category, insights: list }))
    .sort((a, b) => (ORDER.get(a.category) ?? ORDER.size) - (ORDER.get(b.category) ?? ORDER.size));
}

export function InsightGroups({ insights, idPrefix }: { insights: readonly Insight[]; idPrefix: string }) {
  if (insights.length === 0) {
    return <p className="text-sm text-zinc-600 dark:text-zinc-400">No insights.</p>;
  }
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {groupByCategory(insights).map((group) => {
        const headingId = `${idPrefix}-${group.category}`;
        return (
          // A group, not a <section>: named sections are landmarks, and a timeline would have hundreds.
          // min-w-0: a grid item is otherwise as wide as its longest word or chip, and the card cuts it.
          <div key={group.category} role="group" aria-labelledby={headingId} className="min-w-0">
            <h5
              id={headingId}
              className="mb-1 text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400"
            >
              {categoryLabel(group.category)}
            </h5>
            <ul className="space-y-2">
              {group.insights.map((insight) => (
                <li key={insight.publicId} className="space-y-1.5">
                  <p className="text-sm wrap-anywhere text-zinc-800 dark:text-zinc-200">{insight.content}</p>
                  <CitationList citations={insight.citations} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
