/**
 * The periods a corrected value may take: each one the tracker's value policy allows (entryRules, as manual entry
 * offers them), as whole Period objects the review's PATCH takes. A period total is one per cadence; a point in
 * time is one per combination of the facets the policy defines (ARR: monthly or quarterly data, per year).
 */
import { cadenceLabel, spanLabel } from '@/components/trackers/format';
import { entryRules, type Option } from '@/components/trackers/manual-entry/entry-rules';
import type { Period, PeriodInput, Tracker } from '@/lib/schemas/tracker';
import { periodProblem } from '@/lib/schemas/period-policy';
import { TrackerValueReviewSchema } from '@/lib/schemas/tracker';

/** A period's key: the same period, however its facets were ordered, has one. */
export function periodKey(p: Period | PeriodInput | undefined): string {
  if (!p) return '';
  if (p.kind === 'period_total') return `total:${p.cadence.unit}-${p.cadence.length}`;
  const span = (s: { unit: string; length: number } | undefined) => (s ? `${s.unit}-${s.length}` : '');
  return `point:${span(p.observationWindow)}|${span(p.underlyingCadence)}|${p.denomination ?? ''}`;
}

/** Each facet's options, or a single "not set" when the policy defines none. */
const facet = <T>(options: Option<T>[] | undefined): (Option<T> | undefined)[] =>
  options && options.length > 0 ? options : [undefined];

const upperFirst = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);

/** "Quarter", "Monthly data, per year", "Point in time" (a value suggested with no facet set). */
export function periodLabel(p: Period | PeriodInput): string {
  if (p.kind === 'period_total') return upperFirst(p.cadence.length === 1 ? p.cadence.unit : spanLabel(p.cadence));
  const parts = [
    p.observationWindow && `${spanLabel(p.observationWindow)} window`,
    p.underlyingCadence && `${cadenceLabel(p.underlyingCadence)} data`,
    p.denomination && `per ${p.denomination}`,
  ].filter((x): x is string => Boolean(x));
  return parts.length ? upperFirst(parts.join(', ')) : 'Point in time';
}

/** Every period the policy allows with each facet it defines set (a value's own, facets unset, is added apart). */
export function periodChoices(tracker: Pick<Tracker, 'valuePolicy'>): Option<PeriodInput>[] {
  const rules = entryRules(tracker);
  const values: PeriodInput[] = [];
  if (rules.periodKind === 'period_total') {
    for (const c of rules.cadences) values.push({ kind: 'period_total', cadence: c.value });
  } else if (rules.periodKind === 'point_in_time') {
    for (const w of facet(rules.windows))
      for (const u of facet(rules.underlyingCadences))
        for (const d of facet(rules.denominations))
          values.push({
            kind: 'point_in_time',
            ...(w ? { observationWindow: w.value } : {}),
            ...(u ? { underlyingCadence: u.value } : {}),
            ...(d ? { denomination: d.value } : {}),
          });
  }
  return values.map((value) => ({ key: periodKey(value), value, label: periodLabel(value) }));
}

/**
 * What the API would answer a review with this period: its schema's refusal, or the tracker's policy refusing it,
 * worded as the API's 400 words it ("period.cadence must be one of …"); undefined when it would be accepted.
 */
export function periodError(
  tracker: Pick<Tracker, 'name' | 'kind' | 'valuePolicy'>,
  period: unknown,
): string | undefined {
  const parsed = TrackerValueReviewSchema.shape.period.safeParse(period);
  if (!parsed.success) return `period ${parsed.error.issues[0]?.message ?? 'is not a period'}`;
  const problem = periodProblem({ name: tracker.name, kind: tracker.kind, policy: tracker.valuePolicy }, parsed.data);
  return problem ? `${problem.field} ${problem.message}` : undefined;
}
