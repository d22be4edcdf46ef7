import { formatDate, MONTH_NAMES } from '@/lib/format/dates';

/**
 * Values the date pickers hold: a calendar date as `yyyy-mm-dd` and a wall
 * time as `hh:mm` or `hh:mm:ss`, the same strings native date inputs give, so
 * forms and URLs keep their formats. What a person sees is "31 Oct 2026".
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})\s+([a-z]+)\.?,?\s+(\d{4})$/i;
const MONTH_DAY_YEAR = /^([a-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/i;
const MONTHS = MONTH_NAMES.map((m) => m.toLowerCase());

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function month(word: string): number | undefined {
  const w = word.toLowerCase();
  // "Sept" is how en-GB abbreviates September: any prefix of three letters or more names the month.
  const index = w.length >= 3 ? MONTHS.findIndex((m) => m.startsWith(w)) : -1;
  return index === -1 ? undefined : index + 1;
}

function isoOf(y: number, m: number, d: number): string | undefined {
  const date = new Date(Date.UTC(y, m - 1, d));
  // 31 Feb rolls over to March in Date: a day the month lacks is no date.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/** Typed text as `yyyy-mm-dd`: "31 Oct 2026", "31 October 2026", "Oct 31, 2026" or "2026-10-31"; else undefined. */
export function parseDateText(text: string): string | undefined {
  const t = text.trim();
  const iso = ISO_DATE.exec(t);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dmy = DAY_MONTH_YEAR.exec(t);
  if (dmy) {
    const m = month(dmy[2] ?? '');
    return m === undefined ? undefined : isoOf(Number(dmy[3]), m, Number(dmy[1]));
  }
  const mdy = MONTH_DAY_YEAR.exec(t);
  if (mdy) {
    const m = month(mdy[1] ?? '');
    return m === undefined ? undefined : isoOf(Number(mdy[3]), m, Number(mdy[2]));
  }
  return undefined;
}

/** `yyyy-mm-dd` as the console writes dates ("31 Oct 2026"); anything else as given. */
export function formatDateValue(value: string): string {
  return ISO_DATE.test(value) ? formatDate(`${value}T00:00:00Z`, 'UTC') : value;
}

/** The calendar's Date (local midnight) for a `yyyy-mm-dd` value. */
export function dateOfValue(value: string | undefined): Date | undefined {
  const m = value ? ISO_DATE.exec(value) : null;
  if (!m || !isoOf(Number(m[1]), Number(m[2]), Number(m[3]))) return undefined;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** A calendar Date back to `yyyy-mm-dd`, by its local fields (the day the person clicked). */
export function valueOfDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)/;

/** `yyyy-mm-ddThh:mm[:ss]` split into its date and time; other text is taken as a date being typed. */
export function splitDateTime(value: string): { date: string; time: string } {
  const m = DATE_TIME.exec(value);
  return m ? { date: m[1] ?? '', time: m[2] ?? '' } : { date: value, time: '' };
}
