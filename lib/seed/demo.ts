import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { workspaces } from '../db/schema';
import { DENSE_COMPANIES, planOf, planTouchpoints } from './plan';
import { seedStories } from './story/write';
import { Writer } from './batch';
import { demoFundSpecs, seedCompanies, seedFunds } from './companies';
import { SeedContext, type ProgressFn } from './context';
import { seedPersons } from './people';
import { IdStream, Rng } from './random';
import { storyMonths } from './story/items';
import { DEMO_TRACKERS, OTHER_TRACKERS } from './tracker-defs';
import { seedTrackers, targetsByCompany } from './trackers';
import {
  DEMO_MEMBERS,
  OTHER_MEMBERS,
  insertWorkspace,
  seedDemoConnections,
  seedMembers,
  seedOtherConnection,
} from './workspace';

export const DEMO_SLUG = 'demo';
export const OTHER_SLUG = 'other';
const DEFAULT_COMPANIES = 200;
export const MAX_COMPANIES = 1_000_000;

/** Touchpoints per company, and one showcase company in so many, for each workspace's stories. */
const DEMO_PLAN = { perCompany: 1000 / DEFAULT_COMPANIES, showcaseEvery: DEFAULT_COMPANIES };
const OTHER_PLAN = { perCompany: 3, showcaseEvery: 0 };
const OTHER_COMPANIES = 10;

/** What a company's story is drawn from: its index and how many months it tells. */
interface StoryInput {
  publicId: string;
  index: number;
  months: number;
}

/**
 * The inputs of every story a seed of `companies` tells in `slug`, drawn again
 * as the seed draws them (same streams, same order), so a check can recreate
 * each company's truth apart from what the seed wrote.
 */
export function storyInputs(slug: typeof DEMO_SLUG | typeof OTHER_SLUG, companies = DEFAULT_COMPANIES): StoryInput[] {
  const n = slug === DEMO_SLUG ? companies : OTHER_COMPANIES;
  const scale = slug === DEMO_SLUG ? n / DEFAULT_COMPANIES : 1;
  const spec = slug === DEMO_SLUG ? DEMO_PLAN : OTHER_PLAN;
  const plan = planOf(new Rng(`${slug}:${scale}:touchpoint-plan`), n, spec.perCompany, spec.showcaseEvery);
  const ids = new IdStream(`${slug}:companies`);
  return plan
    .map((touchpoints, index) => ({ publicId: ids.next(), index, months: storyMonths(touchpoints), touchpoints }))
    .filter((s) => s.touchpoints > 0)
    .map(({ publicId, index, months }) => ({ publicId, index, months }));
}

interface SeedOptions {
  /** Companies in the demo workspace; every other count scales with it. Default 200. */
  companies?: number;
  onProgress?: ProgressFn;
  /** Aborting stops the seed at the next progress report; the transaction rolls back. */
  signal?: AbortSignal;
}

export interface SeededWorkspace {
  slug: string;
  name: string;
  publicId: string;
  /** Rows written, by table name. */
  counts: Record<string, number>;
}

export interface SeedSummary {
  companies: number;
  workspaces: SeededWorkspace[];
  /** The demo company with the most touchpoints: a good place to look first. */
  showcase: { publicId: string; name: string } | undefined;
  totalRows: number;
  elapsedMs: number;
}

/** Refusals a caller should show as they are (no stack trace). */
class SeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedError';
  }
}

export async function isWorkspaceSeeded(db: DbOrTx, slug: string): Promise<boolean> {
  const rows = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.slug, slug)).limit(1);
  return rows.length > 0;
}

/**
 * Seeds workspace `demo` (and `other`, unless it exists) with deterministic
 * data: the same `companies` gives the same names, ids and values every run.
 *
 * Everything is written in one transaction, so an interrupted or failed seed
 * leaves nothing behind; a partial workspace would block the next attempt,
 * whose deterministic public ids would collide with the leftovers.
 */
