import { changesOf, recordAudit } from '../audit/record';
import { type BlobContent, contentSize, withBlobsApart } from '../db/blobs';
import type { Db } from '../db/client';
import { enqueue, wakeWorkers } from '../queue/jobs';
import { extensionOf, insertFile, knownUploadConnection, markArrival, uploadConnectionId } from './store';

/** The file types an upload may be (contract §7). */
const UPLOAD_EXTENSIONS = ['pdf', 'xlsx', 'csv', 'docx', 'pptx', 'txt', 'md'] as const;

export class UnsupportedFileError extends Error {}

interface AcceptUpload {
  workspaceId: number;
  memberId: number;
  companyId: number;
  companyPublicId: string;
  name: string;
  declaredType: string;
  /** In memory, or spooled to a file as it arrived (a big upload). */
  bytes: BlobContent;
}

/**
 * Stores an uploaded file on its company and queues it to be read and
 * derived. Only the API uploads, so every upload leaves an audit event
 * (contract §8), with what arrived but not the bytes.
 */
export async function acceptUpload(db: Db, input: AcceptUpload): Promise<string> {
  const ext = extensionOf(input.name);
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) {
    throw new UnsupportedFileError(
      `${input.name || 'the file'} is not a file type intake reads: send ${UPLOAD_EXTENSIONS.join(', ')}`,
    );
  }
  const mediaType = input.declaredType || 'application/octet-stream';
  // Big bytes go in before the transaction, a part per statement: on PGlite a transaction is one turn of the loop.
  let connectionId: number | undefined;
  const publicId = await withBlobsApart(db, input.workspaceId, [input.bytes], ([blobId]) =>
    db.transaction(async (tx) => {
      connectionId =
        knownUploadConnection(db, input.workspaceId) ??
        (await uploadConnectionId(tx, input.workspaceId, input.memberId));
      const file = await insertFile(tx, {
        workspaceId: input.workspaceId,
        companyId: input.companyId,
        emailId: null,
        connectionId,
        name: input.name,
        mediaType,
        bytes: input.bytes,
        blobId,
        occurredAt: new Date(),
      });
      await enqueue(tx, input.workspaceId, 'file', file.id);
      const changes = changesOf(null, {
        name: input.name.slice(0, 255),
        mediaType,
        size: contentSize(input.bytes),
        companyPublicId: input.companyPublicId,
      });
      await recordAudit(tx, input, [
        { action: 'received', entityType: 'file', entityPublicId: file.publicId, changes },
      ]);
      return file.publicId;
    }),
  );
  if (publicId === undefined) throw new Error('an upload stored no file');
  if (connectionId !== undefined) await markArrival(db, input.workspaceId, connectionId);
  wakeWorkers();
  return publicId;
}
