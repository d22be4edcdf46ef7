import { trackerScopeCompanies, trackerValues, trackers } from '../db/schema';
import { IdPool } from './batch';
import { fullName, type SeedCompany, type SeedContext } from './context';
import { Pending } from './pending';
import type { Rng } from './random';
import { ANCHOR_MS, DAY, HOUR, MINUTE, at } from './time';
import type { TrackerDef } from './tracker-defs';
import { series, type Point } from './tracker-series';
import { targetOf, type TrackerTarget } from '../derive/values';

const FLUSH_AT = 5000;

/** A seeded tracker and the companies in its scope. */
interface TrackerPlan {
  def: TrackerDef;
  id: number;
  companies: SeedCompany[];
  /** Set when derivation feeds it: its values come from the stories, not from here. */
  target?: TrackerTarget;
}

/** The trackers derivation suggests values for, per company (ingestion on, in scope, a metric the rules read). */
export function targetsByCompany(plans: TrackerPlan[]): (company: SeedCompany) => TrackerTarget[] {
  const scoped = plans.flatMap((p) =>
    p.target ? [{ target: p.target, ids: new Set(p.companies.map((c) => c.id)) }] : [],
  );
  return (company) => scoped.flatMap((s) => (s.ids.has(company.id) ? [s.target] : []));
}

/**
 * Tracker definitions, their scope rows, and values entered by hand for the
 * trackers derivation does not feed (`totalValues` spread over all by share).
 */
export async function seedTrackers(ctx: SeedContext, defs: TrackerDef[], totalValues: number): Promise<TrackerPlan[]> {
  const rng = ctx.rng('trackers');
  const ids = new IdPool(await ctx.w.reserveIds(trackers, defs.length));
  const plans: TrackerPlan[] = [];
  const scopeRows: Array<typeof trackerScopeCompanies.$inferInsert> = [];

  for (const [i, def] of defs.entries()) {
    const id = ids.take();
    const owner = def.privateTo === undefined ? undefined : ctx.members[def.privateTo];
    const createdMs = ANCHOR_MS - (700 - i * 25) * DAY;
    await ctx.w.insert(trackers, [
      {
        id,
        workspaceId: ctx.workspaceId,
        publicId: ctx.publicId(trackers),
        name: def.name,
        kind: def.kind,
        ingestionEnabled: def.ingestionEnabled,
        preferredUnit: def.preferredUnit,
        description: def.description,
        valuePolicy: def.valuePolicy,
        visibility: owner ? 'private' : 'team',
        ownerMemberId: owner?.id ?? null,
        scope: def.scope,
        createdAt: at(createdMs),
        updatedAt: at(createdMs + rng.int(0, 200) * DAY),
      },
    ]);
    // all_except lists the excluded companies, selected the included ones.
    const listed =
      def.scope === 'all'
        ? []
        : rng.sample(ctx.companies, Math.max(1, Math.round(ctx.companies.length * (def.scopeShare ?? 0.1))));
    for (const c of listed) scopeRows.push({ workspaceId: ctx.workspaceId, trackerId: id, companyId: c.id });
    const excluded = new Set(listed);
    const inScope = def.scope === 'selected' ? listed : ctx.companies.filter((c) => !excluded.has(c));
    const [target] = def.ingestionEnabled
      ? targetOf({ id, name: def.name, kind: def.kind, preferredUnit: def.preferredUnit, policy: def.valuePolicy })
      : [];
    plans.push({ def, id, companies: inScope, target });
  }
  await ctx.w.insert(trackerScopeCompanies, scopeRows);

  const values = new Pending(trackerValues);
  const flush = async () => {
    await values.flush(ctx.w);
  };
  let done = 0;
  for (const { def, id, companies, target } of plans) {
    if (target) continue;
    let budget = Math.round(totalValues * def.share);
    for (const company of rng.shuffle(companies.slice())) {
      if (budget <= 0) break;
      const n = Math.min(budget, rng.int(def.length[0], def.length[1]));
      for (const point of series(rng, def, n)) addValue(ctx, rng, values, id, company, point);
      budget -= n;
      done += n;
      if (values.size >= FLUSH_AT) {
        await flush();
        ctx.progress('tracker values', done, totalValues);
      }
    }
  }
  await flush();
  ctx.progress('tracker values', done, done);
  return plans;
}

function addValue(
  ctx: SeedContext,
  rng: Rng,
  values: Pending<typeof trackerValues>,
  trackerId: number,
  company: SeedCompany,
  point: Point,
) {
  // Derivation reads no value of these trackers: a person entered each one.
  const reportedMs = point.effectiveMs + rng.int(2, 25) * DAY + rng.int(0, 10 * HOUR);
  const createdMs = Math.min(ANCHOR_MS - MINUTE, reportedMs);
  const updatedMs = rng.chance(0.1) ? Math.min(ANCHOR_MS - MINUTE, createdMs + rng.int(HOUR, 5 * DAY)) : createdMs;
  const founder = company.persons[0];
  const publicId = ctx.publicId(trackerValues);
  values.add((r) => ({
    id: r.id,
    workspaceId: ctx.workspaceId,
    publicId,
    trackerId,
    companyId: company.id,
    value: point.value,
    unit: point.unit,
    period: point.period,
    note: `Entered after a call with ${founder ? fullName(founder) : 'the founders'}.`,
    origin: 'manual',
    status: 'confirmed',
    effectiveAt: point.effectiveAt,
    reportedAt: at(createdMs),
    createdAt: at(createdMs),
    updatedAt: at(updatedMs),
    statusUpdatedAt: at(createdMs),
  }));
}
