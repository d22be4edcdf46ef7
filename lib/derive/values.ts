import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { storableJson } from '../db/jsonb';
import { citations, trackerScopeCompanies, trackers, trackerValues } from '../db/schema';
import { newPublicId } from '../ids';
import { periodProblem } from '../schemas/period-policy';
import type { Period, ValuePolicy } from '../schemas/tracker';
import { metricDef } from './rules/metrics';
import { ROUND_DETAIL, roundName } from './rules/rounds';
import { citationTarget, type FoundValue } from './types';
import { withdrawCorrected } from './withdraw';

/** Words in a tracker's name that say which reported metric it tracks. */
const METRIC_WORDS: [RegExp, string][] = [
  [/\barr\b|annual recurring revenue/, 'arr'],
  [/\bmrr\b|monthly recurring revenue/, 'mrr'],
  [/\bnrr\b|net (revenue|dollar) retention/, 'nrr'],
  [/gross margin/, 'gross_margin'],
  [/\bburn\b/, 'burn'],
  [/\bcash\b/, 'cash'],
  [/\brunway\b/, 'runway'],
  [/head ?count|employees|\bftes?\b|team size/, 'headcount'],
  [/\bchurn\b/, 'churn'],
  [/\bebitda\b/, 'ebitda'],
  [/\bgmv\b/, 'gmv'],
  [/bookings/, 'bookings'],
  [/customers/, 'customers'],
  [/revenue|sales/, 'revenue'],
  // A text tracker: "Latest round", "Last funding round".
  [/\bround\b|\bfunding\b/, 'round'],
];

/** The metric a tracker's name names, or undefined when it names none the rules read. */
function metricOfTracker(name: string): string | undefined {
  const lower = name.toLowerCase();
  return METRIC_WORDS.find(([re]) => re.test(lower))?.[1];
}

export interface TrackerTarget {
  id: number;
  /** For the policy's messages. */
  name?: string;
  metric: string;
  kind: string;
  preferredUnit: string | null;
  policy: ValuePolicy | null;
}

/** Trackers with ingestion on whose scope includes the company, private ones too (contract §7). */
async function trackersFor(tx: Tx, workspaceId: number, companyId: number): Promise<TrackerTarget[]> {
  const listed = sql`exists (select 1 from ${trackerScopeCompanies} s
    where s.tracker_id = ${trackers.id} and s.company_id = ${companyId})`;
  const rows = await tx
    .select({
      id: trackers.id,
      name: trackers.name,
      kind: trackers.kind,
      preferredUnit: trackers.preferredUnit,
      policy: trackers.valuePolicy,
    })
    .from(trackers)
    .where(
      and(
        eq(trackers.workspaceId, workspaceId),
        isNull(trackers.deletedAt),
        eq(trackers.ingestionEnabled, true),
        or(
          eq(trackers.scope, 'all'),
          and(eq(trackers.scope, 'all_except'), sql`not ${listed}`),
          and(eq(trackers.scope, 'selected'), listed),
        ),
      ),
    );
  return rows.flatMap((r) => targetOf(r));
}

/** A tracker as derivation sees it; none when its name names no metric the rules read. */
export function targetOf(r: {
  id: number;
  name: string;
  kind: string;
  preferredUnit: string | null;
  policy: unknown;
}): TrackerTarget[] {
  const metric = metricOfTracker(r.name);
  return metric
    ? [
        {
          id: r.id,
          name: r.name,
          metric,
          kind: r.kind,
          preferredUnit: r.preferredUnit,
          policy: r.policy as ValuePolicy | null,
        },
      ]
    : [];
}

/** A found value as a suggestion for one tracker. */
export interface ValueDraft {
  trackerId: number;
  found: FoundValue;
  /** Never converted: another currency keeps its own unit. */
  unit: string | null;
  period: Period | null;
}

/**
 * Which trackers each found value feeds, with the unit and period it is stored under. Pure. A value whose period
 * the tracker's policy refuses is not suggested, exactly as a manual write of it would be refused: no month is
 * made into a quarter.
 */
export function matchValues(targets: TrackerTarget[], found: FoundValue[]): ValueDraft[] {
  const out: ValueDraft[] = [];
  for (const v of found) {
    for (const t of targets) {
      if (t.metric !== v.metric || !fits(t, v)) continue;
      const period = periodFor(t, v);
      if (period === undefined || periodProblem({ name: t.name ?? '', kind: t.kind, policy: t.policy }, period))
        continue;
      out.push({
        trackerId: t.id,
        found: v,
        unit: typeof v.amount === 'string' || v.unit === '%' ? null : (v.unit ?? t.preferredUnit),
        period,
      });
    }
  }
  return out;
}

const CURRENCY = /^[A-Z]{3}$/;

/** Whether a found value fits a tracker's kind: text for text, money needs no percent, percent needs one. */
function fits(t: TrackerTarget, v: FoundValue): boolean {
  if (t.kind === 'text') return typeof v.amount === 'string';
  if (typeof v.amount !== 'number') return false;
  if (t.kind === 'percent') return v.unit === '%';
  if (t.kind === 'money') return v.unit === null || CURRENCY.test(v.unit);
  if (t.kind === 'number') return v.unit === null;
  return false;
}

/**
 * The period a value is stored with under the tracker's policy (null: the tracker takes none), or undefined when
 * the value cannot be stated in the policy's terms. A period total's cadence is the period reported; a point in
 * time of a flow or ratio (burn, margin) is observed over the period reported, where the policy names windows.
 */
