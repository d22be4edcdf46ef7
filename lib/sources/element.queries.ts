import { and, eq } from 'drizzle-orm';
import { companyVisible } from '../queries/companies';
import type { DbOrTx } from '../db/client';
import { companies, emails, fileElements, files } from '../db/schema';
import { elementVisible, emailVisible } from '../queries/intake';
import { companyRef, isoOrNull, type CompanyRef } from './common';
import type { EmailRef } from './file.queries';

export interface ElementSource {
  publicId: string;
  kind: string;
  label: string | null;
  index: number;
  content: string;
  /** Sheets: the cells, row by row, shown as a table. */
  rows: string[][] | null;
  file: { publicId: string; name: string; extension: string; occurredAt: string | null };
  /** The email the file arrived on, while that email is live. */
  email?: EmailRef;
  company?: CompanyRef;
}

/** An element the API shows (`elementVisible`: it exists only inside its live file). */
export async function getElementSource(
  db: DbOrTx,
  workspaceId: number,
  publicId: string,
): Promise<ElementSource | undefined> {
  const [row] = await db
    .select({
      publicId: fileElements.publicId,
      kind: fileElements.kind,
      label: fileElements.label,
      index: fileElements.index,
      content: fileElements.content,
      rows: fileElements.rows,
      filePublicId: files.publicId,
      fileName: files.name,
      fileExtension: files.extension,
      fileOccurredAt: files.occurredAt,
      companyPublicId: companies.publicId,
      companyName: companies.name,
      emailPublicId: emails.publicId,
      emailSubject: emails.subject,
      emailSentAt: emails.sentAt,
    })
    .from(fileElements)
    .innerJoin(files, eq(files.id, fileElements.fileId))
    .leftJoin(companies, and(eq(companies.id, files.companyId), companyVisible(workspaceId)))
    .leftJoin(emails, and(eq(emails.id, files.emailId), emailVisible(workspaceId)))
    .where(and(elementVisible(workspaceId), eq(fileElements.publicId, publicId)))
    .limit(1);
  if (!row) return undefined;
  return {
    publicId: row.publicId,
    kind: row.kind,
    label: row.label,
    index: row.index,
    content: row.content,
    rows: row.rows,
    file: {
      publicId: row.filePublicId,
      name: row.fileName,
      extension: row.fileExtension,
      occurredAt: isoOrNull(row.fileOccurredAt),
    },
    email:
      row.emailPublicId !== null && row.emailSentAt !== null
        ? { publicId: row.emailPublicId, subject: row.emailSubject, sentAt: row.emailSentAt.toISOString() }
        : undefined,
    company: companyRef(row.companyPublicId, row.companyName),
  };
}
