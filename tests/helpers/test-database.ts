import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../lib/db/client';
import { freshPostgresDatabase } from './own-server';

/**
 * A migrated database of a test file's own, in process, on the run's kind of database: a PGlite folder or a fresh
 * PostgreSQL database. `dispose` closes it and removes both.
 */
export async function openTestDatabase(
  label: string,
): Promise<{ database: Database; databaseUrl?: string; dispose(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pi-${label}-`));
  let databaseUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  if (inject('database') === 'postgres') {
    const fresh = await freshPostgresDatabase(label.replace(/\W/g, ''));
    databaseUrl = fresh.url;
    drop = fresh.drop;
  }
  const database = await openDatabase({ databaseUrl, dataDir, holder: `${label} test` });
  await database.migrate();
  return {
    database,
    ...(databaseUrl ? { databaseUrl } : {}),
    dispose: async () => {
      await database.close();
      await drop?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
