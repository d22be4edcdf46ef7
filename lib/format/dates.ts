// Browser-side formatting, in the reader's own time zone.
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const count = new Intl.NumberFormat('en-GB');

/** An unparseable instant (another deployment's data) shows as sent rather than as "Invalid Date". */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateFormat.format(d);
}

export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTimeFormat.format(d);
}

export const plural = (n: number, one: string, many = `${one}s`): string =>
  `${count.format(n)} ${n === 1 ? one : many}`;
