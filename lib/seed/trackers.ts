import { citations, trackerScopeCompanies, trackerValues, trackers } from '../db/schema';
import type { ValueStatus } from '../schemas/tracker';
import { IdPool } from './batch';
import { fullName, type SeedCompany, type SeedContext } from './context';
import { Pending, type Ref } from './pending';
import type { Rng } from './random';
import { ANCHOR_MS, DAY, HOUR, MINUTE, at } from './time';
import type { TrackerDef } from './tracker-defs';
import { series, type Point } from './tracker-series';

const FLUSH_AT = 5000;

/** Tracker definitions, their scope rows, and `totalValues` values spread over them by share. */
export async function seedTrackers(ctx: SeedContext, defs: TrackerDef[], totalValues: number): Promise<void> {
  const rng = ctx.rng('trackers');
  const ids = new IdPool(await ctx.w.reserveIds(trackers, defs.length));
  const plans: Array<{ def: TrackerDef; id: number; companies: SeedCompany[] }> = [];
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
    plans.push({ def, id, companies: inScope });
  }
  await ctx.w.insert(trackerScopeCompanies, scopeRows);

  const values = new Pending(trackerValues);
  const valueCitations = new Pending(citations);
  const flush = async () => {
    await values.flush(ctx.w);
    await valueCitations.flush(ctx.w);
  };
  let done = 0;
  for (const { def, id, companies } of plans) {
    let budget = Math.round(totalValues * def.share);
    for (const company of rng.shuffle(companies.slice())) {
      if (budget <= 0) break;
      const n = Math.min(budget, rng.int(def.length[0], def.length[1]));
      for (const point of series(rng, def, n)) addValue(ctx, rng, values, valueCitations, def, id, company, point);
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
}

function addValue(
  ctx: SeedContext,
  rng: Rng,
  values: Pending<typeof trackerValues>,
  valueCitations: Pending<typeof citations>,
  def: TrackerDef,
  trackerId: number,
  company: SeedCompany,
  point: Point,
) {
  const manual = !def.ingestionEnabled ? rng.chance(0.9) : rng.chance(0.08);
  const age = ANCHOR_MS - point.effectiveMs;
  const status: ValueStatus = manual
    ? 'confirmed'
    : rng.weighted<ValueStatus>(['suggested', 'confirmed', 'rejected'], age > 60 * DAY ? [12, 80, 8] : [60, 32, 8]);
  // Every instant is capped just before the anchor; capping is monotone, so the order below survives it.
  const cap = (ms: number) => at(Math.min(ANCHOR_MS - MINUTE, ms));
  const reportedMs = point.effectiveMs + rng.int(2, 25) * DAY + rng.int(0, 10 * HOUR);
  const createdMs = manual ? reportedMs : reportedMs + rng.int(5 * MINUTE, 12 * HOUR);
  const statusMs = status === 'suggested' || manual ? createdMs : createdMs + rng.int(HOUR, 10 * DAY);
  const updatedMs = rng.chance(0.1) ? statusMs + rng.int(HOUR, 5 * DAY) : statusMs;
  const founder = company.persons[0];
  const note = manual
    ? `Entered after a call with ${founder ? fullName(founder) : 'the founders'}.`
    : rng.chance(0.5)
      ? `Extracted from the ${point.label} ${rng.pick(['investor update', 'board deck', 'financial model', 'management accounts'])}.`
      : null;
  const publicId = ctx.publicId(trackerValues);
  const ref = values.add((r) => ({
    id: r.id,
    workspaceId: ctx.workspaceId,
    publicId,
    trackerId,
    companyId: company.id,
    value: point.value,
    unit: point.unit,
    period: point.period,
    note,
    origin: manual ? 'manual' : 'system',
    status,
    effectiveAt: point.effectiveAt,
    reportedAt: cap(reportedMs),
    createdAt: cap(createdMs),
    updatedAt: cap(updatedMs),
    statusUpdatedAt: cap(statusMs),
  }));
  if (!manual && rng.chance(0.35)) addValueCitations(ctx, rng, valueCitations, ref, company);
}

/** Cites one or two of the company's own emails, files or pages. */
function addValueCitations(
  ctx: SeedContext,
  rng: Rng,
  valueCitations: Pending<typeof citations>,
  value: Ref,
  company: SeedCompany,
) {
  const ev = company.evidence;
  const pool = [
    ...ev.emails.map((ref) => ({ column: 'emailId' as const, ref })),
    ...ev.files.map((ref) => ({ column: 'fileId' as const, ref })),
    ...ev.elements.map((ref) => ({ column: 'elementId' as const, ref })),
  ];
  rng.sample(pool, rng.int(1, 2)).forEach((target, position) => {
    valueCitations.addLeaf(() => {
      const row: typeof citations.$inferInsert = { workspaceId: ctx.workspaceId, trackerValueId: value.id, position };
      row[target.column] = target.ref.id;
      return row;
    });
  });
}
