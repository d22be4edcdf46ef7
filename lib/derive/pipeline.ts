import { setImmediate as nextTurn } from 'node:timers/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { emails, files, meetings, notes, persons } from '../db/schema';
import type { Deriver, Job } from '../queue/worker';
import { companyOfMeetingAttendees } from '../queries/company-domains';
import { meetingColumns } from '../queries/meetings';
import { chosenCompany, companyOfEmail } from './company';
import { type ElementText, elementsOf, readFiles, storeFiles } from './files';
import { type Extractor, ruleExtractor } from './extractor';
import { findValuesOffThread } from '../intake/parse-pool';
import { restatedByTable } from './rules/table-cells';
import { topicOf } from './rules/topics';
import { type MadeTouchpoint, summarise, summaryEmail, type SummaryEmail, SUMMARY_CHARS } from './summary';
import {
  attach,
  createTouchpoint,
  detach,
  touchpointOfEvent,
  touchpointOfItem,
  touchpointOfThread,
  type ItemRef,
} from './touchpoints';
import type { FoundValue, TextBlock } from './types';
import { suggestValues } from './values';
import { retireSuggestions, type ItemSources } from './withdraw';
import type { Topic } from '../schemas/common';

/**
 * The same metric, amount and period reported in the body and its attachment is one value; a figure a table
 * reports too takes the table's period (see restatedByTable).
 */
