import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { emails, files, meetingAttendees, meetings, notes, persons } from '../db/schema';
import type { Deriver, Job } from '../queue/worker';
import { chosenCompany, companyOfAttendees, companyOfEmail } from './company';
import { elementsOf, readFiles, storeFiles } from './files';
import { type Extractor, ruleExtractor } from './extractor';
import { restatedByTable } from './rules/table-cells';
import { topicOf } from './rules/topics';
import { summarise } from './summary';
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
import { retireSuggestions, suggestValues, type ItemSources } from './values';
import type { Topic } from '../schemas/common';

/**
 * The same metric, amount and period reported in the body and its attachment is one value; a figure a table
 * reports too takes the table's period (see restatedByTable).
 */
export function distinct(values: FoundValue[]): FoundValue[] {
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

interface Placement {
  /** What finds the values in `blocks`. */
  extractor: Extractor;
  workspaceId: number;
  companyId: number | null;
  items: ItemRef[];
  topic: Topic;
  at: Date;
  thread?: string[];
  blocks: TextBlock[];
  sources: ItemSources;
}

/**
 * Puts an item (and what came with it) on its company's timeline: the
 * touchpoint it is already in, its thread's, the same event's, or a new one;
 * then suggests its values and summarises every touchpoint it touched.
 */
async function place(tx: Tx, p: Placement): Promise<void> {
  const touched = new Set<number>();
  const [main] = p.items;
  if (!main) return;
  if (p.companyId === null) {
    for (const item of p.items) for (const id of await detach(tx, item)) touched.add(id);
    await retireSuggestions(tx, p.sources, []);
  } else {
    const current = await touchpointOfItem(tx, main);
    const tp =
      (current?.companyId === p.companyId ? current.id : undefined) ??
      (await touchpointOfThread(tx, p.workspaceId, p.companyId, p.thread ?? [])) ??
      (await touchpointOfEvent(tx, p.companyId, p.topic, p.at)) ??
      (await createTouchpoint(tx, p.workspaceId, p.companyId, p.topic, p.at));
    touched.add(tp);
    for (const item of p.items) for (const id of await attach(tx, p.workspaceId, tp, item)) touched.add(id);
    const found = distinct(p.blocks.flatMap((b) => p.extractor.findValues(b)));
    const kept = await suggestValues(tx, p.workspaceId, p.companyId, found, p.at);
    await retireSuggestions(tx, p.sources, kept);
  }
  for (const id of touched) await summarise(tx, p.workspaceId, id);
}

async function prepareEmail(db: Db, job: Job, extractor: Extractor): Promise<(tx: Tx) => Promise<void>> {
  const [email] = await db.select().from(emails).where(eq(emails.id, job.itemId));
  if (!email) return async () => {};
  const attached = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.emailId, email.id), isNull(files.deletedAt)));
  const fileIds = attached.map((f) => f.id);
  const read = await readFiles(db, fileIds);
  return async (tx) => {
    await storeFiles(tx, job.workspaceId, read);
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
    await tx.update(emails).set({ companyId }).where(eq(emails.id, email.id));
    if (fileIds.length) await tx.update(files).set({ companyId }).where(inArray(files.id, fileIds));
    const elements = await elementsOf(tx, fileIds);
    const subject = email.subject ?? undefined;
    await place(tx, {
      extractor,
      workspaceId: job.workspaceId,
      companyId,
      items: [{ emailId: email.id }, ...fileIds.map((fileId) => ({ fileId }))],
      topic: topicOf({ subject: email.subject ?? undefined, text: email.body, kind: 'email' }),
      at: email.sentAt,
      thread: [email.inReplyTo, ...(email.referenceIds ?? [])].filter((x): x is string => Boolean(x)),
      blocks: [
        { source: { type: 'email', id: email.id }, text: email.body, writtenAt: email.sentAt, subject },
        ...elements.map((e) => ({
          source: { type: 'element' as const, id: e.id, fileId: e.fileId },
          text: e.content,
          rows: e.rows ?? undefined,
          label: e.label ?? undefined,
          writtenAt: email.sentAt,
          // An attachment speaks of the period its email names.
          subject,
          mailText: email.body,
        })),
      ],
      sources: { emailIds: [email.id], fileIds, meetingIds: [] },
    });
  };
}

