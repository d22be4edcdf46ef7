import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, members, persons, users, workspaces } from '../db/schema';
import { Writer } from './batch';
import { SeedContext, type SeedCompany } from './context';
import { DEMO_SLUG } from './demo';
import { seedStories } from './story/write';
import { MAX_STORY_TOUCHPOINTS } from './story/items';
import { ANCHOR_MS } from './time';

interface BulkTouchpointsOptions {
  companyPublicId: string;
  count: number;
  workspaceSlug?: string;
  /**
   * Names the random streams, and so the public ids. The default is derived
   * from the company, so a second call for the same company would collide:
   * pass another label to add more.
   */
  label?: string;
}

/**
 * Adds about `count` touchpoints to one existing company, as the demo seed
 * makes them: stories of source material (emails with files, meetings,
 * notes), then what the derivation rules read from them (touchpoints,
 * insights, citations), in one transaction. A story covers at most eight
 * years, so a long history is several stories, each on its own random
 * streams. No tracker values: the caller writes the ones it wants. For
 * benchmarks of a company with a long history; the demo seed's busiest
 * company has 120.
 */
export async function addBulkTouchpoints(db: Db, opts: BulkTouchpointsOptions): Promise<Record<string, number>> {
  const slug = opts.workspaceSlug ?? DEMO_SLUG;
  const label = opts.label ?? `bulk:${opts.companyPublicId}`;
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .select({
          workspaceId: companies.workspaceId,
          id: companies.id,
          publicId: companies.publicId,
          name: companies.name,
          sortName: companies.sortName,
          domain: companies.primaryDomain,
          createdAt: companies.createdAt,
        })
        .from(companies)
        .innerJoin(workspaces, eq(workspaces.id, companies.workspaceId))
        .where(
          and(eq(workspaces.slug, slug), eq(companies.publicId, opts.companyPublicId), isNull(companies.deletedAt)),
        )
        .limit(1);
      if (!row) throw new Error(`no company ${opts.companyPublicId} in workspace "${slug}"`);
      const domain = row.domain ?? `${row.sortName.replace(/[^a-z0-9]+/g, '')}.example`;

      const people = await tx
        .select({
          id: persons.id,
          firstName: persons.firstName,
          lastName: persons.lastName,
          email: persons.email,
          title: persons.title,
        })
        .from(persons)
        .where(and(eq(persons.companyId, row.id), isNull(persons.deletedAt)))
        .orderBy(asc(persons.id));
      // The seed writes nothing for a company without a founder to attribute it to.
      if (people.length === 0) throw new Error(`company ${opts.companyPublicId} has no persons to attribute mail to`);

      const team = await tx
        .select({ id: members.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(members)
        .innerJoin(users, eq(users.id, members.userId))
        .where(eq(members.workspaceId, row.workspaceId))
        .orderBy(asc(members.id));
      if (team.length === 0) throw new Error(`workspace "${slug}" has no members`);

      const company: SeedCompany = {
        index: 0,
        id: row.id,
        publicId: row.publicId,
        name: row.name,
        sortName: row.sortName,
        domain,
        // Stories take their vocabulary from the sector and offering: any will do for a benchmark.
        sector: 'ai',
        offering: 'software',
        createdMs: Math.min(row.createdAt.getTime(), ANCHOR_MS),
        persons: people.map((p) => ({
          id: p.id,
          firstName: p.firstName,
          lastName: p.lastName,
          email: p.email ?? `${p.firstName.toLowerCase()}@${domain}`,
          title: p.title ?? '',
        })),
        evidence: { emails: [], files: [], elements: [] },
      };

      const w = new Writer(tx);
      try {
        for (let k = 0, left = opts.count; left > 0; k++) {
          const n = Math.min(left, MAX_STORY_TOUCHPOINTS);
          // Its own label per story: its own random streams, and public ids clear of every other story's.
          const ctx = new SeedContext(w, row.workspaceId, `${label}:${k}`, 1, () => {});
          ctx.members = team;
          ctx.companies = [company];
          await seedStories(ctx, [n], () => []);
          left -= n;
        }
        await w.drain();
      } catch (err) {
        await w.stop();
        throw err;
      }
      return w.counts;
    })
    .then(async (counts) => {
      // Fresh rows skew the planner's view of these tables until autovacuum gets to them.
      await db.execute(sql`analyze touchpoints, touchpoint_items, insights, citations`);
      return counts;
    });
}
