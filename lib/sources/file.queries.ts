import { and, asc, eq } from 'drizzle-orm';
import { companyVisible } from '../queries/companies';
import type { DbOrTx } from '../db/client';
import { companies, emails, fileElements, files } from '../db/schema';
import { elementVisible, emailVisible, fileVisible } from '../queries/intake';
import { companyRef, groupingTouchpoints, isoOrNull, type CompanyRef, type TouchpointRef } from './common';

export interface EmailRef {
  publicId: string;
  subject: string | null;
  sentAt: string;
}

interface ElementRef {
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
 * A file the API shows (`fileVisible`). Like its citation, it outlives a
 * deleted email or company: only the link to them goes.
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
    .leftJoin(companies, and(eq(companies.id, files.companyId), companyVisible(workspaceId)))
    .leftJoin(emails, and(eq(emails.id, files.emailId), emailVisible(workspaceId)))
    .where(and(fileVisible(workspaceId), eq(files.publicId, publicId)))
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
      .where(and(elementVisible(workspaceId), eq(fileElements.fileId, row.id)))
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
