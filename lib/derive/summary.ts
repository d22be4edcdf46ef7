import { and, desc, eq, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { emails, files, meetings, notes, touchpointItems, touchpoints } from '../db/schema';
import { TOPICS, type Topic } from '../schemas/common';
import { elementTextsOf } from './files';
import { figureInsight, findInsights } from './rules/insights';
import { headlineOf, snippetOf, topicOf } from './rules/topics';
import {
  groupKeyOf,
  derivedSummary,
  retireIfEmpty,
  writeSummary,
  type HeldSummary,
  type InsightDraft,
  type ItemRef,
  type Summary,
  type WholeSource,
} from './touchpoints';
import type { TextBlock } from './types';

/** The group key of periodic updates' touchpoints. */
export const UPDATE_KEY = groupKeyOf('periodic-company-update');

/** Enough insights to brief a reader, few enough to read. */
const MAX_INSIGHTS = 8;

/**
 * How much of each piece and block a summary reads (a file's elements, an email's body, a meeting's notes and
 * transcript, a note): its brief comes from the top of a document, and the rules took a quarter of a second over a
 * 10,000-row sheet, inside the derivation's transaction.
 */
export const SUMMARY_CHARS = 64_000;
/** ...and how many of a sheet's rows. */
const SUMMARY_ROWS = 500;

const head = (text: string) => (text.length > SUMMARY_CHARS ? text.slice(0, SUMMARY_CHARS) : text);

/** A text column's head, cut in the database: a transcript may be millions of characters. */
function headOf<C extends AnyPgColumn>(column: C): SQL<C['_']['notNull'] extends true ? string : string | null> {
  return sql`left(${column}, ${SUMMARY_CHARS})`;
}

/** One item of a touchpoint, as its summary reads it. */
export interface Piece {
  at: Date;
  title: string | null;
  text: string;
  topic: Topic;
  /** What the insights are read from; `subject` tells a forward, `rows` a sheet's table. */
  blocks: Omit<TextBlock, 'writtenAt'>[];
  /** An email's attachments: a sentence about them ("the deck is attached") cites them too. */
  files?: number[];
}

/** A sentence about what came attached. */
const ATTACHED = /\battach(?:ed|ing|ment|ments)?\b|\benclosed\b/i;
/** A sentence comparing with the last update: it cites that update's touchpoint. */
const COMPARED =
  /\b(?:month[- ]on[- ]month|month[- ]over[- ]month|MoM|since (?:the |our |my )?last update|(?:than|from|vs\.?) last month)\b/i;

type ItemKey = 'emailId' | 'fileId' | 'meetingId' | 'noteId';

/** A touchpoint derivation made in this transaction: what it holds is known without reading it. */
export interface MadeTouchpoint {
  id: number;
  items: ItemRef[];
  held: HeldSummary;
  /** The email it was made for, as derivation read it: not read back. */
  email?: SummaryEmail;
}

/** An email as a summary reads it: its body's head as `left(body, SUMMARY_CHARS)` cuts it. */
export interface SummaryEmail {
  id: number;
  subject: string | null;
  body: string;
  at: Date;
}

/** `left(text, n)` as PostgreSQL counts: code points, not UTF-16 units. */
function headCodePoints(text: string, n: number): string {
  if (text.length <= n) return text;
  let units = 0;
  for (let points = 0; points < n && units < text.length; points++) {
    const code = text.codePointAt(units) ?? 0;
    units += code > 0xffff ? 2 : 1;
  }
  return text.slice(0, units);
}

/** The email a made touchpoint holds, read once by derivation. */
export const summaryEmail = (e: { id: number; subject: string | null; body: string; sentAt: Date }): SummaryEmail => ({
  id: e.id,
  subject: e.subject,
  body: headCodePoints(e.body, SUMMARY_CHARS),
  at: e.sentAt,
});

async function piecesOf(tx: Tx, touchpointId: number, known?: ItemRef[], email?: SummaryEmail): Promise<Piece[]> {
  const items: Partial<Record<ItemKey, number | null>>[] =
    known ??
    (await tx
      .select({
        emailId: touchpointItems.emailId,
        fileId: touchpointItems.fileId,
        meetingId: touchpointItems.meetingId,
        noteId: touchpointItems.noteId,
      })
      .from(touchpointItems)
      .where(eq(touchpointItems.touchpointId, touchpointId)));
  const ids = (k: ItemKey) => items.flatMap((i) => (i[k] == null ? [] : [i[k]]));
  const pieces: Piece[] = [];
  const fileIds = ids('fileId');
  const fileRows = fileIds.length
    ? await tx
        .select({
          id: files.id,
          name: files.name,
          at: files.occurredAt,
          createdAt: files.createdAt,
          emailId: files.emailId,
        })
        .from(files)
        .where(and(inArray(files.id, fileIds), isNull(files.deletedAt)))
    : [];
  const emailIds = ids('emailId');
  if (emailIds.length) {
    const given = email && emailIds.includes(email.id) ? [email] : [];
    const missing = emailIds.filter((id) => id !== email?.id);
    const read = missing.length
      ? await tx
          .select({ id: emails.id, subject: emails.subject, body: headOf(emails.body), at: emails.sentAt })
          .from(emails)
          .where(and(inArray(emails.id, missing), isNull(emails.deletedAt)))
      : [];
    for (const e of [...given, ...read]) {
      const topic = topicOf({ subject: e.subject ?? undefined, text: e.body, kind: 'email' });
      pieces.push({
        at: e.at,
        title: e.subject,
        text: e.body,
        topic,
        blocks: [{ source: { type: 'email', id: e.id }, text: e.body, subject: e.subject ?? undefined }],
        files: fileRows.filter((f) => f.emailId === e.id).map((f) => f.id),
      });
    }
  }
  if (fileRows.length) {
    const elements = await elementTextsOf(tx, fileIds, { chars: SUMMARY_CHARS, rows: SUMMARY_ROWS });
    for (const f of fileRows) {
      const own = elements.filter((el) => el.fileId === f.id);
      const text = head(own.map((el) => el.content).join('\n\n'));
      // An attachment speaks of the period its email names, as derivation reads it (pipeline.ts).
      const subject = pieces.find(
        (p) => p.blocks[0]?.source.type === 'email' && p.blocks[0].source.id === f.emailId,
      )?.title;
      pieces.push({
        at: f.at ?? f.createdAt,
        title: f.name,
        text,
        topic: topicOf({ subject: f.name, text, kind: 'file' }),
        blocks: own.map((el) => ({
          source: { type: 'element', id: el.id, fileId: f.id },
          text: head(el.content),
          rows: el.rows ?? undefined,
          label: el.label ?? undefined,
          subject: subject ?? f.name,
        })),
      });
    }
  }
  const meetingIds = ids('meetingId');
  if (meetingIds.length) {
    for (const m of await tx
      .select({
        id: meetings.id,
        title: meetings.meetingNoteTitle,
        event: meetings.calendarEventTitle,
        notes: headOf(meetings.notes),
        transcript: headOf(meetings.transcript),
        at: meetings.calendarEventTime,
      })
      .from(meetings)
      .where(and(inArray(meetings.id, meetingIds), isNull(meetings.deletedAt)))) {
      const text = [m.notes, m.transcript].filter(Boolean).join('\n\n');
      const title = m.title ?? m.event;
      pieces.push({
        at: m.at,
        title,
        text,
        topic: topicOf({ subject: title ?? undefined, text, kind: 'meeting' }),
        blocks: [m.notes, m.transcript]
          .filter((t): t is string => Boolean(t))
          .map((t) => ({ source: { type: 'meeting', id: m.id }, text: t })),
      });
    }
  }
  const noteIds = ids('noteId');
  if (noteIds.length) {
    for (const n of await tx
      .select({ id: notes.id, content: headOf(notes.content), topics: notes.topics, at: notes.occurredAt })
      .from(notes)
      .where(and(inArray(notes.id, noteIds), isNull(notes.deletedAt)))) {
      // A person chose the note's topic: it stands.
      const chosen = n.topics.find((t): t is Topic => (TOPICS as readonly string[]).includes(t));
      pieces.push({
        at: n.at,
        title: null,
        text: n.content,
        topic: chosen ?? topicOf({ text: n.content, kind: 'note' }),
        blocks: [{ source: { type: 'note', id: n.id }, text: n.content }],
      });
    }
  }
  return pieces.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** A piece's first figure as an insight: for a piece that reports one but gave no insight of its own. */
function firstFigure(p: Piece): InsightDraft | undefined {
  for (const b of p.blocks) {
    const figure = figureInsight({ ...b, writtenAt: p.at });
    if (figure) return { ...figure, source: b.source, occurredAt: p.at };
  }
  return undefined;
}

/**
 * A touchpoint's topics, headline, snippet and insights, from the pieces it
 * holds (sorted by time). Pure, so the demo seed derives with it too.
 */
export function summaryOf(pieces: Piece[], previous?: number): Summary | undefined {
  const [first] = pieces;
  if (!first) return undefined;
  // Each piece's insights in its order; then taken in turns (round robin), so every email, file, meeting or note
  // that says something keeps at least its first insight under MAX_INSIGHTS (an update replying to a long one too).
  const perPiece: InsightDraft[][] = [];
  for (const p of pieces) {
    const insights: InsightDraft[] = [];
    perPiece.push(insights);
    for (const b of p.blocks) {
      for (const i of findInsights({ ...b, writtenAt: p.at })) {
        const also: WholeSource[] = [
          ...(ATTACHED.test(i.content) ? (p.files ?? []).map((id) => ({ type: 'file' as const, id })) : []),
          ...(previous !== undefined && COMPARED.test(i.content)
            ? [{ type: 'touchpoint' as const, id: previous }]
            : []),
        ];
        insights.push({ ...i, source: b.source, ...(also.length ? { also } : {}), occurredAt: p.at });
      }
    }
    const figure = insights.length ? undefined : firstFigure(p);
    if (figure) insights.push(figure);
  }
  const seen = new Set<string>();
  const unique: InsightDraft[] = [];
  for (let turn = 0; perPiece.some((list) => turn < list.length); turn++)
    for (const list of perPiece) {
      const i = list[turn];
      if (i && !seen.has(i.content) && seen.add(i.content)) unique.push(i);
    }
  const titled = pieces.find((p) => p.title);
  return {
    headline: headlineOf(titled?.title ?? '', titled?.text ?? first.text) || null,
    snippet: snippetOf(first.text) || null,
    topics: [...new Set(pieces.map((p) => p.topic))],
    occurredAt: first.at,
    insights: unique.slice(0, MAX_INSIGHTS),
  };
}

/** The company's periodic update before this touchpoint (by when it occurred): what "month on month" compares with. */
async function previousUpdate(tx: Tx, touchpointId: number, at: Date | undefined): Promise<number | undefined> {
  if (!at) return undefined;
  const own = tx.select({ companyId: touchpoints.companyId }).from(touchpoints).where(eq(touchpoints.id, touchpointId));
  const [row] = await tx
    .select({ id: touchpoints.id })
    .from(touchpoints)
    .where(
      and(
        inArray(touchpoints.companyId, own),
        eq(touchpoints.groupKey, UPDATE_KEY),
        isNull(touchpoints.deletedAt),
        lt(touchpoints.occurredAt, at),
        ne(touchpoints.id, touchpointId),
      ),
    )
    .orderBy(desc(touchpoints.occurredAt), desc(touchpoints.id))
    .limit(1);
  return row?.id;
}

/**
 * Derives a touchpoint's topics, headline, snippet and insights again from
 * everything it now holds; one left empty is retired.
 */
export async function summarise(
  tx: Tx,
  workspaceId: number,
  touchpointId: number,
  made?: MadeTouchpoint,
): Promise<void> {
  const before = made?.held ?? (await derivedSummary(tx, touchpointId));
  if (!before) return;
  const pieces = await piecesOf(tx, touchpointId, made?.items, made?.email);
  // Only a comparison needs the update before: most touchpoints skip the query.
  const compares = pieces.some((p) => COMPARED.test(p.text));
  const summary = summaryOf(pieces, compares ? await previousUpdate(tx, touchpointId, pieces[0]?.at) : undefined);
  if (!summary) {
    await retireIfEmpty(tx, touchpointId);
    return;
  }
  await writeSummary(tx, workspaceId, touchpointId, summary, before, made !== undefined);
}
