import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { readBlob } from '../db/blobs';
import type { Db, Tx } from '../db/client';
import { fileElements, files } from '../db/schema';
import { newPublicId } from '../ids';
import { parseFileOffThread } from '../intake/parse-pool';
import { FileParseError, type ParsedFile } from '../intake/types';

type FileOutcome = { fileId: number; parsed: ParsedFile } | { fileId: number; error: string };

/** Reads the files not yet read (no elements, no error): in a worker, and outside any transaction. */
export async function readFiles(db: Db, fileIds: number[]): Promise<FileOutcome[]> {
  if (fileIds.length === 0) return [];
  const pending = await db
    .select({ id: files.id, name: files.name, mediaType: files.mediaType, blobId: files.blobId })
    .from(files)
    .where(
      and(
        inArray(files.id, fileIds),
        isNull(files.error),
        sql`not exists (select 1 from ${fileElements} e where e.file_id = ${files.id})`,
      ),
    );
  const out: FileOutcome[] = [];
  for (const f of pending) {
    if (f.blobId === null) continue;
    try {
      const bytes = await readBlob(db, f.blobId);
      out.push({ fileId: f.id, parsed: await parseFileOffThread(f.name, f.mediaType ?? undefined, bytes) });
    } catch (err) {
      // A file that cannot be read is marked with the reason; its email is still derived.
      if (err instanceof FileParseError) out.push({ fileId: f.id, error: err.message });
      else throw err;
    }
  }
  return out;
}

/** Stores what reading found: the elements, or the reason the file could not be read. */
export async function storeFiles(tx: Tx, workspaceId: number, outcomes: FileOutcome[]): Promise<void> {
  for (const o of outcomes) {
    if ('error' in o) {
      await tx.update(files).set({ error: o.error }).where(eq(files.id, o.fileId));
      continue;
    }
    await tx
      .update(files)
      .set({ mediaType: o.parsed.mediaType, truncated: o.parsed.truncated ?? null })
      .where(eq(files.id, o.fileId));
    if (o.parsed.elements.length === 0) continue;
    await tx.insert(fileElements).values(
      o.parsed.elements.map((e) => ({
        workspaceId,
        publicId: newPublicId(),
        fileId: o.fileId,
        kind: e.kind,
        label: e.label,
        index: e.index,
        content: e.content,
        rows: e.rows ?? null,
      })),
    );
  }
}

interface ElementText {
  id: number;
  fileId: number;
  content: string;
  label: string | null;
  rows: string[][] | null;
}

export async function elementsOf(tx: Tx, fileIds: number[]): Promise<ElementText[]> {
  if (fileIds.length === 0) return [];
  return tx
    .select({
      id: fileElements.id,
      fileId: fileElements.fileId,
      content: fileElements.content,
      label: fileElements.label,
      rows: fileElements.rows,
    })
    .from(fileElements)
    .where(and(inArray(fileElements.fileId, fileIds), isNull(fileElements.deletedAt)))
    .orderBy(fileElements.fileId, fileElements.index);
}
