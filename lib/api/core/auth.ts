import { and, eq, isNull } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { DbOrTx } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { hashApiKey, KEY_PATTERN, keyPrefix } from '../../keys';
import { unauthorized } from '../../errors';
import type { AppEnv } from './types';

const SCHEME = /^bearer[ \t]+(\S+)[ \t]*$/i;

/** The live (unrevoked) key with this text, found by its hash; the console's own pages use it too. */
export async function findLiveKey(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ keyId: apiKeys.id, workspaceId: apiKeys.workspaceId, memberId: apiKeys.memberId })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row;
}

/** Resolves `Authorization: Bearer <key>` to the acting member, by hash. */
export const auth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization');
  if (!header) throw unauthorized('missing API key: send Authorization: Bearer <key>');
  const key = SCHEME.exec(header)?.[1];
  if (!key || !KEY_PATTERN.test(key)) throw unauthorized('malformed API key: expected Authorization: Bearer pi_…');
  const row = await findLiveKey(c.var.deps.db, key);
  if (!row) throw unauthorized('unknown or revoked API key');
  c.set('actor', { ...row, keyPrefix: keyPrefix(key) });
  await next();
});
