import type { Period, PeriodInput, ValuePolicy } from './tracker';

/*
 * Whether a value's period agrees with its tracker's valuePolicy: the one rule, used by a manual write, a review
 * and every suggestion derivation writes. Pure: callers decide whether a problem is a 400 or a value not suggested.
 */

interface PolicyTracker {
  name: string;
  /** The tracker's kind, as messages name it. */
  kind: string;
  policy: ValuePolicy | null;
}

/** The field a period fails on and why, worded as the API's 400 words it. */
interface PeriodProblem {
  field: string;
  message: string;
}

type Choice<T> = { allowed: T[] | null } | undefined;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** One facet of a period against the policy's choice for it: absent from the policy, or not among `allowed`. */
function facetProblem<T>(name: string, field: string, choice: Choice<T>, given: T | undefined): PeriodProblem | null {
  if (given === undefined) return null;
  if (choice === undefined) {
    return { field, message: `is not allowed: the valuePolicy of tracker ${name} defines none` };
  }
  if (choice.allowed !== null && !choice.allowed.some((a) => same(a, given))) {
    const allowed = choice.allowed.map((a) => JSON.stringify(a)).join(', ');
    return { field, message: `must be one of ${allowed}, as the valuePolicy of tracker ${name} allows` };
  }
  return null;
}

/**
 * A period agrees with the tracker's valuePolicy: the same kind, and each window, cadence or denomination among
 * those the policy allows. Trackers without period semantics (valuePolicy null, or a score policy) take none.
 */
export function periodProblem(t: PolicyTracker, period: Period | PeriodInput | null | undefined): PeriodProblem | null {
  if (period === undefined || period === null) return null;
  const { policy, name } = t;
  if (policy === null || policy.kind === 'score') {
    return { field: 'period', message: `is not allowed: ${t.kind} tracker ${name} takes no period` };
  }
  if (period.kind !== policy.kind) {
    return {
      field: 'period.kind',
      message: `must be "${policy.kind}", as the valuePolicy of tracker ${name} requires`,
    };
  }
  if (period.kind === 'period_total' && policy.kind === 'period_total') {
    return facetProblem(name, 'period.cadence', policy.cadence, period.cadence);
  }
  if (period.kind === 'point_in_time' && policy.kind === 'point_in_time') {
    return (
      facetProblem(name, 'period.observationWindow', policy.observationWindow, period.observationWindow) ??
      facetProblem(name, 'period.underlyingCadence', policy.underlyingCadence, period.underlyingCadence) ??
      facetProblem(name, 'period.denomination', policy.denomination, period.denomination)
    );
  }
  return null;
}
