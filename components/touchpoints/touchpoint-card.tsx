import { File, Mail, StickyNote, Video, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { Touchpoint } from '@/lib/schemas/touchpoint';
import { cn } from '@/lib/utils';
import { formatDate, formatDateTime, plural } from '@/lib/format/dates';
import { useReaderTimeZone } from '@/lib/hooks/use-reader-time-zone';
import { TopicList } from '@/components/topics/topic-list';
import { InsightGroups } from './insight-groups';

const COUNTS: Array<{
  field: 'emailCount' | 'noteCount' | 'meetingCount' | 'fileCount';
  one: string;
  icon: LucideIcon;
}> = [
  { field: 'emailCount', one: 'email', icon: Mail },
  { field: 'noteCount', one: 'note', icon: StickyNote },
  { field: 'meetingCount', one: 'meeting', icon: Video },
  { field: 'fileCount', one: 'file', icon: File },
];

export function TouchpointCard({
  touchpoint,
  updatedSinceVisit,
}: {
  touchpoint: Touchpoint;
  updatedSinceVisit: boolean;
}) {
  const titleId = `touchpoint-${touchpoint.publicId}`;
  const topics = touchpoint.topics ?? [];
  const timeZone = useReaderTimeZone();
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'min-w-0 space-y-3 rounded-lg border bg-white p-4 wrap-anywhere dark:bg-zinc-950',
        updatedSinceVisit ? 'border-amber-300 dark:border-amber-800' : 'border-zinc-200 dark:border-zinc-800',
      )}
    >
      <header className="space-y-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h4 id={titleId} className="text-base font-semibold text-zinc-900 dark:text-zinc-50">
            {touchpoint.headline?.trim() || 'Untitled touchpoint'}
          </h4>
          {updatedSinceVisit ? <Badge variant="warning">Updated since your last visit</Badge> : null}
        </div>
        <p className="flex flex-wrap gap-x-3 text-xs text-zinc-600 dark:text-zinc-400">
          <span>
            Occurred <time dateTime={touchpoint.occurredAt}>{formatDate(touchpoint.occurredAt, timeZone)}</time>
          </span>
          <span>
            Updated <time dateTime={touchpoint.updatedAt}>{formatDateTime(touchpoint.updatedAt, timeZone)}</time>
          </span>
        </p>
      </header>

      {touchpoint.snippet ? <p className="text-sm text-zinc-700 dark:text-zinc-300">{touchpoint.snippet}</p> : null}

      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <TopicList topics={topics} className="gap-1.5" />
        <ul aria-label="Activity" className="flex flex-wrap gap-3 text-xs text-zinc-600 dark:text-zinc-400">
          {COUNTS.map(({ field, one, icon: Icon }) => (
            <li key={field} className="flex items-center gap-1">
              <Icon aria-hidden="true" className="size-3.5" />
              {/* Older deployments could omit a count; show what is there. */}
              {plural(typeof touchpoint[field] === 'number' ? touchpoint[field] : 0, one)}
            </li>
          ))}
        </ul>
      </div>

      <InsightGroups insights={touchpoint.insights ?? []} idPrefix={titleId} />
    </article>
  );
}
