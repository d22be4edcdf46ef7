import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { ApiError, badRequest, conflict } from '../../errors';
import type { Actor, AppEnv } from './types';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const KEY = /^[\x20-\x7e]{1,255}$/;
/** How long a first response is kept and replayed (contract §1). */
const RETAIN = sql`interval '24 hours'`;
/** A claim this old with no response was left by a crashed server: a retry may take it over. */
const ABANDONED = sql`interval '2 minutes'`;
const WAIT_MS = 30_000;
const POLL_MS = 50;

type Claim = { kind: 'claimed'; id: number } | { kind: 'replay'; status: number; body: string } | { kind: 'busy' };

/**
 * `Idempotency-Key` on a POST: the first request runs and its response is
 * stored; a retry with the same request replays it; the same key with a
 * different request is a conflict. The unique index settles concurrent
 * duplicates: one claims the key, the others wait for its response.
 */
export const idempotency = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.method === 'POST' ? c.req.header(IDEMPOTENCY_HEADER) : undefined;
  if (key === undefined) return next();
  if (!KEY.test(key)) throw badRequest(`${IDEMPOTENCY_HEADER} must be 1 to 255 printable ASCII characters`);
  const { db } = c.var.deps;
  const actor = c.var.actor;
  const fingerprint = createHash('sha256')
    .update(`${c.req.method}\n${c.req.path}\n${c.get('bodyDigest') ?? ''}`)
    .digest('base64url');

  const claim = await claimOrWait(db, actor, key, fingerprint);
  if (claim.kind === 'busy') {
    throw conflict(`a request with this ${IDEMPOTENCY_HEADER} is still being handled; retry later`);
  }
  if (claim.kind === 'replay') {
    return c.body(claim.body, claim.status as 200, {
      'Content-Type': 'application/json',
      [REPLAYED_HEADER]: 'true',
    });
  }
  try {
    await next();
  } finally {
    const res = c.res;
    // A server error is not an answer worth keeping: let a retry run the request again.
    if (res.status >= 500) await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, claim.id));
    else {
      await db
        .update(idempotencyKeys)
        .set({ status: res.status, body: await res.clone().text(), completedAt: sql`now()` })
        .where(eq(idempotencyKeys.id, claim.id));
    }
  }
});

async function claimOrWait(db: Db, actor: Actor, key: string, fingerprint: string): Promise<Claim> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ workspaceId: actor.workspaceId, apiKeyId: actor.keyId, key, fingerprint })
      .onConflictDoUpdate({
        target: [idempotencyKeys.apiKeyId, idempotencyKeys.key],
        set: { fingerprint, status: null, body: null, createdAt: sql`now()`, completedAt: null },
        // Only an expired entry, or a claim abandoned by a crashed server, is taken over.
        setWhere: sql`${idempotencyKeys.createdAt} < now() - ${RETAIN}
          or (${idempotencyKeys.status} is null and ${idempotencyKeys.createdAt} < now() - ${ABANDONED})`,
      })
      .returning({ id: idempotencyKeys.id });
    if (claimed) return { kind: 'claimed', id: claimed.id };

    const [held] = await db
      .select({ fingerprint: idempotencyKeys.fingerprint, status: idempotencyKeys.status, body: idempotencyKeys.body })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.apiKeyId, actor.keyId), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (!held) continue; // Released by a failed first request between the two statements: claim again.
    if (held.fingerprint !== fingerprint) {
      throw new ApiError(
        409,
        'conflict',
        `${IDEMPOTENCY_HEADER} was already used with a different request (method, path or body)`,
      );
    }
    if (held.status !== null) return { kind: 'replay', status: held.status, body: held.body ?? '' };
    if (Date.now() > deadline) return { kind: 'busy' };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Entries past their 24 hours; run now and then by the server. */
export async function purgeIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - ${RETAIN}`);
}
