import { z } from 'zod';
import {
  MAX_NOTE_LENGTH,
  type PeriodInput,
  type Tracker,
  TrackerValueCreateSchema,
  type TrackerValueCreate,
} from '@/lib/schemas/tracker';
import { type EntryRules, lastEndedPeriod, type Option, periodEnd, periodName, valueInputKind } from './entry-rules';

/**
 * What the form holds, all text: the API's own fields (`companyPublicId`,
 * `value`, `effectiveAt`, `period.*`, `note`, so an API error's path is the
 * field's name), and a period total's year and month or quarter, from which
 * `effectiveAt` is made.
 */
const entryFormText = z.object({
  companyPublicId: z.string(),
  value: z.string(),
  effectiveAt: z.string(),
  periodYear: z.string(),
  periodPart: z.string(),
  period: z.object({
    cadence: z.string(),
    observationWindow: z.string(),
    underlyingCadence: z.string(),
    denomination: z.string(),
  }),
  note: z.string(),
});
export type EntryFormValues = z.input<typeof entryFormText>;

export const ENTRY_FORM_FIELDS = [
  'companyPublicId',
  'value',
  'effectiveAt',
  'periodYear',
  'periodPart',
  'period',
  'period.cadence',
  'period.observationWindow',
  'period.underlyingCadence',
  'period.denomination',
  'note',
] as const;
export type EntryFormField = (typeof ENTRY_FORM_FIELDS)[number];

type Value = TrackerValueCreate['value'];
type Issue = { path: EntryFormField; message: string };

const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** The value as the tracker's kind wants it; people type "2,410,000", "$2.4M" is not a number here. */
function parseValue(kind: string, raw: string, score: EntryRules['score']): { value: Value } | Issue {
  const input = valueInputKind(kind);
  if (input === 'boolean') {
    if (raw === 'true' || raw === 'false') return { value: raw === 'true' };
    return { path: 'value', message: 'Choose yes or no.' };
  }
  const text = raw.trim();
  if (text === '') return { path: 'value', message: 'Enter the value.' };
  if (input === 'text') {
    if (text.length > MAX_NOTE_LENGTH)
      return { path: 'value', message: `Keep it to ${MAX_NOTE_LENGTH.toLocaleString('en-US')} characters.` };
    return { value: text };
  }
  // Thousands separators, a currency sign and a per cent sign are what people add; the number is the rest.
  const bare = text
    .replace(/[,\s]/g, '')
    .replace(/^([+-]?)[$€£]/, '$1')
    .replace(/%$/, '');
  const n = PLAIN_NUMBER.test(bare) ? Number(bare) : Number.NaN;
  if (!Number.isFinite(n)) return { path: 'value', message: 'Enter a number, such as 2410000 or 61.5.' };
  if (score && (n < score.min || n > score.max)) {
    return { path: 'value', message: `Enter a score from ${score.min} to ${score.max}.` };
  }
  return { value: n };
}

const sentence = (predicate: string) => {
  const s = predicate.charAt(0).toUpperCase() + predicate.slice(1);
  return /[.!?]$/.test(s) ? s : `${s}.`;
};

const chosen = <T>(options: Option<T>[] | undefined, key: string): T | undefined =>
  options?.find((o) => o.key === key)?.value;

/**
 * The date and period the value is for, by the tracker's policy. A period
 * total covers a whole period that has ended: its total cannot be known
 * before, so a period still running is refused.
 */
