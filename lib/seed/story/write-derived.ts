import { insights, touchpoints, trackerValues } from '../../db/schema';
import type { ValueStatus } from '../../schemas/tracker';
import type { SeedCompany, SeedContext } from '../context';
import { Rng } from '../random';
import { ANCHOR_MS, DAY, HOUR, MINUTE, at } from '../time';
import type { DerivedValue } from './derive';
import type { PreparedStory } from './prepare';
import { figureOf, type Truth } from './truth';
import type { StoryItem } from './items';
import type { StoryBuffer } from './buffer';
import type { Ref } from '../pending';
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
  story: PreparedStory,
  refs: SourceRefs,
): void {
  const { items, files: storyFiles, derived, truth } = story;
  const ws = ctx.workspaceId;
  const written: Ref[] = [];
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
    written.push(ref);
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
      // Then the sources it rests on as a whole: the file sent, the earlier update (an index into `written`).
      (insight.also ?? []).forEach((w, n) => {
        const whole = w.type === 'file' ? target(refs, w) : { column: 'touchpointId' as const, ref: written[w.id] };
        if (!whole.ref) throw new Error(`seed: no touchpoint ${w.id} to cite`);
        const wholeRef = whole.ref;
        buf.citations.addLeaf(() => ({
          workspaceId: ws,
          insightId: insightRef.id,
          position: n + 1,
          quote: null,
          [whole.column]: wholeRef.id,
        }));
      });
    }
  }
  const rng = new Rng(`${ctx.label}:review:${company.index}`);
  for (const v of derived.values) {
    const status = review(rng, items, derived.values, v, truth);
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
 * How an analyst left a suggestion. The analyst knows the company's figures:
 * a value that equals the story's truth (amount, currency, date) is confirmed
 * once reviewed, any other is rejected; a figure said in a meeting is rejected
 * where the month's written update gave the exact one. Older values are mostly
 * reviewed, the latest mostly still wait.
 */
function review(rng: Rng, items: StoryItem[], all: DerivedValue[], v: DerivedValue, truth: Truth): ValueStatus {
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
  const reviewed = rng.chance(age > 60 * DAY ? 0.9 : 0.25);
  if (!reviewed) return 'suggested';
  return isTrue(truth, v) ? 'confirmed' : 'rejected';
}

/** Whether a suggestion states the story's own figure for its metric and date, in the company's currency. */
function isTrue(truth: Truth, v: DerivedValue): boolean {
  const want = figureOf(truth, v.found.metric, v.found.effectiveAt);
  const money = v.found.metric !== 'headcount';
  return want !== undefined && v.found.amount === want && (!money || v.unit === truth.currency);
}
