import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { companies, emails, files } from '../db/schema';
import {
  companyLive,
  companyRef,
  groupingTouchpoints,
  iso,
  joinCompany,
  type CompanyRef,
  type TouchpointRef,
} from './common';

export interface AttachmentRef {
  publicId: string;
  name: string;
  extension: string;
}

export interface EmailSource {
  publicId: string;
  subject: string | null;
  fromName: string | null;
  fromEmail: string;
  to: string[];
  cc: string[];
  sentAt: string;
  body: string;
  company?: CompanyRef;
  files: AttachmentRef[];
  touchpoints: TouchpointRef[];
}

/** A live email of the workspace (and of a live company, when it has one), with its live attachments. */
export async function getEmailSource(
  db: DbOrTx,
  workspaceId: number,
  publicId: string,
): Promise<EmailSource | undefined> {
  const [row] = await db
    .select({
      id: emails.id,
      publicId: emails.publicId,
      subject: emails.subject,
      fromName: emails.fromName,
      fromEmail: emails.fromEmail,
      to: emails.toEmails,
      cc: emails.ccEmails,
      sentAt: emails.sentAt,
      body: emails.body,
      companyPublicId: companies.publicId,
      companyName: companies.name,
    })
    .from(emails)
    .leftJoin(companies, joinCompany(workspaceId, emails.companyId))
    .where(
      and(
        eq(emails.workspaceId, workspaceId),
        eq(emails.publicId, publicId),
        isNull(emails.deletedAt),
        companyLive(emails.companyId),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const [attachments, touchpoints] = await Promise.all([
    db
      .select({ publicId: files.publicId, name: files.name, extension: files.extension })
      .from(files)
      .where(and(eq(files.workspaceId, workspaceId), eq(files.emailId, row.id), isNull(files.deletedAt)))
      .orderBy(asc(files.name), asc(files.publicId)),
    groupingTouchpoints(db, workspaceId, 'emailId', row.id),
  ]);
  return {
    publicId: row.publicId,
    subject: row.subject,
    fromName: row.fromName,
    fromEmail: row.fromEmail,
    to: row.to,
    cc: row.cc,
    sentAt: iso(row.sentAt),
    body: row.body,
    company: companyRef(row.companyPublicId, row.companyName),
    files: attachments,
    touchpoints,
  };
}
