import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { bytesColumn } from './blob-bytes';
import { joinParts, type BlobParts } from './blob-parts-reader';
import { blobFilePath, blobFilesKept, copyBlobFile, readBlobFile, removeBlobFile, writeBlobFile } from './blob-files';
// Types only: the console's server code reaches this module, and client.ts is the server's alone.
import type { Db, DbOrTx } from './client';
import { blobParts, blobs } from './schema-intake';

/**
 * Bytes up to this size stay in their `blobs` row; bigger ones go to `blob_parts` in parts of this
 * size. A statement over 256 KB costs embedded PGlite a few milliseconds of event loop; one over
 * 19 MB cost it up to a second, during which no other request was answered.
 */
export const PART_BYTES = 256 * 1024;

/**
 * Bytes that arrived into a file of their own (a big upload, spooled as it streamed in) and were
 * digested on the way: they are stored from that file and never held whole on the event loop.
 */
export interface SpooledBytes {
  path: string;
  size: number;
  sha256: string;
}

/** What a blob is stored from: bytes in memory, or a spooled file. */
export type BlobContent = Buffer | SpooledBytes;

export const contentSize = (content: BlobContent): number => (Buffer.isBuffer(content) ? content.length : content.size);

/** sha256 of big bytes, a part per turn of the event loop (hashing 25 MB at once takes about 50 ms). */
async function sha256(bytes: Uint8Array): Promise<string> {
  const hash = createHash('sha256');
  for (let at = 0; at < bytes.length; at += PART_BYTES) {
    hash.update(bytes.subarray(at, at + PART_BYTES));
    if (at + PART_BYTES < bytes.length) await nextTurn();
  }
  return hash.digest('hex');
}

/**
 * Stores bytes as they arrived and returns the blob's id. Big bytes are a file beside PGlite, parts
 * in PostgreSQL, a statement each. A caller that can stores them before its own transaction, with
 * `withBlobsApart`, so that transaction stays short.
 */
export async function storeBlob(db: DbOrTx, workspaceId: number, content: BlobContent): Promise<number> {
  // A small spooled file is read whole: it is as cheap as any small body.
  const bytes = Buffer.isBuffer(content) || content.size > PART_BYTES ? content : await fs.readFile(content.path);
  const size = contentSize(bytes);
  const digest = Buffer.isBuffer(bytes) ? await sha256(bytes) : bytes.sha256;
  const small = size <= PART_BYTES;
  // Embedded PGlite: a big blob is a file beside it (blob-files.ts), written before the row that names it.
  const inFile = !small && blobFilesKept();
  if (inFile) await (Buffer.isBuffer(bytes) ? writeBlobFile(digest, bytes) : copyBlobFile(digest, bytes.path));
  const insertRow = async (into: DbOrTx) => {
    const [row] = await into
      .insert(blobs)
      .values({ workspaceId, sha256: digest, size, bytes: small && Buffer.isBuffer(bytes) ? bytes : null, inFile })
      .returning({ id: blobs.id });
    if (!row) throw new Error('a blob insert returned no row');
    return row.id;
  };
  if (small || inFile) return insertRow(db);
  // Only PostgreSQL keeps parts (blob-files.ts): its backend does the work, off this thread, and one
  // transaction flushes its log once, where a commit per part flushed it 70 times for 19 MB.
  return db.transaction(async (tx) => {
    const blobId = await insertRow(tx);
    for await (const [seq, part] of partsOf(bytes)) await tx.insert(blobParts).values({ blobId, seq, bytes: part });
    return blobId;
  });
}

/** A blob's parts in order: slices of bytes in memory, or read from a spooled file a part at a time. */
async function* partsOf(content: BlobContent): AsyncGenerator<[number, Buffer]> {
  if (Buffer.isBuffer(content)) {
    for (let seq = 0; seq * PART_BYTES < content.length; seq++) {
      yield [seq, content.subarray(seq * PART_BYTES, (seq + 1) * PART_BYTES)];
    }
    return;
  }
  const handle = await fs.open(content.path, 'r');
  try {
    for (let seq = 0; seq * PART_BYTES < content.size; seq++) {
      const part = Buffer.allocUnsafe(Math.min(PART_BYTES, content.size - seq * PART_BYTES));
      const { bytesRead } = await handle.read(part, 0, part.length, seq * PART_BYTES);
      if (bytesRead !== part.length) throw new Error('a spooled upload is shorter than it was');
      yield [seq, part];
    }
  } finally {
    await handle.close();
  }
}

