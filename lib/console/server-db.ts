import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiKeys } from '../db/schema';
import { hashApiKey } from '../keys';
import { consoleHost } from './host';
import { upstream } from './upstream';

export interface ConsoleScope {
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
  const [row] = await db
    .select({ workspaceId: apiKeys.workspaceId, memberId: apiKeys.memberId })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row ? { db, ...row } : undefined;
}
