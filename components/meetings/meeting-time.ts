import { formatDateValue } from '@/components/ui/date-picker-value';

/**
 * A meeting's time is its own: entered as a wall time with the offset of the
 * place it happened, sent with that offset, and shown back the same way,
 * never converted to the reader's zone.
 */

/** The offsets in use around the world; '' (the first choice) is the browser's own zone on that day. */
export const OFFSETS = [
  '-12:00',
  '-11:00',
  '-10:00',
  '-09:30',
  '-09:00',
  '-08:00',
  '-07:00',
  '-06:00',
  '-05:00',
  '-04:00',
  '-03:30',
  '-03:00',
  '-02:00',
  '-01:00',
  '+00:00',
  '+01:00',
  '+02:00',
  '+03:00',
  '+03:30',
  '+04:00',
  '+04:30',
  '+05:00',
  '+05:30',
  '+05:45',
  '+06:00',
  '+06:30',
  '+07:00',
  '+08:00',
  '+08:45',
  '+09:00',
  '+09:30',
  '+10:00',
  '+10:30',
  '+11:00',
  '+12:00',
  '+12:45',
  '+13:00',
  '+14:00',
] as const;

/** "+05:30" → "UTC+05:30", "-05:00" → "UTC−05:00" (a true minus sign), "Z" → "UTC". */
export function offsetLabel(offset: string): string {
  if (offset === 'Z' || offset === '+00:00' || offset === '-00:00') return 'UTC';
  return `UTC${offset.replace('-', '−')}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The browser's offset at that wall time ("+01:00"), as a datetime-local value would be read; undefined if unparseable. */
export function browserOffset(local: string): string | undefined {
  const m = LOCAL.exec(local);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s = '00'] = m.slice(1);
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (Number.isNaN(date.getTime())) return undefined;
  const minutes = -date.getTimezoneOffset();
  const abs = Math.abs(minutes);
  return `${minutes >= 0 ? '+' : '-'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * A wall time ("2026-03-01T09:30") with an offset as RFC 3339 with seconds,
 * which the API requires; the browser's offset when none is chosen. Text that
 * is no wall time is passed through so the schema reports it.
 */
export function withOffset(local: string, offset: string): string {
  const m = LOCAL.exec(local);
  const zone = offset || browserOffset(local);
  if (!m || !zone) return local;
  const [y, mo, d, h, mi, s = '00'] = m.slice(1);
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${zone}`;
}

const RFC3339 = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

/** "2026-03-01T09:30:15-05:00" → "1 Mar 2026, 09:30:15 (UTC−05:00)": the time as entered, not as the reader's zone has it. */
export function ownTime(rfc3339: string): string {
  const m = RFC3339.exec(rfc3339);
  if (!m) return rfc3339;
  const [, date = '', hm = '', s, zone = 'Z'] = m;
  const time = s && s !== '00' ? `${hm}:${s}` : hm;
  return `${formatDateValue(date)}, ${time} (${offsetLabel(zone.toUpperCase())})`;
}