/**
 * Stores bytes outside any transaction, before the one that will refer to them, and removes them
 * if that one fails or refers to none (`use` returns undefined). A server that dies in between
 * leaves unreferenced blobs: space, not data.
 */
export async function withBlobsApart<T>(
  db: Db,
  workspaceId: number,
  list: BlobContent[],
  use: (blobIds: number[]) => Promise<T | undefined>,
): Promise<T | undefined> {
  const blobIds: number[] = [];
  const drop = () => dropBlobs(db, blobIds);
  try {
    for (const bytes of list) blobIds.push(await storeBlob(db, workspaceId, bytes));
    const result = await use(blobIds);
    if (result === undefined) await drop();
    return result;
  } catch (error) {
    await drop();
    throw error;
  }
}

/** Deletes blob rows, and the files of those kept as files that no other row names. */
async function dropBlobs(db: Db, blobIds: number[]): Promise<void> {
  if (blobIds.length === 0) return;
  const gone = await db
    .delete(blobs)
    .where(inArray(blobs.id, blobIds))
    .returning({ sha256: blobs.sha256, inFile: blobs.inFile });
  for (const { sha256: digest } of gone.filter((g) => g.inFile)) {
    const [other] = await db
      .select({ id: blobs.id })
      .from(blobs)
      .where(and(eq(blobs.sha256, digest), eq(blobs.inFile, true)))
      .limit(1);
    if (!other) await removeBlobFile(digest);
  }
}

/** A blob's row: where its bytes are, and the bytes themselves when they are inline. */
async function blobRow(db: DbOrTx, blobId: number) {
  const [row] = await db
    .select({ size: blobs.size, sha256: blobs.sha256, inFile: blobs.inFile, bytes: bytesColumn(blobs.bytes) })
    .from(blobs)
    .where(eq(blobs.id, blobId));
  if (!row) throw new Error(`blob ${blobId} is missing`);
  // Null for a blob kept in parts or in a file (encode(null) is null).
  return { ...row, bytes: row.bytes as string | null };
}

/**
 * Where a parse worker finds a blob's bytes, so they never cross the event loop: its file (PGlite), or its parts,
 * which the worker reads over a connection of its own (PostgreSQL, blob-parts-reader.ts). Only a small blob's
 * bytes, inline in its row, are read here.
 */
export async function blobSource(
  db: DbOrTx,
  blobId: number,
): Promise<{ path: string } | { parts: BlobParts } | { bytes: Buffer }> {
  const row = await blobRow(db, blobId);
  if (row.inFile) return { path: blobFilePath(row.sha256) };
  return row.bytes === null ? { parts: { blobId, size: row.size } } : { bytes: await bytesOf(db, blobId, row) };
}

/** A blob's bytes: from its file, its row, or part by part (a statement per part, as they were written). */
export async function readBlob(db: DbOrTx, blobId: number): Promise<Buffer> {
  return bytesOf(db, blobId, await blobRow(db, blobId));
}

async function bytesOf(db: DbOrTx, blobId: number, row: Awaited<ReturnType<typeof blobRow>>): Promise<Buffer> {
  if (row.inFile) return readBlobFile(row.sha256);
  if (row.bytes !== null) return Buffer.from(row.bytes, 'base64');
  return joinParts({ blobId, size: row.size }, async (seq) => {
    const [part] = await db
      .select({ bytes: bytesColumn(blobParts.bytes) })
      .from(blobParts)
      .where(and(eq(blobParts.blobId, blobId), eq(blobParts.seq, seq)));
    return part?.bytes;
  });
}
