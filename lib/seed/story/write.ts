import type { TrackerTarget } from '../../derive/values';
import type { SeedCompany, SeedContext } from '../context';
import { storyPreparer } from './pool';
import type { PreparedStory } from './prepare';
import { StoryBuffer } from './buffer';
import { writeDerived } from './write-derived';
import { writeSources } from './write-sources';

const CHUNK_TOUCHPOINTS = 2000;
/** Stories prepared ahead of the writer: enough to keep two workers busy through a flush. */
const LOOKAHEAD = 64;

/**
 * Writes each company's story (its source material first) and what the
 * derivation rules make of it: touchpoints, insights and suggested values,
 * each citing the passage it was read from. Values are then reviewed as an
 * analyst would leave them.
 */
export async function seedStories(
  ctx: SeedContext,
  plan: number[],
  targetsOf: (company: SeedCompany) => TrackerTarget[],
): Promise<void> {
  const total = plan.reduce((a, b) => a + b, 0);
  const active = ctx.companies.filter((c) => (plan[c.index] ?? 0) > 0);
  const preparer = storyPreparer(active.length);
  const start = (company: SeedCompany) => {
    const story = preparer.prepare({
      label: ctx.label,
      company: {
        index: company.index,
        name: company.name,
        domain: company.domain,
        persons: company.persons,
        sector: company.sector,
        offering: company.offering,
      },
      members: ctx.members,
      count: plan[company.index] ?? 0,
      targets: targetsOf(company),
    });
    // Awaited in order below; until then a failure must not count as unhandled.
    story.catch(() => {});
    return story;
  };
  // Stories are prepared ahead (in workers on big seeds) and written in order, so ids stay deterministic.
  const ahead: Promise<PreparedStory>[] = active.slice(0, LOOKAHEAD).map(start);
  let buf = new StoryBuffer();
  let done = 0;
  try {
    for (const [i, company] of active.entries()) {
      const story = await ahead[i];
      const following = active[i + LOOKAHEAD];
      if (following) ahead.push(start(following));
      delete ahead[i];
      if (!story) continue;
      const refs = writeSources(ctx, buf, company, story.items, story.files);
      writeDerived(ctx, buf, company, story, refs);
      done += plan[company.index] ?? 0;
      if (buf.touchpoints.size >= CHUNK_TOUCHPOINTS) {
        for (const table of buf.tables) await table.flush(ctx.w);
        buf = new StoryBuffer();
        ctx.progress('stories', done, total);
      }
    }
    for (const table of buf.tables) await table.flush(ctx.w);
  } finally {
    // Whatever is still being prepared (after a failure or an abort) is dropped.
    await Promise.allSettled(ahead);
    await preparer.close();
  }
  ctx.progress('stories', total, total);
}
