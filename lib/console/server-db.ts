import 'server-only';
import { findLiveKeyByHash } from '../api/core/auth';
import { verifiedKeys, type VerifiedKeys } from '../api/core/key-cache';
import { env } from '../env';
import type { Db } from '../db/client';
import { headers } from 'next/headers';
import { consoleHost } from './host';
import { keyFor, MEMBER_HEADER } from './upstream-core';

interface ConsoleScope {
  db: Db;
  workspaceId: number;
  memberId: number;
}

let ownKeys: VerifiedKeys | undefined;

/**
 * The workspace and member of the key the request acts with (the signed-in
 * member's, else the console's), for pages rendered straight from the
 * database (source pages). Undefined when the key is not one of
 * this database's live keys, e.g. when PI_API_BASE_URL points elsewhere.
 */
export async function consoleScope(): Promise<ConsoleScope | undefined> {
  const { db } = consoleHost();
  const key = await keyFor((await headers()).get(MEMBER_HEADER));
  if (!key) return undefined;
  // The same bounded trust as the API's in-process calls: verified again once PI_KEY_CACHE_SECONDS pass.
  ownKeys ??= verifiedKeys((hash) => findLiveKeyByHash(db, hash), env().PI_KEY_CACHE_SECONDS * 1000);
  const row = await ownKeys.find(key);
  return row ? { db, workspaceId: row.workspaceId, memberId: row.memberId } : undefined;
}
