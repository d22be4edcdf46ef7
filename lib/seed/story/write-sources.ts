import { createHash } from 'node:crypto';
import { emails, fileElements, files, meetings, notes } from '../../db/schema';
import type { SourceRef } from '../../derive/types';
import { fullName, type SeedCompany, type SeedContext } from '../context';
import type { Ref } from '../pending';
import { MINUTE, at } from '../time';
import type { StoryFile } from './derive';
import type { StoryItem } from './items';
import type { StoryBuffer } from './buffer';

export type Column = 'emailId' | 'meetingId' | 'noteId' | 'fileId' | 'elementId';

/** Where each of a story's items, files and elements landed: the rows derived ones cite. */
export interface SourceRefs {
  items: Array<{ column: Column; ref: Ref }>;
  files: Ref[];
  elements: Ref[];
}

/** A company's source material as it arrived: emails with their files and parsed pages, meetings, notes. */
export function writeSources(
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

export function target(refs: SourceRefs, source: SourceRef): { column: Column; ref: Ref } {
  const found =
    source.type === 'element'
      ? { column: 'elementId' as const, ref: refs.elements[source.id] }
      : source.type === 'file'
        ? { column: 'fileId' as const, ref: refs.files[source.id] }
        : refs.items[source.id];
  if (!found?.ref) throw new Error(`seed: no source for ${source.type} ${source.id}`);
  return { column: found.column, ref: found.ref };
}
