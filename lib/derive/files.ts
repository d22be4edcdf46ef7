import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { blobSource } from '../db/blobs';
import type { Db, DbOrTx } from '../db/client';
import { fileElements, files } from '../db/schema';
import { newPublicId } from '../ids';
import { readFileOffThread } from '../intake/parse-pool';
import type { ReadContext } from '../intake/parse-pool/task';
import { FileParseError, type ParsedFile } from '../intake/types';
import type { FoundValue } from './types';

type FileOutcome = { fileId: number; parsed: ParsedFile; values?: FoundValue[][] } | { fileId: number; error: string };

/**
 * Reads the files not yet read (no elements, no error): in a worker, and outside any transaction.
 * Given `read`, the worker also finds each element's values by the rules (see readFileOffThread).
 */
export async function readFiles(db: Db, fileIds: number[], read?: ReadContext): Promise<FileOutcome[]> {
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
      const source = await blobSource(db, f.blobId);
      // A file or parts the worker reads itself; bytes read for this worker alone are moved to it, not copied.
      const bytes = 'bytes' in source ? { handOver: source.bytes } : source;
      out.push({ fileId: f.id, ...(await readFileOffThread(f.name, f.mediaType ?? undefined, bytes, read)) });
    } catch (err) {
      // A file that cannot be read is marked with the reason; its email is still derived.
      if (err instanceof FileParseError) out.push({ fileId: f.id, error: err.message });
      else throw err;
    }
  }
  return out;
}

/**
 * Stores what reading found: the elements, or the reason the file could not be read. Answers the
 * elements it stored, so the caller need not read back what it holds.
 */
export async function storeFiles(db: DbOrTx, workspaceId: number, outcomes: FileOutcome[]): Promise<ElementText[]> {
  const stored: ElementText[] = [];
  for (const o of outcomes) {
    if ('error' in o) {
      await db.update(files).set({ error: o.error }).where(eq(files.id, o.fileId));
      continue;
    }
    await db
      .update(files)
      .set({ mediaType: o.parsed.mediaType, truncated: o.parsed.truncated ?? null })
      .where(eq(files.id, o.fileId));
    if (o.parsed.elements.length === 0) continue;
    const ids = await db
      .insert(fileElements)
      .values(
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
      )
      .returning({ id: fileElements.id });
    o.parsed.elements.forEach((e, i) => {
      const id = ids[i]?.id;
      if (id === undefined) throw new Error('an element insert returned too few rows');
      // The worker's values cite element i; now it has its id.
      const found = o.values?.[i]?.map((v) => ({ ...v, source: { type: 'element' as const, id, fileId: o.fileId } }));
      stored.push({
        id,
        fileId: o.fileId,
        content: e.content,
        label: e.label ?? null,
        rows: e.rows ?? null,
        ...(found ? { found } : {}),
      });
    });
  }
  return stored;
}

export interface ElementText {
  id: number;
  fileId: number;
  content: string;
  label: string | null;
  rows: string[][] | null;
  /** Its values, when the worker that read the file found them already. */
  found?: FoundValue[];
}

const byFile = (a: { fileId: number }, b: { fileId: number }) => a.fileId - b.fileId;

/**
 * The live elements of these files, in order. `held` are elements the caller stored just now: their
 * files are not read again (a big sheet's cells cost embedded PGlite a long parse on the event loop).
 */
export async function elementsOf(db: DbOrTx, fileIds: number[], held: ElementText[] = []): Promise<ElementText[]> {
  const heldFiles = new Set(held.map((e) => e.fileId));
  const rest = fileIds.filter((id) => !heldFiles.has(id));
  const read = rest.length
    ? await db
        .select({
          id: fileElements.id,
          fileId: fileElements.fileId,
          content: fileElements.content,
          label: fileElements.label,
          rows: fileElements.rows,
        })
        .from(fileElements)
        .where(and(inArray(fileElements.fileId, rest), isNull(fileElements.deletedAt)))
        .orderBy(fileElements.fileId, fileElements.index)
    : [];
  // A stable sort: each file's elements stay in their order.
  return [...held.filter((e) => fileIds.includes(e.fileId)), ...read].sort(byFile);
}

/**
 * These files' live elements as a summary reads them: at most `chars` of each one's text and its
 * first `rows` rows, so a big sheet costs the derivation's transaction little.
 */
export async function elementTextsOf(
  db: DbOrTx,
  fileIds: number[],
  limits: { chars: number; rows: number },
): Promise<ElementText[]> {
  if (fileIds.length === 0) return [];
  return db
    .select({
      id: fileElements.id,
      fileId: fileElements.fileId,
      content: sql<string>`left(${fileElements.content}, ${limits.chars})`,
      label: fileElements.label,
      rows: sql<string[][] | null>`case when jsonb_array_length(${fileElements.rows}) > ${limits.rows}
        then jsonb_path_query_array(${fileElements.rows}, ${`$[0 to ${limits.rows - 1}]`}::jsonpath)
        else ${fileElements.rows} end`,
    })
    .from(fileElements)
    .where(and(inArray(fileElements.fileId, fileIds), isNull(fileElements.deletedAt)))
    .orderBy(fileElements.fileId, fileElements.index);
}
