import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { single, type Tx } from '../db/client';
import { citations, emails, insights, touchpointItems, touchpoints } from '../db/schema';
import { newPublicId } from '../ids';
import type { InsightCategory, Topic } from '../schemas/common';
import { citationTarget, type SourceRef } from './types';

/** An item a touchpoint groups. */
export type ItemRef = { emailId: number } | { fileId: number } | { meetingId: number } | { noteId: number };

/** Updates of one kind a few days apart are one event (a monthly update and its follow-up deck). */
export const SAME_EVENT_MS = 3 * 86_400_000;
/** Topics whose items join a touchpoint of the same kind within those days. */
const GROUPED_TOPICS: Topic[] = ['periodic-company-update', 'board-meeting'];

/**
 * The group key a new touchpoint gets for its first item's topic: items of an
 * event kind join it within SAME_EVENT_MS; every other item stands alone.
 */
export function groupKeyOf(topic: Topic): string {
  return GROUPED_TOPICS.includes(topic) ? `event:${topic}` : 'item';
}

/** The touchpoint_items column that holds an item of this kind, and the item's id. */
function itemColumnOf(item: ItemRef) {
  if ('emailId' in item) return { column: touchpointItems.emailId, id: item.emailId };
  if ('fileId' in item) return { column: touchpointItems.fileId, id: item.fileId };
  if ('meetingId' in item) return { column: touchpointItems.meetingId, id: item.meetingId };
  return { column: touchpointItems.noteId, id: item.noteId };
}

function itemColumn(item: ItemRef) {
  const { column, id } = itemColumnOf(item);
  return eq(column, id);
}

/** Where an item is: the live touchpoint it belongs to, if any, and whether any touchpoint (live or not) holds it. */
export async function touchpointOfItem(
  tx: Tx,
  item: ItemRef,
): Promise<{ live?: { id: number; companyId: number }; held: boolean }> {
  const rows = await tx
    .select({ id: touchpoints.id, companyId: touchpoints.companyId, deletedAt: touchpoints.deletedAt })
    .from(touchpointItems)
    .innerJoin(touchpoints, eq(touchpoints.id, touchpointItems.touchpointId))
    .where(itemColumn(item));
  const live = rows.find((r) => r.deletedAt === null);
  return { live: live && { id: live.id, companyId: live.companyId }, held: rows.length > 0 };
}

/** The touchpoint of an earlier message of the same thread, for the same company. */
export async function touchpointOfThread(
  tx: Tx,
  workspaceId: number,
  companyId: number,
  messageIds: string[],
): Promise<number | undefined> {
  if (messageIds.length === 0) return undefined;
  const [row] = await tx
    .select({ id: touchpoints.id })
    .from(emails)
    .innerJoin(touchpointItems, eq(touchpointItems.emailId, emails.id))
    .innerJoin(touchpoints, eq(touchpoints.id, touchpointItems.touchpointId))
    .where(
      and(
        eq(emails.workspaceId, workspaceId),
        inArray(emails.messageId, messageIds),
        eq(touchpoints.companyId, companyId),
        isNull(touchpoints.deletedAt),
      ),
    )
    .orderBy(touchpoints.id)
    .limit(1);
  return row?.id;
}

/** A touchpoint of the same company and kind of update, a few days either side. */
export async function touchpointOfEvent(
  tx: Tx,
  companyId: number,
  topic: Topic,
  at: Date,
): Promise<number | undefined> {
  if (!GROUPED_TOPICS.includes(topic)) return undefined;
  const span = SAME_EVENT_MS;
  const [row] = await tx
    .select({ id: touchpoints.id })
    .from(touchpoints)
    .where(
      and(
        eq(touchpoints.companyId, companyId),
        isNull(touchpoints.deletedAt),
        eq(touchpoints.groupKey, `event:${topic}`),
        gte(touchpoints.occurredAt, new Date(at.getTime() - span)),
        lte(touchpoints.occurredAt, new Date(at.getTime() + span)),
      ),
    )
    .orderBy(sql`abs(extract(epoch from ${touchpoints.occurredAt} - ${at.toISOString()}::timestamptz))`)
    .limit(1);
  return row?.id;
}

