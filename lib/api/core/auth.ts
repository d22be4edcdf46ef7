import { and, eq, isNull, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { DbOrTx } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { apiKeys } from '../../db/schema';
import { hashApiKey, KEY_PATTERN, keyPrefix } from '../../keys';
import { unauthorized } from '../../errors';
import { IN_PROCESS, type LiveKey } from './key-cache';
import type { AppEnv } from './types';

const SCHEME = /^bearer[ \t]+(\S+)[ \t]*$/i;

const liveKeyByHash = preparedOn((db) =>
  db
    .select({ keyId: apiKeys.id, workspaceId: apiKeys.workspaceId, memberId: apiKeys.memberId })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, sql.placeholder('keyHash')), isNull(apiKeys.revokedAt)))
    .limit(1)
    .prepare('live_key_by_hash'),
);

/** The live (unrevoked) key with this hash: every API request asks it. */
export async function findLiveKeyByHash(db: DbOrTx, keyHash: string): Promise<LiveKey | undefined> {
  const [row] = await liveKeyByHash(db).execute({ keyHash });
  return row;
}

/** The live (unrevoked) key with this text, found by its hash. */
export const findLiveKey = (db: DbOrTx, key: string) => findLiveKeyByHash(db, hashApiKey(key));

/** Resolves `Authorization: Bearer <key>` to the acting member, by hash. */
export const auth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization');
  if (!header) throw unauthorized('missing API key: send Authorization: Bearer <key>');
  const key = SCHEME.exec(header)?.[1];
  if (!key || !KEY_PATTERN.test(key)) throw unauthorized('malformed API key: expected Authorization: Bearer pi_…');
  const { db, ownKeys } = c.var.deps;
  // Only the console's in-process calls may be answered from memory (see verifiedKeys).
  const row = ownKeys && c.env === IN_PROCESS ? await ownKeys.find(key) : await findLiveKey(db, key);
  if (!row) throw unauthorized('unknown or revoked API key');
  c.set('actor', { ...row, keyPrefix: keyPrefix(key) });
  await next();
});
