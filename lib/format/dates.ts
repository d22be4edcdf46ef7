// Formatting in the reader's own time zone (`timeZone` undefined), or in UTC where the server renders
// (see useReaderTimeZone): the text then says so.
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const utcDateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const utcDateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const count = new Intl.NumberFormat('en-GB');

/** An unparseable instant (another deployment's data) shows as sent rather than as "Invalid Date". */
export function formatDate(iso: string, timeZone?: 'UTC'): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return timeZone ? utcDateFormat.format(d) : dateFormat.format(d);
}

export function formatDateTime(iso: string, timeZone?: 'UTC'): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return timeZone ? `${utcDateTimeFormat.format(d)} UTC` : dateTimeFormat.format(d);
}

export const plural = (n: number, one: string, many = `${one}s`): string =>
  `${count.format(n)} ${n === 1 ? one : many}`;

/** English month names, January first: for month pickers, labels and parsing typed dates. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** An instant written as RFC 3339 in the given offset (minutes east of UTC): the wall time where it happened. */
export function atOffset(instant: Date, offsetMinutes: number): string {
  const wall = new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const abs = Math.abs(offsetMinutes);
  return `${wall}${offsetMinutes < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}
