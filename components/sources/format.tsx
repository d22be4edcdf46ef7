import type { SourceType } from '@/lib/sources/types';

// Server-rendered, so one fixed zone: the page reads the same wherever the server runs.
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** A readable date (and time, in UTC), with the exact instant in `dateTime`. */
export function DateTime({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <span>{iso}</span>;
  return (
    <time dateTime={iso} title={iso}>
      {withTime ? `${dateTimeFormat.format(date)} UTC` : dateFormat.format(date)}
    </time>
  );
}

/** `go_to_market` → "Go to market", `board-meeting` → "Board meeting". */
export function humanize(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const TYPE_LABELS: Record<SourceType, string> = {
  email: 'Email',
  file: 'File',
  element: 'File section',
  meeting: 'Meeting',
  note: 'Note',
  touchpoint: 'Touchpoint',
};

/** What an element is called when its file gave it no label: "Page 3", "Tab 2". */
export function elementName(element: { kind: string; label: string | null; index: number }): string {
  const label = element.label?.trim();
  return label ? label : `${humanize(element.kind || 'section')} ${element.index + 1}`;
}

export const emailTitle = (subject: string | null): string => subject?.trim() || '(no subject)';
export const touchpointTitle = (headline: string | null): string => headline?.trim() || 'Untitled touchpoint';
