import {
  emails,
  fileElements,
  files,
  insights,
  meetingAttendees,
  meetings,
  notes,
  touchpointItems,
  touchpoints,
  citations,
} from '../db/schema';
import type { Topic } from '../schemas/common';
import { fullName, type SeedCompany, type SeedContext, type SeedMember } from './context';
import { Pending, type Ref } from './pending';
import type { Rng } from './random';
import { PAGE_KINDS, elementContent, emailBody, meetingNotes, tabLabels, transcript, type Subject } from './text';
import { HOUR, MINUTE, at } from './time';

/** Every table a chunk of activity writes, in an order that satisfies foreign keys. */
export class ActivityBuffer {
  readonly emails = new Pending(emails);
  readonly files = new Pending(files);
  readonly elements = new Pending(fileElements);
  readonly meetings = new Pending(meetings);
  readonly attendees = new Pending(meetingAttendees);
  readonly notes = new Pending(notes);
  readonly touchpoints = new Pending(touchpoints);
  readonly items = new Pending(touchpointItems);
  readonly insights = new Pending(insights);
  readonly citations = new Pending(citations);

  get tables() {
    return [
      this.emails,
      this.files,
      this.elements,
      this.meetings,
      this.attendees,
      this.notes,
      this.touchpoints,
      this.items,
      this.insights,
      this.citations,
    ] as const;
  }
}

/** What a touchpoint's insights can cite. */
export interface Sources {
  emails: Ref[];
  files: Ref[];
  elements: Ref[];
  meetings: Ref[];
  notes: Ref[];
}

export interface ItemContext {
  ctx: SeedContext;
  rng: Rng;
  buf: ActivityBuffer;
  company: SeedCompany;
  subject: Subject;
  touchpoint: Ref;
  occurredMs: number;
  topics: Topic[];
  /** Workspace-wide counter that keeps meeting note ids unique per provider. */
  meetingSeq: { next: number };
}

export function emptySources(): Sources {
  return { emails: [], files: [], elements: [], meetings: [], notes: [] };
}

const KEEP_EVIDENCE = 6;
function keep(list: Ref[], rng: Rng, ref: Ref) {
  if (list.length < KEEP_EVIDENCE) list.push(ref);
  else if (rng.chance(0.1)) list[rng.int(0, KEEP_EVIDENCE - 1)] = ref;
}

export function addEmail(ic: ItemContext, src: Sources, subjectLine: string, period: string): Ref {
  const { ctx, rng, company } = ic;
  const sender = rng.pick(company.persons);
  const to = rng.sample(ctx.members, rng.int(1, 2)).map((m) => m.email);
  const cc = company.persons.filter((p) => p !== sender && rng.chance(0.5)).map((p) => p.email);
  const sentMs = ic.occurredMs - rng.int(0, 6 * HOUR);
  const body = emailBody(rng, ic.subject, period);
  const publicId = ctx.publicId(emails);
  const ref = ic.buf.emails.add((r) => ({
    id: r.id,
    workspaceId: ctx.workspaceId,
    publicId,
    companyId: company.id,
    subject: subjectLine,
    fromName: sender ? fullName(sender) : null,
    fromEmail: sender?.email ?? `hello@${company.domain}`,
    toEmails: to,
    ccEmails: cc,
    sentAt: at(sentMs),
    body,
    createdAt: at(sentMs + rng.int(1, 20) * MINUTE),
  }));
  ic.buf.items.addLeaf(() => ({ workspaceId: ctx.workspaceId, touchpointId: ic.touchpoint.id, emailId: ref.id }));
  src.emails.push(ref);
  keep(company.evidence.emails, rng, ref);
  return ref;
}