export async function seedDemo(db: Db, opts: SeedOptions = {}): Promise<SeedSummary> {
  const started = Date.now();
  const n = opts.companies ?? DEFAULT_COMPANIES;
  if (!Number.isInteger(n) || n < 1 || n > MAX_COMPANIES) {
    throw new SeedError(`companies must be an integer from 1 to ${MAX_COMPANIES}, got ${n}`);
  }
  if (await isWorkspaceSeeded(db, DEMO_SLUG)) {
    throw new SeedError(`workspace "${DEMO_SLUG}" already exists; seeding it again would duplicate its data`);
  }
  // Progress is reported between chunks, which makes it the place to notice an abort.
  const onProgress: ProgressFn = (p) => {
    if (opts.signal?.aborted) throw new SeedError('seed interrupted; nothing was written');
    opts.onProgress?.(p);
  };
  const seeded: SeededWorkspace[] = [];
  let showcase: SeedSummary['showcase'];

  await db
    .transaction(async (tx) => {
      const demo = await seedWorkspace(
        tx,
        DEMO_SLUG,
        'Demo Ventures',
        n / DEFAULT_COMPANIES,
        onProgress,
        async (ctx) => {
          await seedMembers(ctx, DEMO_MEMBERS);
          await seedDemoConnections(ctx);
          ctx.progress('workspace', 1, 1);
          await seedCompanies(ctx, n, true);
          await seedPersons(ctx);
          await seedFunds(ctx, demoFundSpecs(ctx));
          // Values are entered by hand for companies someone follows: the dense part of the CRM.
          const handValues = Math.round((1500 * Math.min(n, DENSE_COMPANIES)) / DEFAULT_COMPANIES);
          const trackerPlans = await seedTrackers(ctx, DEMO_TRACKERS, handValues);
          const plan = planTouchpoints(ctx, DEMO_PLAN.perCompany, DEMO_PLAN.showcaseEvery);
          await seedStories(ctx, plan, targetsByCompany(trackerPlans));
          const first = ctx.companies[0];
          if (first) showcase = { publicId: first.publicId, name: first.name };
        },
      );
      seeded.push(demo);
      if (!(await isWorkspaceSeeded(tx, OTHER_SLUG))) {
        seeded.push(
          await seedWorkspace(tx, OTHER_SLUG, 'Other Capital', 1, onProgress, async (ctx) => {
            await seedMembers(ctx, OTHER_MEMBERS);
            await seedOtherConnection(ctx);
            await seedCompanies(ctx, OTHER_COMPANIES, false);
            await seedPersons(ctx);
            await seedFunds(ctx, [
              { name: 'Other Capital Fund I', members: ctx.companies, statusWeights: [70, 20, 10] },
            ]);
            const trackerPlans = await seedTrackers(ctx, OTHER_TRACKERS, 40);
            const plan = planTouchpoints(ctx, OTHER_PLAN.perCompany, OTHER_PLAN.showcaseEvery);
            await seedStories(ctx, plan, targetsByCompany(trackerPlans));
          }),
        );
      }
    })
    .catch(async (err: unknown) => {
      if (!(err instanceof SeedError) && (await isWorkspaceSeeded(db, DEMO_SLUG))) {
        throw new SeedError(
          `workspace "${DEMO_SLUG}" was created by another process during this seed; nothing was written`,
        );
      }
      throw err;
    });
  // Fresh bulk-loaded tables have no planner statistics until autovacuum gets
  // to them; meanwhile the first page of a large list is planned as a full sort.
  onProgress?.({ phase: 'analyze', done: 0, total: 1 });
  await db.execute(sql`analyze`);
  onProgress?.({ phase: 'analyze', done: 1, total: 1 });

  const totalRows = seeded.reduce((sum, w) => sum + Object.values(w.counts).reduce((a, b) => a + b, 0), 0);
  return { companies: n, workspaces: seeded, showcase, totalRows, elapsedMs: Date.now() - started };
}

async function seedWorkspace(
  tx: DbOrTx,
  slug: string,
  name: string,
  scale: number,
  onProgress: ProgressFn,
  fill: (ctx: SeedContext) => Promise<void>,
): Promise<SeededWorkspace> {
  const w = new Writer(tx);
  const publicId = new IdStream(`${slug}:workspaces`).next();
  const workspaceId = await insertWorkspace(w, { publicId, slug, name });
  try {
    await fill(new SeedContext(w, workspaceId, slug, scale, onProgress));
    await w.drain();
  } catch (err) {
    await w.stop();
    throw err;
  }
  return { slug, name, publicId, counts: w.counts };
}