async function prepareFile(db: Db, job: Job, extractor: Extractor): Promise<(tx: Tx) => Promise<void>> {
  const [file] = await db.select().from(files).where(eq(files.id, job.itemId));
  if (!file) return async () => {};
  const read = await readFiles(db, [file.id]);
  return async (tx) => {
    await storeFiles(tx, job.workspaceId, read);
    const elements = await elementsOf(tx, [file.id]);
    const at = file.occurredAt ?? file.createdAt;
    const text = elements.map((e) => e.content).join('\n\n');
    await place(tx, {
      extractor,
      workspaceId: job.workspaceId,
      companyId: file.deletedAt === null ? file.companyId : null,
      items: [{ fileId: file.id }],
      topic: topicOf({ subject: file.name, text, kind: 'file' }),
      at,
      blocks: elements.map((e) => ({
        source: { type: 'element' as const, id: e.id, fileId: e.fileId },
        text: e.content,
        rows: e.rows ?? undefined,
        label: e.label ?? undefined,
        writtenAt: at,
        subject: file.name,
      })),
      sources: { emailIds: [], fileIds: [file.id], meetingIds: [] },
    });
  };
}

async function prepareMeeting(db: Db, job: Job, extractor: Extractor): Promise<(tx: Tx) => Promise<void>> {
  return async (tx) => {
    const [m] = await tx.select().from(meetings).where(eq(meetings.id, job.itemId));
    if (!m) return;
    const attendees = await tx
      .select({ email: meetingAttendees.email })
      .from(meetingAttendees)
      .where(and(eq(meetingAttendees.meetingId, m.id), isNull(meetingAttendees.removedAt)))
      .orderBy(meetingAttendees.position);
    const live = m.deletedAt === null;
    const company = !live
      ? undefined
      : m.chosenCompanyId !== null
        ? await chosenCompany(tx, job.workspaceId, m.chosenCompanyId)
        : await companyOfAttendees(
            tx,
            job.workspaceId,
            attendees.flatMap((a) => (a.email ? [a.email] : [])),
          );
    const companyId = company?.id ?? null;
    await tx.update(meetings).set({ companyId }).where(eq(meetings.id, m.id));
    const title = m.meetingNoteTitle ?? m.calendarEventTitle ?? undefined;
    const texts = [m.notes, m.transcript].filter((t): t is string => Boolean(t));
    await place(tx, {
      extractor,
      workspaceId: job.workspaceId,
      companyId,
      items: [{ meetingId: m.id }],
      topic: topicOf({ subject: title, text: texts.join('\n\n'), kind: 'meeting' }),
      at: m.calendarEventTime,
      blocks: texts.map((text) => ({
        source: { type: 'meeting', id: m.id },
        text,
        writtenAt: m.calendarEventTime,
        subject: title,
      })),
      sources: { emailIds: [], fileIds: [], meetingIds: [m.id] },
    });
  };
}

async function prepareNote(db: Db, job: Job, extractor: Extractor): Promise<(tx: Tx) => Promise<void>> {
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
      extractor,
      workspaceId: job.workspaceId,
      companyId: n.deletedAt === null ? (n.companyId ?? n.personCompanyId) : null,
      items: [{ noteId: n.id }],
      topic: (n.topics[0] as Topic | undefined) ?? 'other',
      at: n.at,
      blocks: [],
      sources: { emailIds: [], fileIds: [], meetingIds: [] },
    });
  };
}

/** Contract §7's derivation, its values found by `extractor` (the rules by default; a model could stand in). */
export function deriverWith(extractor: Extractor): Deriver {
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
          return prepareNote(db, job, extractor);
      }
    },
  };
}

/** Contract §7's derivation, by rules. */
export const ruleDeriver: Deriver = deriverWith(ruleExtractor);