function periodFor(t: TrackerTarget, v: FoundValue): Period | null | undefined {
  const policy = t.policy;
  if (policy === null || policy.kind === 'score') return null;
  const unit = v.period === 'point' ? undefined : v.period;
  if (policy.kind === 'period_total') {
    return unit ? { kind: 'period_total', cadence: { unit, length: 1 } } : undefined;
  }
  const balance = metricDef(v.metric)?.balance ?? true;
  if (balance || !unit || policy.observationWindow === undefined) return { kind: 'point_in_time' };
  // A month's average over a quarter is a monthly figure observed over three months.
  if (v.perMonth && unit === 'quarter')
    return { kind: 'point_in_time', observationWindow: { unit: 'month', length: 3 } };
  return { kind: 'point_in_time', observationWindow: { unit, length: 1 } };
}

/**
 * A value's identity: a text is its round's name, whatever else one mention adds ("Series B — $42M led by
 * Meridian" and, weeks later, "Series B — $42M" are one round closed on one day, so one suggestion).
 */
const sameText = (amount: FoundValue['amount']) =>
  typeof amount === 'string' ? roundName(amount) : storableJson(amount);

/** The stored value is the found one: a number as the column stores it, a text by `sameText`. */
function sameAmount(amount: FoundValue['amount']) {
  if (typeof amount !== 'string') return sql`${trackerValues.value} = ${storableJson(amount)}::jsonb`;
  return sql`jsonb_typeof(${trackerValues.value}) = 'string'
    and regexp_replace(${trackerValues.value} #>> '{}', ${ROUND_DETAIL}, '', 's') = ${sameText(amount)}`;
}

/**
 * Suggests the values found for the company's trackers. A value already held
 * for the same tracker, company, date and amount is not added again (it is
 * kept, and counted as found); another amount for that period is a new
 * suggestion. Returns the ids of the values the found ones stand for.
 */
export async function suggestValues(
  tx: Tx,
  workspaceId: number,
  companyId: number,
  found: FoundValue[],
  reportedAt: Date,
): Promise<number[]> {
  if (found.length === 0) return [];
  const drafts = matchValues(await trackersFor(tx, workspaceId, companyId), found);
  if (drafts.length === 0) return [];
  // A value is its tracker, date and amount, as the column stores the amount (so text jsonb refuses cannot fail
  // the job). Two drafts of one value are one suggestion.
  const slotOf = new Map<string, number>();
  const unique: typeof drafts = [];
  // Each draft's place in `unique`: the first draft of a value stands for it, with its quote and source.
  const slots = drafts.map((d) => {
    const key = JSON.stringify([d.trackerId, d.found.effectiveAt, sameText(d.found.amount)]);
    let slot = slotOf.get(key);
    if (slot === undefined) {
      slot = unique.push(d) - 1;
      slotOf.set(key, slot);
    }
    return slot;
  });
  // One statement each to find what is held, store what is new and cite it: derivation runs once per item. The
  // amounts are compared as the column stores them.
  const same = unique.map(
    (d) =>
      sql`(${trackerValues.trackerId} = ${d.trackerId} and ${trackerValues.effectiveAt} = ${d.found.effectiveAt}
        and ${sameAmount(d.found.amount)})`,
  );
  const which = sql.join(
    same.map((cond, i) => sql`when ${cond} then ${i}`),
    sql` `,
  );
  const heldRows = await tx
    .select({ id: trackerValues.id, i: sql<number>`case ${which} end`.mapWith(Number) })
    .from(trackerValues)
    .where(and(eq(trackerValues.companyId, companyId), isNull(trackerValues.deletedAt), or(...same)))
    .orderBy(trackerValues.id);
  const held = new Map<number, number>();
  for (const r of heldRows) if (!held.has(r.i)) held.set(r.i, r.id);
  const fresh = unique.map((d, i) => ({ d, i, publicId: newPublicId() })).filter(({ i }) => !held.has(i));
  if (fresh.length > 0) {
    const stored = await tx
      .insert(trackerValues)
      .values(
        fresh.map(({ d: { trackerId, found: v, unit, period }, publicId }) => ({
          workspaceId,
          publicId,
          trackerId,
          companyId,
          value: v.amount,
          unit,
          period,
          note: v.quote.slice(0, 10_000),
          origin: 'system' as const,
          status: 'suggested' as const,
          effectiveAt: v.effectiveAt,
          reportedAt,
        })),
      )
      .returning({ id: trackerValues.id, publicId: trackerValues.publicId });
    const idOf = new Map(stored.map((r) => [r.publicId, r.id]));
    await tx.insert(citations).values(
      fresh.map(({ d: { found: v }, i, publicId }) => {
        const trackerValueId = idOf.get(publicId);
        if (trackerValueId === undefined) throw new Error(`value ${publicId} was not stored`);
        held.set(i, trackerValueId);
        return { workspaceId, trackerValueId, position: 0, quote: v.quote, ...citationTarget(v.source) };
      }),
    );
  }
  await withdrawCorrected(tx, companyId, unique, reportedAt, [...held.values()]);
  return slots.map((slot) => {
    const id = held.get(slot);
    if (id === undefined) throw new Error('a suggested value was neither held nor stored');
    return id;
  });
}