export async function createTouchpoint(
  tx: Tx,
  workspaceId: number,
  companyId: number,
  topic: Topic,
  occurredAt: Date,
): Promise<number> {
  // Every derived touchpoint has a key: a null key marks one the seed wrote, which derivation leaves alone.
  const groupKey = groupKeyOf(topic);
  const row = single(
    await tx
      .insert(touchpoints)
      .values({ workspaceId, publicId: newPublicId(), companyId, topics: [topic], occurredAt, groupKey })
      .returning({ id: touchpoints.id }),
  );
  return row.id;
}

/**
 * Links an item to a touchpoint, moving it out of any other it was in. `heldNowhere`: the caller read that no
 * touchpoint holds it (a new email, most of the time), so there is nothing to move it out of.
 */
export async function attach(
  tx: Tx,
  workspaceId: number,
  touchpointId: number,
  item: ItemRef,
  heldNowhere = false,
): Promise<number[]> {
  const old = heldNowhere
    ? []
    : await tx
        .delete(touchpointItems)
        .where(and(itemColumn(item), sql`${touchpointItems.touchpointId} <> ${touchpointId}`))
        .returning({ touchpointId: touchpointItems.touchpointId });
  // Inserted only when not there yet, in one statement: every email placed comes through here.
  const { column, id } = itemColumnOf(item);
  await tx.execute(sql`
    insert into ${touchpointItems} (${sql.identifier(touchpointItems.workspaceId.name)},
      ${sql.identifier(touchpointItems.touchpointId.name)}, ${sql.identifier(column.name)})
    select ${workspaceId}, ${touchpointId}, ${id}
    where not exists (select 1 from ${touchpointItems} where ${column} = ${id} and ${touchpointItems.touchpointId} = ${touchpointId})`);
  return old.map((o) => o.touchpointId);
}

/**
 * Removes an item from every derived touchpoint; returns the touchpoints it
 * left, to be summarised again. A seeded touchpoint keeps its links: its
 * counts already skip deleted items.
 */
export async function detach(tx: Tx, item: ItemRef): Promise<number[]> {
  const derived = tx
    .select({ id: touchpoints.id })
    .from(touchpoints)
    .where(sql`${touchpoints.groupKey} is not null`);
  const old = await tx
    .delete(touchpointItems)
    .where(and(itemColumn(item), inArray(touchpointItems.touchpointId, derived)))
    .returning({ touchpointId: touchpointItems.touchpointId });
  return old.map((o) => o.touchpointId);
}

/** A source an insight cites as a whole, after its passage: the file an email sent, the update it compares with. */
export type WholeSource = { type: 'file'; id: number } | { type: 'touchpoint'; id: number };

export interface InsightDraft {
  category: InsightCategory;
  content: string;
  quote: string;
  source: SourceRef;
  /** Cited after the passage, with no quote. */
  also?: WholeSource[];
  occurredAt: Date;
}

/** The citation columns of a source cited whole. */
const wholeTarget = (w: WholeSource): Record<string, number> =>
  w.type === 'file' ? { fileId: w.id } : { touchpointId: w.id };

const targetsOf = (i: InsightDraft) => [citationTarget(i.source), ...(i.also ?? []).map(wholeTarget)];

export interface Summary {
  headline: string | null;
  snippet: string | null;
  topics: Topic[];
  occurredAt: Date;
  insights: InsightDraft[];
}

const insightKey = (category: string, content: string, targets: Record<string, number>[]) =>
  `${category}\u0000${content}\u0000${JSON.stringify(targets)}`;

/**
 * Writes a touchpoint's summary and insights. Insights that still hold keep
 * their ids; vanished ones go with their citations; `updatedAt` moves only
 * when something changed.
 */
