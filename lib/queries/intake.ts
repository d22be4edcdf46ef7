import { and, asc, eq, exists, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companyVisible } from './companies';
import { touchpointVisible } from './touchpoints';
import type { Db, DbOrTx } from '../db/client';
import { allOf, subquery } from '../db/conditions';
import { companies, derivationJobs, emails, fileElements, files, touchpointItems, touchpoints } from '../db/schema';
import { processingOf, type Processing } from '../queue/jobs';
import { readBlob } from '../db/blobs';
import type { Email, FileItem, Processing as ItemProcessing } from '../schemas/intake';
import { skipReason } from '../intake/mime-parts';

/**
 * The one rule for which emails a workspace sees, asked by the API,
 * citations, touchpoint counts and source pages: live ones. The company is
 * only what derivation found, so deleting it does not hide the email (contract
 * §2 hides a company's notes, touchpoints and values); the email just stops
 * naming it.
 */
export function emailVisible(workspaceId: number): SQL {
  return allOf(eq(emails.workspaceId, workspaceId), isNull(emails.deletedAt));
}

/** Files follow emails' rule: live ones, whatever became of their company or of the email they came on. */
export function fileVisible(
  workspaceId: number,
  file: { workspaceId: AnyPgColumn; deletedAt: AnyPgColumn } = files,
): SQL {
  return allOf(eq(file.workspaceId, workspaceId), isNull(file.deletedAt));
}

const elementFile = alias(files, 'element_file');

/** An element exists only inside its file: a live element of a visible file. */
export function elementVisible(workspaceId: number): SQL {
  return allOf(
    eq(fileElements.workspaceId, workspaceId),
    isNull(fileElements.deletedAt),
    exists(
      subquery
        .select({ one: sql`1` })
        .from(elementFile)
        .where(and(eq(elementFile.id, fileElements.fileId), fileVisible(workspaceId, elementFile))),
    ),
  );
}

/**
 * Every read of an item in one snapshot: a job committing between them must
 * never show `done` beside touchpoints not yet written.
 */
const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** Never queued (a seeded item): derived when it was written. */
const SETTLED = (at: Date): Processing => ({ state: 'done', error: null, updatedAt: at.toISOString() });

/** A timestamp as the API writes it (`toISOString`: UTC, milliseconds), made in SQL inside a JSON value. */
const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const emailFile = alias(files, 'email_file');

/**
 * An email with its files, touchpoints and processing state, read by one statement: a statement sees one
 * snapshot, so a job committing meanwhile never shows `done` beside touchpoints not yet written. Clients poll
 * this while an email is derived, so it is one round trip rather than a transaction of four reads.
 */
