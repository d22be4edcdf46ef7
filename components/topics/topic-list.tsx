import { Badge } from '@/components/ui/badge';
import { topicLabel } from '@/lib/format/labels';
import { cn } from '@/lib/utils';

/** Topics as badges; nothing at all when there are none, so callers choose their own empty text. */
export function TopicList({
  topics,
  label = 'Topics',
  className,
}: {
  topics: readonly string[];
  label?: string;
  className?: string;
}) {
  if (topics.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1', className)}>
      {topics.map((topic) => (
        <li key={topic}>
          <Badge variant="secondary">{topicLabel(topic)}</Badge>
        </li>
      ))}
    </ul>
  );
}
