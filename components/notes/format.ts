import type { Note } from '@/lib/schemas/note';

/** Defensive: another deployment might send a creator without names. */
export function authorName(note: Pick<Note, 'creator'>): string {
  const user: Partial<Note['creator']['user']> | undefined = note.creator?.user;
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
  return name || user?.email || 'Unknown author';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An API instant as the value of a `datetime-local` input, in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (local wall time, no offset) as RFC 3339 with an offset; undefined when invalid. */
export function fromLocalInput(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}
