import 'server-only';
import { findLiveKey } from '../api/core/auth';
import type { Db } from '../db/client';
import { consoleHost } from './host';
import { upstream } from './upstream';

interface ConsoleScope {
  db: Db;
  workspaceId: number;
  memberId: number;
}

/**
 * The workspace the console's key belongs to, for pages rendered straight
 * from the database (source pages). Undefined when the key is not one of
 * this database's live keys, e.g. when PI_API_BASE_URL points elsewhere.
 */
export async function consoleScope(): Promise<ConsoleScope | undefined> {
  const { db } = consoleHost();
  const key = upstream().key;
  if (!key) return undefined;
  const row = await findLiveKey(db, key);
  return row ? { db, workspaceId: row.workspaceId, memberId: row.memberId } : undefined;
}
