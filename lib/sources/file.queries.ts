import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { companies, emails, fileElements, files } from '../db/schema';
import {
  companyLive,
  companyRef,
  groupingTouchpoints,
  isoOrNull,
  joinCompany,
  type CompanyRef,
  type TouchpointRef,
} from './common';

export interface EmailRef {
  publicId: string;
  subject: string | null;
  sentAt: string;
}

export interface ElementRef {
  publicId: string;
  kind: string;
  label: string | null;
  index: number;
}

export interface FileSource {
  publicId: string;
  name: string;
  extension: string;
  occurredAt: string | null;
  company?: CompanyRef;
  /** The email it arrived on, while that email is live. */
  email?: EmailRef;
  elements: ElementRef[];
  touchpoints: TouchpointRef[];
  /** Whether the bytes are on record, so the file can be downloaded. */
  downloadable: boolean;
  /** Why the file could not be read, or which limit cut it short. */
  error: string | null;
  truncated: string | null;
}

/**
 * A live file of the workspace. Like its citation, it outlives a deleted
 * email: only the link to the email goes.
 */
export async function getFileSource(
  db: DbOrTx,
  workspaceId: number,
  publicId: string,
): Promise<FileSource | undefined> {
  const [row] = await db
    .select({
      id: files.id,
      publicId: files.publicId,
      name: files.name,
      extension: files.extension,
      occurredAt: files.occurredAt,
      blobId: files.blobId,
      error: files.error,
      truncated: files.truncated,
      companyPublicId: companies.publicId,
      companyName: companies.name,
      emailPublicId: emails.publicId,
      emailSubject: emails.subject,
      emailSentAt: emails.sentAt,
    })
    .from(files)
    .leftJoin(companies, joinCompany(workspaceId, files.companyId))
    .leftJoin(emails, and(eq(emails.id, files.emailId), eq(emails.workspaceId, workspaceId), isNull(emails.deletedAt)))
    .where(
      and(
        eq(files.workspaceId, workspaceId),
        eq(files.publicId, publicId),
        isNull(files.deletedAt),
        companyLive(files.companyId),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const [elements, touchpoints] = await Promise.all([
    db
      .select({
        publicId: fileElements.publicId,
        kind: fileElements.kind,
        label: fileElements.label,
        index: fileElements.index,
      })
      .from(fileElements)
      .where(
        and(eq(fileElements.workspaceId, workspaceId), eq(fileElements.fileId, row.id), isNull(fileElements.deletedAt)),
      )
      .orderBy(asc(fileElements.index), asc(fileElements.publicId)),
    groupingTouchpoints(db, workspaceId, 'fileId', row.id),
  ]);
  return {
    publicId: row.publicId,
    name: row.name,
    extension: row.extension,
    occurredAt: isoOrNull(row.occurredAt),
    company: companyRef(row.companyPublicId, row.companyName),
    email:
      row.emailPublicId !== null && row.emailSentAt !== null
        ? { publicId: row.emailPublicId, subject: row.emailSubject, sentAt: row.emailSentAt.toISOString() }
        : undefined,
    elements,
    touchpoints,
    downloadable: row.blobId !== null,
    error: row.error,
    truncated: row.truncated,
  };
}
