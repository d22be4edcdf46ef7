/**
 * What a tracker's value policy asks of a value entered by hand: which period
 * it covers and how the form asks for it. A period total is asked as a
 * period (a month, a quarter, a year) and dated on its last day; a point in
 * time as a date, with the window, cadence and denomination the policy allows;
 * trackers without period semantics take a date and no period.
 */
import { MONTH_NAMES } from '@/lib/format/dates';
import type { Tracker, TrackerKind } from '@/lib/schemas/tracker';
import { cadenceLabel, isNumericKind, spanLabel } from '../format';

export type CadenceUnit = 'month' | 'quarter' | 'year';
export type WindowUnit = 'day' | 'week' | 'month' | 'quarter' | 'year';
export type Denomination = 'month' | 'year';
export interface Span<U extends string = string> {
  unit: U;
  length: number;
}

/** One choice of a select: `key` is what the form holds. */
export interface Option<T> {
  key: string;
  value: T;
  label: string;
}

export interface EntryRules {
  /** The kind of period sent with the value; null for trackers without period semantics (none, or a score). */
  periodKind: 'point_in_time' | 'period_total' | null;
  /** Period totals: the cadences allowed, the preferred first. */
  cadences: Option<Span<CadenceUnit>>[];
  /** Point in time: each facet the policy defines, the preferred choice first; absent when it defines none. */
  windows?: Option<Span<WindowUnit>>[];
  underlyingCadences?: Option<Span<CadenceUnit>>[];
  denominations?: Option<Denomination>[];
  /** Score trackers: the bounds a value must lie within. */
  score?: { min: number; max: number };
}

interface Choice<T> {
  allowed: T[] | null;
  preferred?: T;
}

const spanKey = (s: Span): string => `${s.unit}-${s.length}`;
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const one = <U extends string>(unit: U): Span<U> => ({ unit, length: 1 });

/** What a policy allows (any: the common choices), the preferred one first, each once. */
function optionsOf<T>(choice: Choice<T>, any: T[], key: (t: T) => string, label: (t: T) => string): Option<T>[] {
  const list = choice.allowed ?? any;
  const preferred = choice.preferred;
  const ordered = preferred === undefined ? list : [preferred, ...list];
  const seen = new Set<string>();
  const out: Option<T>[] = [];
  for (const t of ordered) {
    const k = key(t);
    // A preferred choice the allowed list leaves out is not offered: the API would refuse it.
    if (seen.has(k) || (choice.allowed !== null && !choice.allowed.some((a) => key(a) === k))) continue;
    seen.add(k);
    out.push({ key: k, value: t, label: label(t) });
  }
  return out;
}

const CADENCES = (['month', 'quarter', 'year'] as const).map(one);
const WINDOWS = (['day', 'week', 'month', 'quarter', 'year'] as const).map(one);
const DENOMINATIONS: Denomination[] = ['month', 'year'];

/** "Quarter", or "6 months" for a longer cadence. */
const periodLabel = (s: Span) => (s.length === 1 ? upperFirst(s.unit) : spanLabel(s));

export function entryRules(tracker: Pick<Tracker, 'valuePolicy'>): EntryRules {
  const policy = tracker.valuePolicy;
  if (policy?.kind === 'period_total') {
    return { periodKind: 'period_total', cadences: optionsOf(policy.cadence, CADENCES, spanKey, periodLabel) };
  }
  if (policy?.kind === 'point_in_time') {
    return {
      periodKind: 'point_in_time',
      cadences: [],
      windows: policy.observationWindow && optionsOf(policy.observationWindow, WINDOWS, spanKey, spanLabel),
      underlyingCadences:
        policy.underlyingCadence &&
        optionsOf(policy.underlyingCadence, CADENCES, spanKey, (s) => `${upperFirst(cadenceLabel(s))} data`),
      denominations: policy.denomination && optionsOf(policy.denomination, DENOMINATIONS, String, (d) => `Per ${d}`),
    };
  }
  if (policy?.kind === 'score') return { periodKind: null, cadences: [], score: { min: policy.min, max: policy.max } };
  return { periodKind: null, cadences: [] };
}

export const MONTHS = MONTH_NAMES;

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The month (1–12) a period ends in: a month itself, a quarter's third month, December for a year. */
const endMonth = (unit: CadenceUnit, part: number) => (unit === 'month' ? part : unit === 'quarter' ? part * 3 : 12);

/** The last day of the period as `YYYY-MM-DD`: what a period total's effectiveAt is. */
export function periodEnd(unit: CadenceUnit, year: number, part: number): string {
  const month = endMonth(unit, part);
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(lastDayOf(year, month))}`;
}

/** "Oct 2026", "Q4 2026", "2026"; a longer cadence reads from its end: "6 months to Oct 2026". */
export function periodName(cadence: Span<CadenceUnit>, year: number, part: number): string {
  const end =
    cadence.unit === 'month'
      ? `${MONTHS[part - 1]?.slice(0, 3) ?? ''} ${year}`
      : cadence.unit === 'quarter'
        ? `Q${part} ${year}`
        : String(year);
  return cadence.length === 1 ? end : `${spanLabel(cadence)} to ${end}`;
}

/** Today in the reader's calendar, as `YYYY-MM-DD`. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The latest period of this unit that has ended by `today`: what a new period total most likely covers. */
export function lastEndedPeriod(unit: CadenceUnit, today: string): { year: number; part: number } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (unit === 'year') return { year: year - 1, part: 1 };
  const per = unit === 'quarter' ? 3 : 1;
  // The period holding today has not ended (unless today is its last day, which is not worth the case).
  const current = Math.ceil(month / per);
  const count = 12 / per;
  return current === 1 ? { year: year - 1, part: count } : { year, part: current - 1 };
}

/** How a value is typed in: a number (with what it means), yes or no, or text. */
type ValueInputKind = 'number' | 'boolean' | 'text';
export const valueInputKind = (kind: TrackerKind | string): ValueInputKind =>
  isNumericKind(kind) ? 'number' : kind === 'boolean' ? 'boolean' : 'text';
