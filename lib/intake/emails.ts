import { and, eq, inArray } from 'drizzle-orm';
import { changesOf, recordAudit } from '../audit/record';
import { withBlobsApart } from '../db/blobs';
import type { Db } from '../db/client';
import { emails } from '../db/schema';
import { newPublicId } from '../ids';
import { enqueue, wakeWorkers } from '../queue/jobs';
import { parseEmailOffThread } from './parse-pool';
import { insertFile, knownUploadConnection, markArrival, uploadConnectionId } from './store';

interface AcceptEmail {
  workspaceId: number;
  /** Who the item is attributed to: the key's member, or the connection's owner. */
  memberId: number;
  /** The connection it came through; the workspace's upload connection when absent. */
  connectionId?: number;
  raw: Buffer;
  /** Set by the API: its writes leave an audit event (contract §8); connections and `pi ingest` are not API writes. */
  audited?: boolean;
}

interface Accepted {
  publicId: string;
  /** False when the workspace already had this Message-ID: nothing was stored or queued. */
  created: boolean;
}

/** The email holding one of these keys (the Message-ID or content key; a key an older intake gave it). */
async function existing(db: Db, workspaceId: number, keys: (string | null)[]): Promise<string | undefined> {
  const ids = keys.filter((k): k is string => k !== null);
  const rows = await db
    .select({ publicId: emails.publicId, messageId: emails.messageId })
    .from(emails)
    .where(and(eq(emails.workspaceId, workspaceId), inArray(emails.messageId, ids)));
  return (rows.find((r) => r.messageId === ids[0]) ?? rows[0])?.publicId;
}

/**
 * Takes one raw message: the email, its raw bytes, each attachment as a file,
 * and its derivation job, in one transaction. The same Message-ID again gives
 * the first email's id. Throws NotAMessageError for bytes that are not one.
 */
export async function acceptEmail(db: Db, input: AcceptEmail): Promise<Accepted> {
  const mail = await parseEmailOffThread(input.raw);
  // A Message-ID seen before is found by the insert's conflict below (its bytes then dropped): one statement
  // less for every new email. A content key an older intake gave is no conflict, so it is looked up first.
  if (mail.legacyId !== null) {
    const seen = await existing(db, input.workspaceId, [mail.messageId, mail.legacyId]);
    if (seen) return { publicId: seen, created: false };
  }
  // Bytes go in before the transaction, a part per statement: on PGlite a transaction is one turn of the loop.
  const bytes = [input.raw, ...mail.attachments.map((a) => a.bytes)];
  let upload: number | undefined;
  const result = await withBlobsApart(db, input.workspaceId, bytes, ([rawBlobId, ...fileBlobIds]) =>
    db.transaction(async (tx) => {
      // A message read from a mailbox names its connection; one posted to the API arrives by upload.
      const connectionId =
        input.connectionId ??
        (upload =
          knownUploadConnection(db, input.workspaceId) ??
          (await uploadConnectionId(tx, input.workspaceId, input.memberId)));
      const sentAt = mail.sentAt ?? new Date();
      const [row] = await tx
        .insert(emails)
        .values({
          workspaceId: input.workspaceId,
          publicId: newPublicId(),
          subject: mail.subject,
          fromName: mail.from.name,
          fromEmail: mail.from.email,
          toEmails: mail.to.map((a) => a.email),
          ccEmails: mail.cc.map((a) => a.email),
          toRecipients: mail.to,
          sentAt,
          body: mail.text,
          bodyHtml: mail.html,
          intakeNotes: mail.notes,
          messageId: mail.messageId,
          inReplyTo: mail.inReplyTo,
          referenceIds: mail.references,
          rawBlobId,
          connectionId,
        })
        // Two deliveries of one message at once: the second finds the first's row below.
        .onConflictDoNothing()
        .returning({ id: emails.id, publicId: emails.publicId });
      if (!row) return undefined;
      for (const [i, a] of mail.attachments.entries()) {
        await insertFile(tx, {
          workspaceId: input.workspaceId,
          companyId: null,
          emailId: row.id,
          connectionId,
          name: a.name,
          mediaType: a.mediaType,
          bytes: a.bytes,
          blobId: fileBlobIds[i],
          occurredAt: sentAt,
          error: a.error ?? null,
        });
      }
      await enqueue(tx, input.workspaceId, 'email', row.id);
      if (input.audited) {
        // What arrived, never its body: the bytes stay with the email.
        const changes = changesOf(null, {
          messageId: mail.messageId,
          subject: mail.subject,
          from: mail.from,
          occurredAt: sentAt.toISOString(),
          files: mail.attachments.length,
        });
        await recordAudit(tx, input, [
          { action: 'received', entityType: 'email', entityPublicId: row.publicId, changes },
        ]);
      }
      return { publicId: row.publicId, created: true };
    }),
  );
  if (upload !== undefined && result) await markArrival(db, input.workspaceId, upload);
  if (!result) {
    const first = await existing(db, input.workspaceId, [mail.messageId]);
    if (!first) throw new Error('email insert conflicted but no email holds its Message-ID');
    return { publicId: first, created: false };
  }
  wakeWorkers();
  return result;
}
