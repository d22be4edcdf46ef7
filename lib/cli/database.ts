import { loadConfig } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';

/**
 * Opens the configured database, applies pending migrations (so any command
 * works on a fresh folder), runs `fn`, and always closes it again: an
 * embedded database left open would keep its folder locked.
 */
export async function withDatabase<T>(command: string, fn: (db: Db, database: Database) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    holder: `pi ${command}`,
  });
  try {
    await database.migrate((line) => process.stderr.write(`${line}\n`));
    return await fn(database.db, database);
  } finally {
    await database.close();
  }
}
