import { createHash } from 'node:crypto';
import {
  citations,
  emails,
  fileElements,
  files,
  insights,
  meetingAttendees,
  meetings,
  notes,
  touchpointItems,
  touchpoints,
  trackerValues,
} from '../../db/schema';
import { blobs } from '../../db/schema-intake';
import type { SourceRef } from '../../derive/types';
import type { TrackerTarget } from '../../derive/values';
import type { ValueStatus } from '../../schemas/tracker';
import { fullName, type SeedCompany, type SeedContext } from '../context';
import { Pending, type Ref } from '../pending';
import { Rng } from '../random';
import { ANCHOR_MS, DAY, HOUR, MINUTE, at } from '../time';
import type { Derived, DerivedValue, StoryFile } from './derive';
import type { StoryItem } from './items';
import { storyPreparer } from './pool';
import type { PreparedStory } from './prepare';

/** Every table a chunk of stories writes, in an order that satisfies foreign keys. */
class StoryBuffer {
  readonly blobs = new Pending(blobs);
  readonly emails = new Pending(emails);
  readonly files = new Pending(files);
  readonly elements = new Pending(fileElements);
  readonly meetings = new Pending(meetings);
  readonly attendees = new Pending(meetingAttendees);
  readonly notes = new Pending(notes);
  readonly touchpoints = new Pending(touchpoints);
  readonly items = new Pending(touchpointItems);
  readonly insights = new Pending(insights);
  readonly values = new Pending(trackerValues);
  readonly citations = new Pending(citations);
  get tables() {
    return [
      this.blobs,
      this.emails,
      this.files,
      this.elements,
      this.meetings,
      this.attendees,
      this.notes,
      this.touchpoints,
      this.items,
      this.insights,
      this.values,
      this.citations,
    ] as const;
  }
}

const CHUNK_TOUCHPOINTS = 2000;
/** Stories prepared ahead of the writer: enough to keep two workers busy through a flush. */
const LOOKAHEAD = 64;
/** Derivation runs a few minutes after an item arrives. */
const DERIVED_AFTER = 3 * MINUTE;

type Column = 'emailId' | 'meetingId' | 'noteId' | 'fileId' | 'elementId';

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
      company: { index: company.index, name: company.name, domain: company.domain, persons: company.persons },
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
      writeDerived(ctx, buf, company, story.items, story.files, story.derived, refs);
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

interface SourceRefs {
  items: Array<{ column: Column; ref: Ref }>;
  files: Ref[];
  elements: Ref[];
}

function writeSources(
  ctx: SeedContext,
  buf: StoryBuffer,
  company: SeedCompany,
  items: StoryItem[],
  storyFiles: StoryFile[],
): SourceRefs {
  const ws = ctx.workspaceId;
  const refs: SourceRefs = { items: [], files: [], elements: [] };
  for (const [i, item] of items.entries()) {
    const arrived = at(item.at + MINUTE);
    if (item.kind === 'email') {
      const publicId = ctx.publicId(emails);
      const ref = buf.emails.add((r) => ({
        id: r.id,
        workspaceId: ws,
        publicId,
        companyId: company.id,
        subject: item.subject,
        fromName: fullName(item.from),
        fromEmail: item.from.email,
        toEmails: item.to.map((m) => m.email),
        ccEmails: item.cc.map((p) => p.email),
        toRecipients: item.to.map((m) => ({ name: fullName(m), email: m.email })),
        messageId: `<${publicId}@${company.domain}>`,
        sentAt: at(item.at),
        body: item.body,
        createdAt: arrived,
      }));
      refs.items.push({ column: 'emailId', ref });
      for (const f of storyFiles.filter((sf) => sf.item === i)) {
        const blob = buf.blobs.add((r) => ({
          id: r.id,
          workspaceId: ws,
          sha256: createHash('sha256').update(f.bytes).digest('hex'),
          size: f.bytes.length,
          bytes: f.bytes,
        }));
        const filePublicId = ctx.publicId(files);
        const fileRef = buf.files.add((r) => ({
          id: r.id,
          workspaceId: ws,
          publicId: filePublicId,
          companyId: company.id,
          emailId: ref.id,
          name: f.name,
          extension: f.name.split('.').pop() ?? '',
          mediaType: f.mediaType,
          size: f.bytes.length,
          blobId: blob.id,
          occurredAt: at(item.at),
          createdAt: arrived,
        }));
        refs.files[f.id] = fileRef;
        for (const e of f.elements) {
          const elementPublicId = ctx.publicId(fileElements);
          refs.elements[e.id] = buf.elements.add((r) => ({
            id: r.id,
            workspaceId: ws,
            publicId: elementPublicId,
            fileId: fileRef.id,
            kind: e.kind,
            label: e.label,
            index: e.index,
            content: e.content,
            rows: e.rows ?? null,
          }));
        }
      }
    } else if (item.kind === 'meeting') {
      const publicId = ctx.publicId(meetings);
      const ref = buf.meetings.add((r) => ({
        id: r.id,
        workspaceId: ws,
        publicId,
        ownerMemberId: item.owner.id,
        provider: '',
        meetingNoteTitle: item.title,
        creatorName: fullName(item.owner),
        creatorEmail: item.owner.email,
        calendarEventTime: at(item.at),
        notes: item.notes,
        transcript: item.transcript,
        companyId: company.id,
        createdAt: arrived,
        updatedAt: arrived,
      }));
      item.attendees.forEach((a, position) =>
        buf.attendees.addLeaf(() => ({ workspaceId: ws, meetingId: ref.id, position, name: a.name, email: a.email })),
      );
      refs.items.push({ column: 'meetingId', ref });
    } else {
      const publicId = ctx.publicId(notes);
      const ref = buf.notes.add((r) => ({
        id: r.id,
        workspaceId: ws,
        publicId,
        companyId: item.person ? null : company.id,
        personId: item.person?.id ?? null,
        creatorMemberId: item.creator.id,
        content: item.content,
        topics: item.topics,
        occurredAt: at(item.at),
        createdAt: arrived,
        updatedAt: arrived,
      }));
      refs.items.push({ column: 'noteId', ref });
    }
  }
  return refs;
}

function target(refs: SourceRefs, source: SourceRef): { column: Column; ref: Ref } {
  const found =
    source.type === 'element'
      ? { column: 'elementId' as const, ref: refs.elements[source.id] }
      : source.type === 'file'
        ? { column: 'fileId' as const, ref: refs.files[source.id] }
        : refs.items[source.id];
  if (!found?.ref) throw new Error(`seed: no source for ${source.type} ${source.id}`);
  return { column: found.column, ref: found.ref };
}

function writeDerived(
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
