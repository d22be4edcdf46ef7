import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { single, type DbOrTx } from '../db/client';
import { type BlobContent, contentSize, storeBlob } from '../db/blobs';
import { connections, files } from '../db/schema';
import { newPublicId } from '../ids';

/**
 * The workspace's `upload` connection, made on first use: it records what came in through the API. Found
 * without a row lock: every arrival's transaction once updated this one row first, so concurrent arrivals
 * queued on it for the length of each other's transactions (27 ms each, 221 times in 300 emails, measured
 * with PostgreSQL's log_min_duration_statement). `markArrival` moves its syncedAt after the commit.
 */
export async function uploadConnectionId(tx: DbOrTx, workspaceId: number, memberId: number): Promise<number> {
  const find = async () => {
    const [row] = await tx
      .select({ id: connections.id })
      .from(connections)
      .where(
        and(
          eq(connections.workspaceId, workspaceId),
          eq(connections.provider, 'upload'),
          isNull(connections.deletedAt),
        ),
      )
      .limit(1);
    return row?.id;
  };
  const found = await find();
  if (found !== undefined) return found;
  // connections_one_upload keeps it to one: a concurrent first upload's row wins, and is found instead.
  const [made] = await tx
    .insert(connections)
    .values({
      workspaceId,
      publicId: newPublicId(),
      provider: 'upload',
      label: 'API uploads',
      ownerMemberId: memberId,
      syncedAt: sql`now()`,
    })
    .onConflictDoNothing()
    .returning({ id: connections.id });
  if (made) return made.id;
  const raced = await find();
  if (raced === undefined) throw new Error('the upload connection was neither found nor made');
  return raced;
}

/**
 * Upload connections by database and workspace, as last seen live after a commit: every arrival needs its
 * workspace's, and asking costs a statement on the event loop on PGlite.
 */
const liveUploads = new WeakMap<DbOrTx, Map<number, number>>();

/** The workspace's upload connection as markArrival last saw it live, if it did. */
export function knownUploadConnection(db: DbOrTx, workspaceId: number): number | undefined {
  return liveUploads.get(db)?.get(workspaceId);
}

/** Per database and connection: the last syncedAt update started or queued, and the one still waiting to start. */
interface Marks {
  last: Promise<void>;
  queued?: Promise<void>;
}
const marks = new WeakMap<DbOrTx, Map<number, Marks>>();

/**
 * An arrival through the upload connection, once its transaction committed: syncedAt is the last one. Arrivals
 * that commit while an update runs share the one that follows it, which starts after their commits: under load
 * a few statements instead of one per email, and syncedAt still as late as the last. Remembers the connection
 * while it is live; one removed meanwhile (`pi connections remove`) is forgotten, so the next arrival finds or
 * makes the live one.
 */
export function markArrival(db: DbOrTx, workspaceId: number, connectionId: number): Promise<void> {
  const byConnection = marks.get(db) ?? new Map<number, Marks>();
  marks.set(db, byConnection);
  const entry = byConnection.get(connectionId) ?? { last: Promise.resolve() };
  byConnection.set(connectionId, entry);
  if (entry.queued) return entry.queued;
  const queued = entry.last
    .catch(() => undefined)
    .then(() => {
      entry.queued = undefined;
      return updateSyncedAt(db, workspaceId, connectionId);
    });
  entry.queued = queued;
  entry.last = queued;
  return queued;
}

async function updateSyncedAt(db: DbOrTx, workspaceId: number, connectionId: number): Promise<void> {
  const [live] = await db
    .update(connections)
    .set({ syncedAt: sql`greatest(${connections.syncedAt}, now())` })
    .where(and(eq(connections.id, connectionId), isNull(connections.deletedAt)))
    .returning({ id: connections.id });
  const known = liveUploads.get(db) ?? new Map<number, number>();
  liveUploads.set(db, known);
  if (live) known.set(workspaceId, connectionId);
  else known.delete(workspaceId);
}

export function extensionOf(name: string): string {
  return path.extname(name).slice(1).toLowerCase();
}

interface NewFile {
  workspaceId: number;
  companyId: number | null;
  emailId: number | null;
  connectionId: number;
  name: string;
  mediaType: string;
  bytes: BlobContent;
  /** The bytes' blob when they were stored already (before the transaction: see withBlobsApart). */
  blobId?: number;
  occurredAt: Date;
  /** Set when intake already knows the file will not be read (a skipped part): derivation leaves it be. */
  error?: string | null;
}

/** A file row and its bytes; its elements come when derivation parses it. */
export async function insertFile(tx: DbOrTx, f: NewFile): Promise<{ id: number; publicId: string }> {
  const blobId = f.blobId ?? (await storeBlob(tx, f.workspaceId, f.bytes));
  return single(
    await tx
      .insert(files)
      .values({
        workspaceId: f.workspaceId,
        publicId: newPublicId(),
        companyId: f.companyId,
        emailId: f.emailId,
        connectionId: f.connectionId,
        name: f.name.slice(0, 255),
        extension: extensionOf(f.name),
        mediaType: f.mediaType,
        size: contentSize(f.bytes),
        blobId,
        occurredAt: f.occurredAt,
        error: f.error ?? null,
      })
      .returning({ id: files.id, publicId: files.publicId }),
  );
}