export function distinct(found: FoundValue[]): FoundValue[] {
  // A table's figure written without a currency takes the one a sentence restating it names ("ARR: €5.21M").
  const values = found.map((v) => {
    if (!v.cell || v.unit !== null) return v;
    const said = found.find((s) => !s.cell && s.unit !== null && restatedByTable(s, [v]));
    return said ? { ...v, unit: said.unit } : v;
  });
  const seen = new Set<string>();
  const cells = values.filter((v) => v.cell);
  return values.filter((v) => {
    if (restatedByTable(v, cells)) return false;
    const key = `${v.metric}|${v.amount}|${v.effectiveAt}|${v.unit}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Texts up to this long are read by the rules on the event loop: prose takes them about 1 µs a character, the
 * slowest text measured ("1. " over and over) 7–20 µs, so at most some 160 ms. Longer ones go to a worker, bounded
 * in time and memory like a file (a worker's start and the copy cost more than a short text's reading).
 */
const INLINE_CHARS = 8_192;

/** Values found, and a notice when a text was too costly to read (its values are then left out). */
interface Found {
  found: FoundValue[];
  notice?: string;
}

/**
 * The values `extractor` finds in `blocks`, a short block per turn of the event loop, the rules' long ones in a
 * worker. Called before the transaction that stores them: on embedded PGlite a transaction holds every other
 * request for as long as it runs, and reading a big sheet takes the rules a good part of a second.
 */
async function findAll(extractor: Extractor, blocks: TextBlock[]): Promise<Found> {
  const found: FoundValue[] = [];
  const offThread = (b: TextBlock) => extractor === ruleExtractor && b.text.length > INLINE_CHARS;
  const long = blocks.filter(offThread);
  for (const block of blocks.filter((b) => !offThread(b))) {
    found.push(...extractor.findValues(block));
    await nextTurn();
  }
  if (!long.length) return { found: distinct(found) };
  const read = await findValuesOffThread(long);
  if ('values' in read) return { found: distinct([...found, ...read.values.flat()]) };
  return { found: distinct(found), notice: `Values were not read from a text: ${read.stopped}` };
}

interface Placement {
  workspaceId: number;
  companyId: number | null;
  items: ItemRef[];
  topic: Topic;
  at: Date;
  thread?: string[];
  /** The values the item reports (see findAll). */
  found: FoundValue[];
  sources: ItemSources;
  /** The email placed, as read for derivation: a touchpoint made for it need not read it back. */
  email?: SummaryEmail;
}

/**
 * Puts an item (and what came with it) on its company's timeline: the
 * touchpoint it is already in, its thread's, the same event's, or a new one;
 * then suggests its values and summarises every touchpoint it touched.
 */
async function place(tx: Tx, p: Placement): Promise<void> {
  const touched = new Set<number>();
  let made: MadeTouchpoint | undefined;
  const [main] = p.items;
  if (!main) return;
  if (p.companyId === null) {
    for (const item of p.items) for (const id of await detach(tx, item)) touched.add(id);
    await retireSuggestions(tx, p.sources, []);
  } else {
    const { live, held } = await touchpointOfItem(tx, main);
    const known =
      (live?.companyId === p.companyId ? live.id : undefined) ??
      (await touchpointOfThread(tx, p.workspaceId, p.companyId, p.thread ?? [])) ??
      (await touchpointOfEvent(tx, p.companyId, p.topic, p.at));
    const tp = known ?? (await createTouchpoint(tx, p.workspaceId, p.companyId, p.topic, p.at));
    // A touchpoint made just now holds these items and nothing else: summarise need not read it back.
    if (known === undefined)
      made = {
        id: tp,
        items: p.items,
        held: { headline: null, snippet: null, topics: [p.topic], occurredAt: p.at },
        ...(p.email ? { email: p.email } : {}),
      };
    touched.add(tp);
    for (const item of p.items)
      for (const id of await attach(tx, p.workspaceId, tp, item, item === main && !held)) touched.add(id);
    const kept = await suggestValues(tx, p.workspaceId, p.companyId, p.found, p.at);
    // An item no touchpoint ever held was never derived (or was detached, which retired its suggestions): none
    // of its sources has a suggestion to retire.
    if (held) await retireSuggestions(tx, p.sources, kept);
  }
  for (const id of touched) await summarise(tx, p.workspaceId, id, id === made?.id ? made : undefined);
}

/** What a file's elements are read with besides their own text. */
interface ReadWith {
  writtenAt: Date;
  /** An attachment speaks of the period its email names; an upload, of its own name's. */
  subject: string | undefined;
  /** An attachment's email text: it may say what the attachment's figures are in. */
  mailText?: string;
}

/** A file element as a block to read. */
function elementBlock(e: ElementText, context: ReadWith): TextBlock {
  return {
    source: { type: 'element', id: e.id, fileId: e.fileId },
    text: e.content,
    rows: e.rows ?? undefined,
    label: e.label ?? undefined,
    writtenAt: context.writtenAt,
    subject: context.subject,
    ...(context.mailText !== undefined ? { mailText: context.mailText } : {}),
  };
}

/**
 * Reads an item's files and stores their elements, in a short transaction of its own before the
 * derivation's (on retry they are not read again); then finds their values. With the rules, a file
 * read just now had its values found by the worker that read it, off the event loop.
 */
async function filesRead(
  db: Db,
  workspaceId: number,
  fileIds: number[],
  extractor: Extractor,
  context: ReadWith,
): Promise<{ elements: ElementText[] } & Found> {
  const read = await readFiles(
    db,
    fileIds,
    extractor === ruleExtractor
      ? {
          writtenAt: context.writtenAt.toISOString(),
          ...(context.subject ? { subject: context.subject } : {}),
          ...(context.mailText !== undefined ? { mailText: context.mailText } : {}),
        }
      : undefined,
  );
  const held = read.length ? await db.transaction((tx) => storeFiles(tx, workspaceId, read)) : [];
  const elements = await elementsOf(db, fileIds, held);
  const found = elements.flatMap((e) => e.found ?? []);
  const rest = elements.filter((e) => !e.found).map((e) => elementBlock(e, context));
  const more = await findAll(extractor, rest);
  return { elements, ...more, found: [...found, ...more.found] };
}

type Write = (tx: Tx) => Promise<string | void>;

/** The columns of an email derivation reads: not its HTML, recipients' names or search vector, which are large. */
const emailColumns = {
  id: emails.id,
  subject: emails.subject,
  body: emails.body,
  sentAt: emails.sentAt,
  deletedAt: emails.deletedAt,
  fromEmail: emails.fromEmail,
  toEmails: emails.toEmails,
  ccEmails: emails.ccEmails,
  companyId: emails.companyId,
  inReplyTo: emails.inReplyTo,
  referenceIds: emails.referenceIds,
};

async function prepareEmail(db: Db, job: Job, extractor: Extractor): Promise<Write> {
  // The email and its files' ids in one read: every derivation starts here.
  const [email] = await db
    .select({
      ...emailColumns,
      // Spelled out: drizzle leaves columns unqualified in a one-table select, so files' "id" would be the email's.
      fileIds: sql<number[]>`(select coalesce(json_agg(f.id order by f.id), '[]'::json) from ${files} f
        where f.email_id = ${emails}.id and f.deleted_at is null)`,
    })
    .from(emails)
    .where(eq(emails.id, job.itemId));
  if (!email) return async () => {};
  const { fileIds } = email;
  const subject = email.subject ?? undefined;
  // An attachment speaks of the period its email names.
  const attachments = await filesRead(db, job.workspaceId, fileIds, extractor, {
    writtenAt: email.sentAt,
    subject,
    mailText: email.body,
  });
  const body = await findAll(extractor, [
    { source: { type: 'email', id: email.id }, text: email.body, writtenAt: email.sentAt, subject },
  ]);
  const found = distinct([...body.found, ...attachments.found]);
  const notice = body.notice ?? attachments.notice;
  const topic = topicOf({ subject, text: email.body.slice(0, SUMMARY_CHARS), kind: 'email' });
  return async (tx) => {
    const live = email.deletedAt === null;
    const company = live
      ? await companyOfEmail(tx, job.workspaceId, {
          from: email.fromEmail,
          to: email.toEmails,
          cc: email.ccEmails,
          subject: email.subject,
          body: email.body,
        })
      : undefined;
    const companyId = company?.id ?? null;
    if (email.companyId !== companyId) await tx.update(emails).set({ companyId }).where(eq(emails.id, email.id));
    if (fileIds.length) await tx.update(files).set({ companyId }).where(inArray(files.id, fileIds));
    await place(tx, {
      workspaceId: job.workspaceId,
      companyId,
      items: [{ emailId: email.id }, ...fileIds.map((fileId) => ({ fileId }))],
      topic,
      at: email.sentAt,
      thread: [email.inReplyTo, ...(email.referenceIds ?? [])].filter((x): x is string => Boolean(x)),
      found,
      sources: { emailIds: [email.id], fileIds, meetingIds: [] },
      email: summaryEmail(email),
    });
    return notice;
  };
}

async function prepareFile(db: Db, job: Job, extractor: Extractor): Promise<Write> {
  const [file] = await db.select().from(files).where(eq(files.id, job.itemId));
  if (!file) return async () => {};
  const at = file.occurredAt ?? file.createdAt;
  const { elements, found, notice } = await filesRead(db, job.workspaceId, [file.id], extractor, {
    writtenAt: at,
    subject: file.name,
  });
  const text = elements.map((e) => e.content).join('\n\n');
  const topic = topicOf({ subject: file.name, text: text.slice(0, SUMMARY_CHARS), kind: 'file' });
  return async (tx) => {
    await place(tx, {
      workspaceId: job.workspaceId,
      companyId: file.deletedAt === null ? file.companyId : null,
      items: [{ fileId: file.id }],
      topic,
      at,
      found,
      sources: { emailIds: [], fileIds: [file.id], meetingIds: [] },
    });
    return notice;
  };
}

async function prepareMeeting(db: Db, job: Job, extractor: Extractor): Promise<Write> {
  const [read] = await db.select(meetingColumns).from(meetings).where(eq(meetings.id, job.itemId));
  if (!read) return async () => {};
  const title = read.meetingNoteTitle ?? read.calendarEventTitle ?? undefined;
  const texts = [read.notes, read.transcript].filter((t): t is string => Boolean(t));
  // Read before the transaction: a transcript may be millions of characters.
  const { found, notice } = await findAll(
    extractor,
    texts.map((text) => ({
      source: { type: 'meeting', id: read.id },
      text,
      writtenAt: read.calendarEventTime,
      subject: title,
    })),
  );
  const topic = topicOf({ subject: title, text: texts.join('\n\n').slice(0, SUMMARY_CHARS), kind: 'meeting' });
  return async (tx) => {
    // The texts read above are not fetched again: only an import changes a meeting, and it stamps updatedAt.
    const [m] = await tx
      .select({
        id: meetings.id,
        deletedAt: meetings.deletedAt,
        chosenCompanyId: meetings.chosenCompanyId,
        updatedAt: meetings.updatedAt,
      })
      .from(meetings)
      .where(eq(meetings.id, job.itemId));
    if (!m) return;
    // Imported again meanwhile: that import queued this job anew, and the next run reads the new text.
    if (m.updatedAt.getTime() !== read.updatedAt.getTime()) return;
    const live = m.deletedAt === null;
    const company = !live
      ? undefined
      : m.chosenCompanyId !== null
        ? await chosenCompany(tx, job.workspaceId, m.chosenCompanyId)
        : await companyOfMeetingAttendees(tx, job.workspaceId, m.id);
    const companyId = company?.id ?? null;
    await tx.update(meetings).set({ companyId }).where(eq(meetings.id, m.id));
    await place(tx, {
      workspaceId: job.workspaceId,
      companyId,
      items: [{ meetingId: m.id }],
      topic,
      at: read.calendarEventTime,
      found,
      sources: { emailIds: [], fileIds: [], meetingIds: [m.id] },
    });
    return notice;
  };
}

async function prepareNote(db: Db, job: Job): Promise<Write> {
  return async (tx) => {
    const [n] = await tx
      .select({
        id: notes.id,
        companyId: notes.companyId,
        personCompanyId: persons.companyId,
        content: notes.content,
        topics: notes.topics,
        at: notes.occurredAt,
        deletedAt: notes.deletedAt,
      })
      .from(notes)
      .leftJoin(persons, eq(persons.id, notes.personId))
      .where(eq(notes.id, job.itemId));
    if (!n) return;
    // Notes yield no values: the contract derives those from emails, files and meetings.
    await place(tx, {
      workspaceId: job.workspaceId,
      companyId: n.deletedAt === null ? (n.companyId ?? n.personCompanyId) : null,
      items: [{ noteId: n.id }],
      topic: (n.topics[0] as Topic | undefined) ?? 'other',
      at: n.at,
      found: [],
      sources: { emailIds: [], fileIds: [], meetingIds: [] },
    });
  };
}

/** Contract §7's derivation, its values found by `extractor` (the rules by default; a model could stand in). */
function deriverWith(extractor: Extractor): Deriver {
  return {
    prepare(db, job) {
      switch (job.itemType) {
        case 'email':
          return prepareEmail(db, job, extractor);
        case 'file':
          return prepareFile(db, job, extractor);
        case 'meeting':
          return prepareMeeting(db, job, extractor);
        case 'note':
          return prepareNote(db, job);
      }
    },
  };
}

/** Contract §7's derivation, by rules. */
export const ruleDeriver: Deriver = deriverWith(ruleExtractor);