export async function getEmail(db: DbOrTx, workspaceId: number, publicId: string): Promise<Email | undefined> {
  const [row] = await db
    .select({
      publicId: emails.publicId,
      messageId: emails.messageId,
      subject: emails.subject,
      fromName: emails.fromName,
      fromEmail: emails.fromEmail,
      toEmails: emails.toEmails,
      toRecipients: emails.toRecipients,
      sentAt: emails.sentAt,
      intakeNotes: emails.intakeNotes,
      createdAt: emails.createdAt,
      companyPublicId: companies.publicId,
      files: sql<EmailFileRow[]>`(select coalesce(json_agg(json_build_object('publicId', ${emailFile.publicId},
          'name', ${emailFile.name}, 'mediaType', ${emailFile.mediaType}, 'size', ${emailFile.size})
          order by ${emailFile.id}), '[]'::json)
        from ${files} ${emailFile} where ${emailFile.emailId} = ${emails.id} and ${fileVisible(workspaceId, emailFile)})`,
      touchpointPublicIds: sql<string[]>`(select coalesce(json_agg(${touchpoints.publicId}
          order by ${touchpoints.publicId}), '[]'::json)
        from ${touchpointItems} inner join ${touchpoints} on ${touchpoints.id} = ${touchpointItems.touchpointId}
        where ${touchpointItems.emailId} = ${emails.id} and ${touchpointVisible(workspaceId)})`,
      processing: sql<Processing | null>`(select json_build_object('state', ${derivationJobs.state},
          'error', ${derivationJobs.error}, 'updatedAt', ${isoText(sql`${derivationJobs.updatedAt}`)})
        from ${derivationJobs} where ${derivationJobs.itemType} = 'email' and ${derivationJobs.itemId} = ${emails.id})`,
    })
    .from(emails)
    .leftJoin(companies, and(eq(companies.id, emails.companyId), companyVisible(workspaceId)))
    .where(and(emailVisible(workspaceId), eq(emails.publicId, publicId)));
  if (!row) return undefined;
  return {
    publicId: row.publicId,
    messageId: row.messageId ?? '',
    subject: row.subject,
    from: { name: row.fromName, email: row.fromEmail },
    to: row.toRecipients ?? row.toEmails.map((email) => ({ name: null, email })),
    occurredAt: row.sentAt.toISOString(),
    companyPublicId: row.companyPublicId,
    files: row.files.map((f) => ({
      publicId: f.publicId,
      name: f.name,
      mediaType: f.mediaType ?? 'application/octet-stream',
      size: f.size ?? 0,
    })),
    touchpointPublicIds: row.touchpointPublicIds,
    processing: row.processing ?? SETTLED(row.createdAt),
    intakeNotes: row.intakeNotes,
  };
}

interface EmailFileRow {
  publicId: string;
  name: string;
  mediaType: string | null;
  size: number | null;
}

export async function getFile(db: Db, workspaceId: number, publicId: string): Promise<FileItem | undefined> {
  return db.transaction(async (tx) => readFile(tx, workspaceId, publicId), SNAPSHOT);
}

async function readFile(db: DbOrTx, workspaceId: number, publicId: string): Promise<FileItem | undefined> {
  const [row] = await db
    .select({
      id: files.id,
      publicId: files.publicId,
      name: files.name,
      mediaType: files.mediaType,
      size: files.size,
      emailId: files.emailId,
      error: files.error,
      createdAt: files.createdAt,
      companyPublicId: companies.publicId,
    })
    .from(files)
    .leftJoin(companies, and(eq(companies.id, files.companyId), companyVisible(workspaceId)))
    .where(and(fileVisible(workspaceId), eq(files.publicId, publicId)));
  if (!row) return undefined;
  const elements = await db
    .select({ publicId: fileElements.publicId, label: fileElements.label, index: fileElements.index })
    .from(fileElements)
    .where(and(elementVisible(workspaceId), eq(fileElements.fileId, row.id)))
    .orderBy(asc(fileElements.index));
  // An attachment is derived with its email; a file that could not be read says why.
  const own = await processingOf(db, 'file', row.id);
  const viaEmail = row.emailId === null ? undefined : await processingOf(db, 'email', row.emailId);
  const base = own ?? viaEmail ?? SETTLED(row.createdAt);
  const processing: ItemProcessing = row.error
    ? { ...base, state: skipReason(row.mediaType) ? 'skipped' : 'failed', error: row.error }
    : base;
  return {
    publicId: row.publicId,
    name: row.name,
    mediaType: row.mediaType ?? 'application/octet-stream',
    size: row.size ?? 0,
    companyPublicId: row.companyPublicId,
    elements,
    processing,
  };
}

/** A live file's name, type and bytes, for download. */
export async function getFileContent(
  db: DbOrTx,
  workspaceId: number,
  publicId: string,
): Promise<{ name: string; mediaType: string | null; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ name: files.name, mediaType: files.mediaType, blobId: files.blobId })
    .from(files)
    .where(and(fileVisible(workspaceId), eq(files.publicId, publicId)));
  if (!row?.blobId) return undefined;
  return { name: row.name, mediaType: row.mediaType, bytes: await readBlob(db, row.blobId) };
}