/** A file attached to an email, with its pages or tabs. */
export function addFile(ic: ItemContext, src: Sources, email: Ref, title: string, ext: string, pages: number): Ref {
  const { ctx, rng, company } = ic;
  const publicId = ctx.publicId(files);
  const name = `${title}.${ext}`;
  const fileRef = ic.buf.files.add((r) => ({
    id: r.id,
    workspaceId: ctx.workspaceId,
    publicId,
    companyId: company.id,
    emailId: email.id,
    name,
    extension: ext,
    occurredAt: at(ic.occurredMs),
    createdAt: at(ic.occurredMs + 30 * MINUTE),
  }));
  ic.buf.items.addLeaf(() => ({ workspaceId: ctx.workspaceId, touchpointId: ic.touchpoint.id, fileId: fileRef.id }));
  src.files.push(fileRef);
  keep(company.evidence.files, rng, fileRef);

  const isSheet = ext === 'xlsx';
  const labels: Array<string | null> = isSheet
    ? tabLabels(rng)
    : Array.from({ length: pages }, (_, i) => `Page ${i + 1}`);
  labels.forEach((label, index) => {
    const shown = rng.chance(0.05) ? null : label;
    const kind = isSheet ? 'tab' : 'page';
    const content = elementContent(rng, kind, shown, ic.subject);
    const elementPublicId = ctx.publicId(fileElements);
    const el = ic.buf.elements.add((r) => ({
      id: r.id,
      workspaceId: ctx.workspaceId,
      publicId: elementPublicId,
      fileId: fileRef.id,
      kind,
      label: shown,
      index,
      content,
    }));
    src.elements.push(el);
    keep(company.evidence.elements, rng, el);
  });
  return fileRef;
}

export function randomPageFile(rng: Rng): { ext: string; pages: number } {
  return { ext: rng.pick(PAGE_KINDS), pages: rng.int(1, 5) };
}

const PROVIDERS = ['granola', 'otter', 'fireflies', ''] as const;

export function addMeeting(ic: ItemContext, src: Sources, title: string, owner: SeedMember): Ref {
  const { ctx, rng, company } = ic;
  const provider = rng.weighted(PROVIDERS, [45, 30, 15, 10]);
  const seq = ic.meetingSeq.next++;
  const meetingNoteId = provider ? `${provider.slice(0, 3)}_${seq.toString(36).padStart(6, '0')}` : null;
  const investor = fullName(owner);
  const notesMd = rng.chance(0.9) ? meetingNotes(rng, ic.subject) : null;
  const transcriptMd = rng.chance(0.7) ? transcript(rng, ic.subject, investor) : null;
  const hasCalendar = rng.chance(0.75);
  const publicId = ctx.publicId(meetings);
  const createdMs = ic.occurredMs + rng.int(1, 3) * HOUR;
  const ref = ic.buf.meetings.add((r) => ({
    id: r.id,
    workspaceId: ctx.workspaceId,
    publicId,
    ownerMemberId: owner.id,
    provider,
    meetingNoteId,
    meetingNoteTitle: title,
    creatorName: investor,
    creatorEmail: owner.email,
    calendarEventId: hasCalendar ? `evt_${publicId.slice(0, 12)}` : null,
    calendarEventTitle: hasCalendar ? `${company.name} / ${investor}` : null,
    calendarEventTime: at(ic.occurredMs),
    notes: notesMd,
    transcript: transcriptMd,
    createdAt: at(createdMs),
    updatedAt: at(createdMs + (rng.chance(0.3) ? rng.int(1, 48) * HOUR : 0)),
  }));
  const people = [
    ...company.persons.map((p) => ({ name: fullName(p), email: p.email })),
    { name: investor, email: owner.email },
  ];
  people.forEach((p, position) => {
    // Recorders sometimes know only a name or only an address.
    const form = rng.weighted(['both', 'name', 'email'] as const, [85, 10, 5]);
    ic.buf.attendees.addLeaf(() => ({
      workspaceId: ctx.workspaceId,
      meetingId: ref.id,
      position,
      name: form === 'email' ? null : p.name,
      email: form === 'name' ? null : p.email,
    }));
  });
  ic.buf.items.addLeaf(() => ({ workspaceId: ctx.workspaceId, touchpointId: ic.touchpoint.id, meetingId: ref.id }));
  src.meetings.push(ref);
  return ref;
}

export function addNote(ic: ItemContext, src: Sources, content: string): Ref {
  const { ctx, rng, company } = ic;
  const creator = ctx.member(rng);
  const publicId = ctx.publicId(notes);
  const createdMs = ic.occurredMs + rng.int(10, 240) * MINUTE;
  const ref = ic.buf.notes.add((r) => ({
    id: r.id,
    workspaceId: ctx.workspaceId,
    publicId,
    companyId: company.id,
    creatorMemberId: creator.id,
    content,
    topics: ic.topics,
    occurredAt: at(ic.occurredMs),
    createdAt: at(createdMs),
    updatedAt: at(createdMs),
  }));
  ic.buf.items.addLeaf(() => ({ workspaceId: ctx.workspaceId, touchpointId: ic.touchpoint.id, noteId: ref.id }));
  src.notes.push(ref);
  return ref;
}
