import { and, asc, eq } from 'drizzle-orm';
import { companyVisible } from '../queries/companies';
import type { DbOrTx } from '../db/client';
import { companies, emails, files } from '../db/schema';
import { emailVisible, fileVisible } from '../queries/intake';
import { emailHtmlTree } from './email-html';
import type { EmailHtmlNode } from './email-html-tree';
import { companyRef, groupingTouchpoints, iso, type CompanyRef, type TouchpointRef } from './common';

interface AttachmentRef {
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
  /** The HTML body, sanitised into a tree; null when the message has none. */
  html: EmailHtmlNode[] | null;
  /** What intake changed so the message could be stored (a header's NUL removed, a date clamped). */
  intakeNotes: string[];
  company?: CompanyRef;
  files: AttachmentRef[];
  touchpoints: TouchpointRef[];
}

/** An email the API shows (`emailVisible`), naming its company while that is live, with its attachments. */
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
      bodyHtml: emails.bodyHtml,
      intakeNotes: emails.intakeNotes,
      companyPublicId: companies.publicId,
      companyName: companies.name,
    })
    .from(emails)
    .leftJoin(companies, and(eq(companies.id, emails.companyId), companyVisible(workspaceId)))
    .where(and(emailVisible(workspaceId), eq(emails.publicId, publicId)))
    .limit(1);
  if (!row) return undefined;
  const [attachments, touchpoints] = await Promise.all([
    db
      .select({ publicId: files.publicId, name: files.name, extension: files.extension })
      .from(files)
      .where(and(fileVisible(workspaceId), eq(files.emailId, row.id)))
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
    html: emailHtmlTree(row.bodyHtml),
    intakeNotes: row.intakeNotes,
    company: companyRef(row.companyPublicId, row.companyName),
    files: attachments,
    touchpoints,
  };
}
