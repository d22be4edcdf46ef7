import { insights, touchpoints, trackerValues } from '../../db/schema';
import type { ValueStatus } from '../../schemas/tracker';
import type { SeedCompany, SeedContext } from '../context';
import { Rng } from '../random';
import { ANCHOR_MS, DAY, HOUR, MINUTE, at } from '../time';
import type { Derived, DerivedValue, StoryFile } from './derive';
import type { StoryItem } from './items';
import type { StoryBuffer } from './buffer';
import { target, type SourceRefs } from './write-sources';

/** Derivation runs a few minutes after an item arrives. */
const DERIVED_AFTER = 3 * MINUTE;

/**
 * What derivation made of the story: touchpoints with their items and
 * insights, and suggested values reviewed as an analyst would leave them,
 * each citing the row it was read from.
 */
export function writeDerived(
  ctx: SeedContext,
  buf: StoryBuffer,
  company: SeedCompany,
  items: StoryItem[],
  storyFiles: StoryFile[],
  derived: Derived,
  refs: SourceRefs,
): void {
  const ws = ctx.workspaceId;
  for (const tp of derived.touchpoints) {
    const last = Math.max(...tp.items.map((i) => items[i]?.at ?? 0));
    const publicId = ctx.publicId(touchpoints);
    const s = tp.summary;
    const ref = buf.touchpoints.add((r) => ({
      id: r.id,
      workspaceId: ws,
      publicId,
      companyId: company.id,
      headline: s.headline,
      snippet: s.snippet,
      topics: s.topics,
      occurredAt: s.occurredAt,
      groupKey: tp.groupKey,
      createdAt: at(s.occurredAt.getTime() + DERIVED_AFTER),
      updatedAt: at(last + DERIVED_AFTER),
    }));
    for (const i of tp.items) {
      const item = refs.items[i];
      if (!item) continue;
      buf.items.addLeaf(() => ({ workspaceId: ws, touchpointId: ref.id, [item.column]: item.ref.id }));
      // An email's attachments are on its touchpoint too.
      for (const f of storyFiles) {
        const fileRef = refs.files[f.id];
        if (f.item === i && fileRef)
          buf.items.addLeaf(() => ({ workspaceId: ws, touchpointId: ref.id, fileId: fileRef.id }));
      }
    }
    for (const insight of s.insights) {
      const insightPublicId = ctx.publicId(insights);
      const insightRef = buf.insights.add((r) => ({
        id: r.id,
        workspaceId: ws,
        publicId: insightPublicId,
        touchpointId: ref.id,
        category: insight.category,
        content: insight.content,
        occurredAt: insight.occurredAt,
        createdAt: at(last + DERIVED_AFTER),
      }));
      const t = target(refs, insight.source);
      buf.citations.addLeaf(() => ({
        workspaceId: ws,
        insightId: insightRef.id,
        position: 0,
        quote: insight.quote,
        [t.column]: t.ref.id,
      }));
    }
  }
  const rng = new Rng(`${ctx.label}:review:${company.index}`);
  for (const v of derived.values) {
    const status = review(rng, items, derived.values, v);
    const reported = v.reportedAt + DERIVED_AFTER;
    const decided = status === 'suggested' ? reported : Math.min(ANCHOR_MS - MINUTE, reported + rng.int(HOUR, 9 * DAY));
    const publicId = ctx.publicId(trackerValues);
    const valueRef = buf.values.add((r) => ({
      id: r.id,
      workspaceId: ws,
      publicId,
      trackerId: v.trackerId,
      companyId: company.id,
      value: v.found.amount,
      unit: v.unit,
      period: v.period,
      note: v.found.quote.slice(0, 10_000),
      origin: 'system',
      status,
      effectiveAt: v.found.effectiveAt,
      reportedAt: at(v.reportedAt),
      createdAt: at(reported),
      updatedAt: at(decided),
      statusUpdatedAt: at(decided),
    }));
    const t = target(refs, v.found.source);
    buf.citations.addLeaf(() => ({
      workspaceId: ws,
      trackerValueId: valueRef.id,
      position: 0,
      quote: v.found.quote,
      [t.column]: t.ref.id,
    }));
  }
}

/**
 * How an analyst left a suggestion: a figure said in a meeting is rejected
 * where the month's written update gave the exact one; older values are
 * mostly confirmed, the latest mostly still wait for review.
 */
function review(rng: Rng, items: StoryItem[], all: DerivedValue[], v: DerivedValue): ValueStatus {
  const month = v.found.effectiveAt.slice(0, 7);
  const spoken = items[v.item]?.kind === 'meeting';
  if (
    spoken &&
    all.some(
      (o) =>
        o !== v &&
        o.trackerId === v.trackerId &&
        o.found.effectiveAt.slice(0, 7) === month &&
        items[o.item]?.kind === 'email',
    )
  )
    return 'rejected';
  const age = ANCHOR_MS - v.reportedAt;
  if (age > 60 * DAY) return rng.chance(0.9) ? 'confirmed' : 'suggested';
  return rng.chance(0.25) ? 'confirmed' : 'suggested';
}