function when(
  v: EntryFormValues,
  rules: EntryRules,
  today: string,
): { effectiveAt: string; period?: PeriodInput } | Issue[] {
  if (rules.periodKind !== 'period_total') {
    if (v.effectiveAt === '') return [{ path: 'effectiveAt', message: 'Enter the date the value is for.' }];
    // The API's own date rule, so a bad date shows alongside the other fields' problems; the picker
    // passes on text that is no date yet, which is said the way people type dates here.
    if (!TrackerValueCreateSchema.shape.effectiveAt.safeParse(v.effectiveAt).success) {
      return [{ path: 'effectiveAt', message: 'Enter a date, such as 31 Oct 2026.' }];
    }
    if (rules.periodKind === null) return { effectiveAt: v.effectiveAt };
    const period: PeriodInput = { kind: 'point_in_time' };
    const window = chosen(rules.windows, v.period.observationWindow);
    const cadence = chosen(rules.underlyingCadences, v.period.underlyingCadence);
    const denomination = chosen(rules.denominations, v.period.denomination);
    if (window) period.observationWindow = window;
    if (cadence) period.underlyingCadence = cadence;
    if (denomination) period.denomination = denomination;
    return { effectiveAt: v.effectiveAt, period };
  }
  const cadence = chosen(rules.cadences, v.period.cadence);
  if (!cadence) return [{ path: 'period.cadence', message: 'Choose the period the total covers.' }];
  const issues: Issue[] = [];
  const year = /^\d{4}$/.test(v.periodYear.trim()) ? Number(v.periodYear) : Number.NaN;
  if (!(year >= 1900)) issues.push({ path: 'periodYear', message: 'Enter a year, such as 2026.' });
  const part = cadence.unit === 'year' ? 1 : Number(v.periodPart);
  const parts = cadence.unit === 'month' ? 12 : 4;
  if (cadence.unit !== 'year' && !(Number.isInteger(part) && part >= 1 && part <= parts)) {
    issues.push({ path: 'periodPart', message: cadence.unit === 'month' ? 'Choose a month.' : 'Choose a quarter.' });
  }
  if (issues.length > 0) return issues;
  const effectiveAt = periodEnd(cadence.unit, year, part);
  if (effectiveAt > today) {
    return [
      {
        path: cadence.unit === 'year' ? 'periodYear' : 'periodPart',
        message: `${periodName(cadence, year, part)} has not ended yet: enter its total once it is over.`,
      },
    ];
  }
  return { effectiveAt, period: { kind: 'period_total', cadence } };
}

/** Where an API schema issue goes: a period total's date is the year and month or quarter it came from. */
function formPath(apiPath: readonly PropertyKey[], rules: EntryRules): EntryFormField | undefined {
  const path = apiPath.map(String).join('.');
  if (path === 'effectiveAt' && rules.periodKind === 'period_total') return 'periodYear';
  const longestFirst = [...ENTRY_FORM_FIELDS].sort((a, b) => b.length - a.length);
  return longestFirst.find((f) => path === f || path.startsWith(`${f}.`));
}

/**
 * The form's text becomes a create body: the tracker's policy decides the
 * period and checks the value, then the API's own schema checks the body, so
 * what is sent is what the API accepts.
 */
export function entryFormSchema(tracker: Pick<Tracker, 'kind'>, rules: EntryRules, today: string) {
  return entryFormText.transform((v, ctx): TrackerValueCreate => {
    const issues: Issue[] = [];
    if (v.companyPublicId === '') issues.push({ path: 'companyPublicId', message: 'Choose a company.' });
    const value = parseValue(tracker.kind, v.value, rules.score);
    if ('path' in value) issues.push(value);
    const date = when(v, rules, today);
    if (Array.isArray(date)) issues.push(...date);
    if (issues.length === 0 && !('path' in value) && !Array.isArray(date)) {
      const note = v.note.trim() === '' ? undefined : v.note;
      const body = TrackerValueCreateSchema.safeParse({
        companyPublicId: v.companyPublicId,
        value: value.value,
        note,
        ...date,
      });
      if (body.success) return body.data;
      for (const issue of body.error.issues) {
        issues.push({ path: formPath(issue.path, rules) ?? 'value', message: sentence(issue.message) });
      }
    }
    for (const issue of issues) {
      ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path.split('.'), input: v });
    }
    return z.NEVER;
  });
}

/** A blank form: the preferred choices, and for a period total the latest period that has ended. */
export function entryDefaults(rules: EntryRules, today: string, companyPublicId = ''): EntryFormValues {
  const cadence = rules.cadences[0]?.value;
  const last = cadence ? lastEndedPeriod(cadence.unit, today) : undefined;
  return {
    companyPublicId,
    value: '',
    effectiveAt: '',
    periodYear: last ? String(last.year) : '',
    periodPart: last && cadence?.unit !== 'year' ? String(last.part) : '',
    period: {
      cadence: rules.cadences[0]?.key ?? '',
      observationWindow: rules.windows?.[0]?.key ?? '',
      underlyingCadence: rules.underlyingCadences?.[0]?.key ?? '',
      denomination: rules.denominations?.[0]?.key ?? '',
    },
    note: '',
  };
}
