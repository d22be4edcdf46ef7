import type { Db } from '../db/client';
import { enqueue, wakeWorkers } from '../queue/jobs';
import { extensionOf, insertFile, touchUploadConnection } from './store';

/** The file types an upload may be (contract §7). */
const UPLOAD_EXTENSIONS = ['pdf', 'xlsx', 'csv', 'docx', 'pptx', 'txt', 'md'] as const;

export class UnsupportedFileError extends Error {}

interface AcceptUpload {
  workspaceId: number;
  memberId: number;
  companyId: number;
  name: string;
  declaredType: string;
  bytes: Buffer;
}

/** Stores an uploaded file on its company and queues it to be read and derived. */
export async function acceptUpload(db: Db, input: AcceptUpload): Promise<string> {
  const ext = extensionOf(input.name);
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) {
    throw new UnsupportedFileError(
      `${input.name || 'the file'} is not a file type intake reads: send ${UPLOAD_EXTENSIONS.join(', ')}`,
    );
  }
  const publicId = await db.transaction(async (tx) => {
    const connectionId = await touchUploadConnection(tx, input.workspaceId, input.memberId);
    const file = await insertFile(tx, {
      workspaceId: input.workspaceId,
      companyId: input.companyId,
      emailId: null,
      connectionId,
      name: input.name,
      mediaType: input.declaredType || 'application/octet-stream',
      bytes: input.bytes,
      occurredAt: new Date(),
    });
    await enqueue(tx, input.workspaceId, 'file', file.id);
    return file.publicId;
  });
  wakeWorkers();
  return publicId;
}
