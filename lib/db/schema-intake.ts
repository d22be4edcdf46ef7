import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts, ref } from './columns';

// Tables of intake and derivation: stored bytes and the durable work queue.

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Bytes as they arrived (raw messages, uploaded files), in the database so every server can serve them.
 * Small blobs keep their bytes here; a big one has `bytes` null and its bytes in `blob_parts` (PostgreSQL) or in a
 * file beside embedded PGlite (`in_file`).
 */
export const blobs = pgTable('blobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  workspaceId: ref('workspace_id').notNull(),
  sha256: text('sha256').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  bytes: bytea('bytes'),
  /** Embedded PGlite only: a big blob's bytes are a file in the data folder, named by its sha256 (blob-files.ts). */
  inFile: boolean('in_file').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * A big blob's bytes in parts of a few hundred KB, each written and read by a statement of its own:
 * embedded PGlite runs on the event loop, and one statement over 19 MB held it for up to a second.
 */
export const blobParts = pgTable(
  'blob_parts',
  {
    blobId: ref('blob_id')
      .notNull()
      .references(() => blobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.blobId, t.seq] })],
);

export const ITEM_TYPES = ['email', 'file', 'meeting', 'note'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const PROCESSING_STATES = ['queued', 'processing', 'done', 'failed'] as const;
export type ProcessingState = (typeof PROCESSING_STATES)[number];

/**
 * One row per item that needs deriving: its processing state and the queue in
 * one. A write re-queues the row (bumping `version`); a worker that finishes an
 * older version leaves the row queued, so the newest write is always derived.
 */
export const derivationJobs = pgTable(
  'derivation_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: ref('workspace_id').notNull(),
    itemType: text('item_type').notNull(),
    itemId: ref('item_id').notNull(),
    state: text('state').notNull().default('queued'),
    version: integer('version').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    runAt: ts('run_at').notNull().defaultNow(),
    /** While processing: when the claim lapses, so a crashed worker's job is taken again. */
    lockedUntil: ts('locked_until'),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('derivation_jobs_item').on(t.itemType, t.itemId),
    // The workspace's latest derivation change, which open consoles poll for (lib/queries/changes.ts).
    index('derivation_jobs_workspace_updated').on(t.workspaceId, t.updatedAt.desc()),
    index('derivation_jobs_due')
      .on(t.runAt, t.id)
      .where(sql`${t.state} in ('queued', 'processing')`),
    check('derivation_jobs_state', sql`${t.state} in ('queued', 'processing', 'done', 'failed')`),
    check('derivation_jobs_type', sql`${t.itemType} in ('email', 'file', 'meeting', 'note')`),
  ],
);
