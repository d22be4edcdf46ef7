import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Big blobs beside embedded PGlite, as files in its data folder named by their sha256.
 *
 * Why: PGlite runs in this thread. Writing a 17 MB upload into it took about a second of event loop
 * in 68 statements of 12–32 ms, and reading it back 0.2–0.5 s more: every other request waited
 * behind each one. A file is written and read by libuv's thread pool, and the parse worker reads
 * it itself, so the bytes never cross this thread. PostgreSQL keeps every blob in the database,
 * where all its servers can reach it.
 *
 * A blob row says `in_file`; the row is the record, the file its bytes. A file is written (and
 * synced) before the row that names it, so a row never names a missing file; a crash in between
 * leaves an unnamed file: space, not data.
 */

let folder: string | undefined;

/**
 * Set by the embedded database when it opens: big blobs go to this folder. A process serves one
 * embedded database; a second one opened alongside (a tool, a test) takes the folder over.
 */
export function keepBlobFilesIn(dir: string): void {
  folder = dir;
}

/** Called when the embedded database whose folder this is closes. */
export function stopKeepingBlobFilesIn(dir: string): void {
  if (folder === dir) folder = undefined;
}

/** Whether big blobs are kept as files here (embedded PGlite), not in the database. */
export function blobFilesKept(): boolean {
  return folder !== undefined;
}

function own(): string {
  if (!folder) throw new Error('a blob is kept as a file, but this database keeps no blob folder');
  return folder;
}

/** Where the file of the blob with this sha256 lives; the digest is hex, so the path stays inside the folder. */
export function blobFilePath(sha256: string): string {
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error('a blob file is named by a sha256 in hex');
  return path.join(own(), sha256.slice(0, 2), sha256);
}

/** Writes bytes to their file, once: same digest, same bytes. Synced before it is renamed into place. */
export function writeBlobFile(sha256: string, bytes: Uint8Array): Promise<void> {
  return place(sha256, (temp) => fs.writeFile(temp, bytes));
}

/** The same, from a file that holds the bytes already (a spooled upload): copied by the thread pool. */
export function copyBlobFile(sha256: string, from: string): Promise<void> {
  return place(sha256, (temp) => fs.copyFile(from, temp));
}

async function place(sha256: string, write: (temp: string) => Promise<void>): Promise<void> {
  const target = blobFilePath(sha256);
  if (await exists(target)) return;
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temp = path.join(path.dirname(target), `.${randomUUID()}.part`);
  await write(temp);
  const handle = await fs.open(temp, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temp, target);
}

export function readBlobFile(sha256: string): Promise<Buffer> {
  return fs.readFile(blobFilePath(sha256));
}

/** Removes a blob's file; the caller knows no other row names the same digest. */
export async function removeBlobFile(sha256: string): Promise<void> {
  await fs.rm(blobFilePath(sha256), { force: true });
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
