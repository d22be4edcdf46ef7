import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { keepBlobFilesIn, stopKeepingBlobFilesIn } from './blob-files';
import { acquireFolderLock, type FolderLock } from './lock';
import { migrateSaying } from './migration-progress';
import { DrizzlePGlite } from './pglite';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; queries accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Human-readable location, without credentials. */
  where: string;
  /** Applies pending migrations; `say` hears about a long one (the search index on a large database). */
  migrate(say?: (line: string) => void): Promise<void>;
  close(): Promise<void>;
  /** Embedded PGlite: about how long a statement queued now would wait (PostgreSQL pools have no such queue here). */
  backlogMs?: () => number;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Advisory lock key held while migrating PostgreSQL (an arbitrary constant of this application). */
const MIGRATION_LOCK = 7_031_001;

interface OpenOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Who holds the embedded database, shown to a second process that finds it taken. */
  holder: string;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir, opts.holder);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (err) => console.error(`postgres pool error: ${err.message}`));
  const client = await pool.connect().catch((err: Error) => {
    throw new Error(`cannot connect to DATABASE_URL (${redact(url)}): ${err.message}`);
  });
  client.release();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    where: redact(url),
    migrate: async (say) => {
      // Servers starting together on one database take turns; the second finds nothing to do.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const locked = drizzlePg(client, { schema });
        await migrateSaying(locked, migrationsFolder, say, () => migratePg(locked, { migrationsFolder }));
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, holder: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock: FolderLock = acquireFolderLock(dataDir, holder);
  let client: DrizzlePGlite;
  try {
    client = await DrizzlePGlite.open(path.join(dataDir, 'pglite'));
  } catch (err) {
    lock.release();
    throw err;
  }
  const pgliteDb = drizzlePglite(client, { schema });
  const blobFolder = path.join(dataDir, 'blobs');
  keepBlobFilesIn(blobFolder);
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    where: dataDir,
    backlogMs: () => client.backlogMs(),
    migrate: async (say) => {
      await migrateSaying(pgliteDb, migrationsFolder, say, () => migratePglite(pgliteDb, { migrationsFolder }));
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        stopKeepingBlobFilesIn(blobFolder);
        lock.release();
      }
    },
  };
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the configured database';
  }
}

/** The one row a statement that must return one (an insert … returning) returned. */
export function single<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('expected a row, the statement returned none');
  return row;
}
