import Link from 'next/link';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { sourceHref } from '@/lib/sources/links';
import type { TouchpointItems } from '@/lib/sources/touchpoint-items.queries';
import { DateTime, emailTitle } from './format';
import { linkClass, Nothing, Section } from './section';

function Group({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <section aria-labelledby={`items-${id}`} className="space-y-2">
      <h3 id={`items-${id}`} className="text-sm font-semibold">
        {title} <span className="font-normal text-zinc-600 dark:text-zinc-400">({count})</span>
      </h3>
      <ul className="space-y-2 text-sm">{children}</ul>
    </section>
  );
}

const muted = 'text-zinc-600 dark:text-zinc-400';

/** What the touchpoint groups, kind by kind, each item linking to its own page. */
export function TouchpointItemsSection({ items }: { items: TouchpointItems }) {
  const total = items.emails.length + items.files.length + items.meetings.length + items.notes.length;
  return (
    <Section id="items" title="Items">
      {total === 0 ? (
        <Nothing>This touchpoint groups no items that are still on record.</Nothing>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <Group id="emails" title="Emails" count={items.emails.length}>
            {items.emails.map((e) => (
              <li key={e.publicId}>
                <Link href={sourceHref('email', e.publicId)} className={linkClass}>
                  {emailTitle(e.subject)}
                </Link>
                <div className={muted}>
                  {e.from} · <DateTime iso={e.sentAt} />
                </div>
              </li>
            ))}
          </Group>
          <Group id="files" title="Files" count={items.files.length}>
            {items.files.map((f) => (
              <li key={f.publicId} className="flex flex-wrap items-center gap-2">
                <Link href={sourceHref('file', f.publicId)} className={linkClass}>
                  {f.name}
                </Link>
                <Badge variant="secondary">{f.extension.toUpperCase()}</Badge>
              </li>
            ))}
          </Group>
          <Group id="meetings" title="Meetings" count={items.meetings.length}>
            {items.meetings.map((m) => (
              <li key={m.publicId}>
                <Link href={sourceHref('meeting', m.publicId)} className={linkClass}>
                  {m.title}
                </Link>
                <div className={muted}>
                  <DateTime iso={m.time} withTime />
                </div>
              </li>
            ))}
          </Group>
          <Group id="notes" title="Notes" count={items.notes.length}>
            {items.notes.map((n) => (
              <li key={n.publicId}>
                <Link href={sourceHref('note', n.publicId)} className={linkClass}>
                  Note by {n.author}
                </Link>
                <div className={muted}>
                  <DateTime iso={n.occurredAt} />
                  {n.excerpt ? ` · ${n.excerpt}` : null}
                </div>
              </li>
            ))}
          </Group>
        </div>
      )}
    </Section>
  );
}
