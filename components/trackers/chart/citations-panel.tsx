import { ExternalLink, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { TrackerValue } from '@/lib/schemas/tracker';
import type { Citation } from '@/lib/schemas/touchpoint';
import { formatDate, formatDateTime, formatValue } from '../format';

const TYPE_LABELS: Record<string, string> = {
  touchpoint: 'Touchpoint',
  note: 'Note',
  email: 'Email',
  file: 'File',
  element: 'Section',
  meeting: 'Meeting',
};

/** The most specific human title a citation carries; every field but type and permalink is optional. */
export function citationTitle(c: Citation): string {
  switch (c.type) {
    case 'email':
      return c.subject || 'Email without subject';
    case 'file':
      return c.name || 'Untitled file';
    case 'element': {
      const section = c.label || (c.index === undefined ? 'Section' : `Section ${c.index + 1}`);
      return c.parent?.name ? `${section} of ${c.parent.name}` : section;
    }
    case 'meeting':
      return c.title || 'Meeting';
    case 'note':
      return c.author ? `Note by ${c.author}` : 'Note';
    case 'touchpoint':
      return c.headline || 'Touchpoint';
    default:
      return TYPE_LABELS[c.type] ?? 'Source';
  }
}

/** The selected value's evidence: each citation links to its source in a new tab. */
export function CitationsPanel({ value, onClose }: { value: TrackerValue; onClose: () => void }) {
  return (
    <section
      aria-label="Citations"
      className="rounded-md border border-zinc-200 bg-zinc-50 p-3 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-semibold">
          Citations for {formatValue(value.value, value.unit)} on{' '}
          <time dateTime={value.effectiveAt}>{formatDate(value.effectiveAt)}</time>
        </h3>
        <Button variant="ghost" size="icon" className="size-7" aria-label="Close citations" onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {value.citations.length === 0 ? (
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">No citations were recorded for this value.</p>
      ) : (
        <ul className="mt-2 space-y-1.5">
          {value.citations.map((c, i) => (
            <li key={`${c.type}-${c.publicId}-${i}`} className="text-sm">
              <span className="mr-2 text-xs font-medium text-zinc-600 uppercase dark:text-zinc-400">
                {TYPE_LABELS[c.type] ?? c.type}
              </span>
              <a
                href={c.permalink}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-blue-700 underline-offset-4 hover:underline dark:text-blue-400"
              >
                {citationTitle(c)}
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
              {c.occurredAt ? (
                <span className="ml-2 text-xs text-zinc-600 dark:text-zinc-400">
                  <time dateTime={c.occurredAt}>{formatDateTime(c.occurredAt)}</time>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
