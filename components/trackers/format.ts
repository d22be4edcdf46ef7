import type { Period, Tracker, TrackerKind, TrackerValue, ValuePolicy, ValueStatus } from '@/lib/schemas/tracker';

const KIND_LABELS: Record<TrackerKind, string> = {
  money: 'Money',
  number: 'Number',
  percent: 'Percent',
  boolean: 'Yes / no',
  text: 'Text',
  score: 'Score',
};

/** Unknown kinds (a newer API) fall back to the raw word rather than crashing. */
export const kindLabel = (kind: string): string => KIND_LABELS[kind as TrackerKind] ?? kind;

export const STATUS_LABELS: Record<ValueStatus, string> = {
  suggested: 'Suggested',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
};

/** Kinds whose values are numbers on a continuous axis; the others get a timeline. */
export const isNumericKind = (kind: string): boolean => ['money', 'number', 'percent', 'score'].includes(kind);

type Span = { unit: string; length: number };

const plural = (unit: string, n: number) => (n === 1 ? unit : `${unit}s`);

export const spanLabel = (s: Span): string => `${s.length} ${plural(s.unit, s.length)}`;

const ADVERBS: Record<string, string> = {
  day: 'daily',
  week: 'weekly',
  month: 'monthly',
  quarter: 'quarterly',
  year: 'yearly',
};

/** "monthly" for one unit, "every 3 months" otherwise. */
export const cadenceLabel = (s: Span): string =>
  s.length === 1 ? (ADVERBS[s.unit] ?? `every ${s.unit}`) : `every ${spanLabel(s)}`;

type Choice<T> = { allowed: T[] | null; preferred?: T };

function choiceLabel<T>(choice: Choice<T>, label: (t: T) => string, any: string): string {
  const allowed = choice.allowed;
  const list = allowed === null ? any : allowed.map(label).join(' or ');
  // The preference only adds information when there is more than one way to report.
  const showPreferred = choice.preferred !== undefined && (allowed === null || allowed.length > 1);
  return showPreferred && choice.preferred !== undefined ? `${list} (preferred ${label(choice.preferred)})` : list;
}

/**
 * One line of the spec's value-policy fields, e.g.
 * "Point in time · window 1 month or 3 months (preferred 1 month) · per month".
 */
export function policySummary(policy: ValuePolicy | null | undefined): string {
  if (!policy) return 'Any date, no period';
  switch (policy.kind) {
    case 'point_in_time': {
      const parts = ['Point in time'];
      if (policy.observationWindow) {
        parts.push(`window ${choiceLabel(policy.observationWindow, spanLabel, 'any length')}`);
      }
      if (policy.underlyingCadence) {
        parts.push(`from ${choiceLabel(policy.underlyingCadence, cadenceLabel, 'any cadence of')} data`);
      }
      if (policy.denomination) {
        parts.push(`per ${choiceLabel(policy.denomination, (d) => d, 'month or year')}`);
      }
      if (parts.length === 1) parts.push('snapshot');
      return parts.join(' · ');
    }
    case 'period_total':
      return `Period total · ${choiceLabel(policy.cadence, cadenceLabel, 'any cadence')}`;
    case 'score':
      return `Score from ${policy.min} to ${policy.max}`;
    default:
      return 'Other policy';
  }
}

/** How a reported value's own period reads, e.g. "Point in time · window 1 quarter". */
export function periodLabel(period: Period | undefined): string {
  if (!period) return '—';
  if (period.kind === 'period_total') return `Total · ${cadenceLabel(period.cadence)}`;
  const parts = ['Point in time'];
  if (period.observationWindow) parts.push(`window ${spanLabel(period.observationWindow)}`);
  if (period.underlyingCadence) parts.push(`${cadenceLabel(period.underlyingCadence)} data`);
  if (period.denomination) parts.push(`per ${period.denomination}`);
  return parts.join(' · ');
}

const CURRENCY = /^[A-Z]{3}$/;
export const isCurrency = (unit: string): boolean => CURRENCY.test(unit);
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
// Three significant digits tell $2.42M from $2.37M, and 1.25K from 1.2K.
const compactFormat = new Intl.NumberFormat('en-US', { notation: 'compact', maximumSignificantDigits: 3 });
const pluralRules = new Intl.PluralRules('en-US');

function currencyFormat(code: string, compact: boolean): Intl.NumberFormat | undefined {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      notation: compact ? 'compact' : 'standard',
      // Whole amounts read as "$1,250,000", not "$1,250,000.00".
      ...(compact ? { maximumSignificantDigits: 3 } : { minimumFractionDigits: 0, maximumFractionDigits: 2 }),
    });
  } catch {
    return undefined;
  }
}

/** A number with its unit: "$1,250,000", "42 employees", "61.5%". */
export function formatNumber(value: number, unit: string | undefined, compact = false): string {
  if (unit && CURRENCY.test(unit)) {
    const f = currencyFormat(unit, compact);
    if (f) return f.format(value);
  }
  const n = (compact ? compactFormat : numberFormat).format(value);
  if (!unit) return n;
  return unit === '%' ? `${n}%` : `${n} ${countedUnit(unit, value)}`;
}

/**
 * Units are stored as plurals ("employees"); one of them reads "1 employee".
 * English only, as the console is: "-ies" → "-y", else a final "s" goes.
 */
function countedUnit(unit: string, value: number): string {
  if (pluralRules.select(value) !== 'one') return unit;
  if (/[^aeiou]ies$/.test(unit)) return `${unit.slice(0, -3)}y`;
  return /[^su]s$/.test(unit) ? unit.slice(0, -1) : unit;
}

export function formatValue(value: TrackerValue['value'], unit?: string): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return formatNumber(value, unit);
  return value;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const utcDateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** A `YYYY-MM-DD` date as UTC midnight, or NaN. */
export const dateMs = (date: string): number => Date.parse(`${date}T00:00:00Z`);

export function formatDate(date: string): string {
  const ms = dateMs(date);
  return Number.isNaN(ms) ? date : dateFormat.format(ms);
}

/** In the reader's time zone, or in UTC (and saying so) where the server renders: see useReaderTimeZone. */
export function formatDateTime(iso: string, timeZone?: 'UTC'): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return timeZone ? `${utcDateTimeFormat.format(ms)} UTC` : dateTimeFormat.format(ms);
}

export const trackerUnit = (tracker: Pick<Tracker, 'preferredUnit'>): string => tracker.preferredUnit ?? '—';