export async function writeSummary(
  tx: Tx,
  workspaceId: number,
  touchpointId: number,
  s: Summary,
  before: HeldSummary,
  made = false,
): Promise<void> {
  // A touchpoint made in this transaction has no insights yet.
  const current = made
    ? []
    : await tx
        .select({
          id: insights.id,
          category: insights.category,
          content: insights.content,
          position: citations.position,
          emailId: citations.emailId,
          elementId: citations.elementId,
          fileId: citations.fileId,
          meetingId: citations.meetingId,
          noteId: citations.noteId,
          touchpointId: citations.touchpointId,
        })
        .from(insights)
        .leftJoin(citations, eq(citations.insightId, insights.id))
        .where(eq(insights.touchpointId, touchpointId))
        .orderBy(insights.id, citations.position);
  // An insight's key is its category, content and every citation's target, in order.
  const held = new Map<number, { category: string; content: string; targets: Record<string, number>[] }>();
  for (const c of current) {
    const entry = held.get(c.id) ?? { category: c.category, content: c.content, targets: [] };
    const { emailId, elementId, fileId, meetingId, noteId } = c;
    const target = Object.fromEntries(
      Object.entries({ emailId, elementId, fileId, meetingId, noteId, touchpointId: c.touchpointId }).filter(
        ([, v]) => v !== null,
      ),
    ) as Record<string, number>;
    if (Object.keys(target).length > 0) entry.targets.push(target);
    held.set(c.id, entry);
  }
  const have = new Map([...held].map(([id, h]) => [insightKey(h.category, h.content, h.targets), id]));
  const want = new Map(s.insights.map((i) => [insightKey(i.category, i.content, targetsOf(i)), i]));
  const gone = [...have].filter(([k]) => !want.has(k)).map(([, id]) => id);
  const added = [...want].filter(([k]) => !have.has(k)).map(([, i]) => i);
  if (gone.length > 0) {
    await tx.delete(citations).where(inArray(citations.insightId, gone));
    await tx.delete(insights).where(inArray(insights.id, gone));
  }
  if (added.length > 0) {
    // One statement for the insights and one for their citations: a touchpoint is summarised on every item placed in it.
    const rows = added.map((i) => ({ insight: i, publicId: newPublicId() }));
    const ids = await tx
      .insert(insights)
      .values(
        rows.map(({ insight: i, publicId }) => ({
          workspaceId,
          publicId,
          touchpointId,
          category: i.category,
          content: i.content,
          occurredAt: i.occurredAt,
        })),
      )
      .returning({ id: insights.id, publicId: insights.publicId });
    const idOf = new Map(ids.map((r) => [r.publicId, r.id]));
    await tx.insert(citations).values(
      rows.flatMap(({ insight: i, publicId }) => {
        const insightId = idOf.get(publicId);
        if (insightId === undefined) throw new Error(`insight ${publicId} was not stored`);
        return [
          { workspaceId, insightId, position: 0, quote: i.quote, ...citationTarget(i.source) },
          ...(i.also ?? []).map((w, n) => ({
            workspaceId,
            insightId,
            position: n + 1,
            quote: null,
            ...wholeTarget(w),
          })),
        ];
      }),
    );
  }
  // Moves when the summary, topics or insights changed (spec: touchpoints change over time).
  const changed =
    gone.length > 0 ||
    added.length > 0 ||
    before.headline !== s.headline ||
    before.snippet !== s.snippet ||
    before.topics.join('\u0000') !== s.topics.join('\u0000');
  // A summary that came out the same (an item placed again) writes nothing.
  if (!changed && before.occurredAt.getTime() === s.occurredAt.getTime()) return;
  await tx
    .update(touchpoints)
    .set({
      headline: s.headline,
      snippet: s.snippet,
      topics: s.topics,
      occurredAt: s.occurredAt,
      ...(changed ? { updatedAt: sql`now()` } : {}),
    })
    .where(eq(touchpoints.id, touchpointId));
}

/** A derived touchpoint's summary as it stands; undefined for a seeded one (it keeps what was written). */
export interface HeldSummary {
  headline: string | null;
  snippet: string | null;
  topics: string[];
  occurredAt: Date;
}

/** Whether derivation made this touchpoint, and then its summary: one read serves both (summarise). */
export async function derivedSummary(tx: Tx, touchpointId: number): Promise<HeldSummary | undefined> {
  const [row] = await tx
    .select({
      groupKey: touchpoints.groupKey,
      headline: touchpoints.headline,
      snippet: touchpoints.snippet,
      topics: touchpoints.topics,
      occurredAt: touchpoints.occurredAt,
    })
    .from(touchpoints)
    .where(eq(touchpoints.id, touchpointId));
  if (!row || row.groupKey == null) return undefined;
  return { headline: row.headline, snippet: row.snippet, topics: row.topics ?? [], occurredAt: row.occurredAt };
}

/** A touchpoint left with no live item is deleted (softly); returns whether it was. */
export async function retireIfEmpty(tx: Tx, touchpointId: number): Promise<boolean> {
  const [left] = await tx
    .select({ id: touchpointItems.id })
    .from(touchpointItems)
    .where(eq(touchpointItems.touchpointId, touchpointId))
    .limit(1);
  if (left) return false;
  await tx
    .update(touchpoints)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(touchpoints.id, touchpointId), isNull(touchpoints.deletedAt)));
  return true;
}
