import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { apiKeys, memberConsoleKeys, members, users } from '../db/schema';
import { newPublicId } from '../ids';
import { generateApiKey, hashApiKey, keyPrefix } from '../keys';
import { changesOf, recordAudit, type Who } from '../audit/record';
import { conflict, invalidField, notFound } from '../errors';
import type { ApiKey, ApiKeyCreate } from '../schemas/api-key';

/** A new key's row; `pi keys create`, the console's sign-in keys and the API all make keys here. */
export async function insertApiKey(
  db: DbOrTx,
  owner: { workspaceId: number; memberId: number; label: string | null },
): Promise<{ key: string; id: number; publicId: string; prefix: string }> {
  const key = generateApiKey();
  const publicId = newPublicId();
  const prefix = keyPrefix(key);
  const [row] = await db
    .insert(apiKeys)
    .values({ ...owner, publicId, keyHash: hashApiKey(key), prefix })
    .returning({ id: apiKeys.id });
  if (!row) throw new Error('api key insert returned no row');
  return { key, id: row.id, publicId, prefix };
}

/** Admins manage keys; the role is read on each request so a demotion takes effect at once. */
export async function isAdmin(db: DbOrTx, who: Who): Promise<boolean> {
  const [row] = await db
    .select({ role: members.role })
    .from(members)
    .where(and(eq(members.id, who.memberId), eq(members.workspaceId, who.workspaceId)));
  return row?.role === 'admin';
}

const columns = {
  id: apiKeys.id,
  publicId: apiKeys.publicId,
  prefix: apiKeys.prefix,
  label: apiKeys.label,
  memberPublicId: members.publicId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  consoleKeyId: memberConsoleKeys.id,
  createdAt: apiKeys.createdAt,
  revokedAt: apiKeys.revokedAt,
};

function keysOf(db: DbOrTx, workspaceId: number) {
  return db
    .select(columns)
    .from(apiKeys)
    .innerJoin(members, eq(members.id, apiKeys.memberId))
    .innerJoin(users, eq(users.id, members.userId))
    .leftJoin(memberConsoleKeys, eq(memberConsoleKeys.apiKeyId, apiKeys.id))
    .where(eq(apiKeys.workspaceId, workspaceId))
    .$dynamic();
}

type KeyRow = Awaited<ReturnType<ReturnType<typeof keysOf>['execute']>>[number];

function toApiKey(r: KeyRow): ApiKey {
  return {
    publicId: r.publicId,
    prefix: r.prefix,
    label: r.label,
    member: { publicId: r.memberPublicId, email: r.email, name: `${r.firstName} ${r.lastName}`.trim() },
    console: r.consoleKeyId !== null,
    createdAt: r.createdAt.toISOString(),
    revokedAt: r.revokedAt?.toISOString() ?? null,
  };
}

/** The workspace's keys, oldest first; never a key or its hash. A workspace holds few keys: no pages. */
export async function listWorkspaceKeys(db: DbOrTx, workspaceId: number): Promise<ApiKey[]> {
  const rows = await keysOf(db, workspaceId).orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  return rows.map(toApiKey);
}

async function findKey(db: DbOrTx, workspaceId: number, publicId: string): Promise<KeyRow | undefined> {
  const [row] = await keysOf(db, workspaceId).where(
    and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.publicId, publicId)),
  );
  return row;
}

const snapshot = (k: ApiKey) => ({
  prefix: k.prefix,
  label: k.label,
  memberEmail: k.member.email,
  revokedAt: k.revokedAt,
});

async function memberFor(db: DbOrTx, workspaceId: number, input: ApiKeyCreate): Promise<number> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(
      and(
        eq(members.workspaceId, workspaceId),
        input.memberPublicId !== undefined
          ? eq(members.publicId, input.memberPublicId)
          : sql`lower(${users.email}) = lower(${input.memberEmail ?? ''})`,
      ),
    )
    .limit(1);
  if (!row) {
    const field = input.memberPublicId !== undefined ? 'memberPublicId' : 'memberEmail';
    throw invalidField(field, 'is not a member of this workspace');
  }
  return row.id;
}

/** Makes a key for a member of the workspace; the answer holds the key, once. */
export async function createWorkspaceKey(db: Db, who: Who, input: ApiKeyCreate): Promise<ApiKey & { key: string }> {
  return db.transaction(async (tx) => {
    const memberId = await memberFor(tx, who.workspaceId, input);
    const made = await insertApiKey(tx, { workspaceId: who.workspaceId, memberId, label: input.label || null });
    const row = await findKey(tx, who.workspaceId, made.publicId);
    if (!row) throw new Error('the new key is missing');
    const created = toApiKey(row);
    await recordAudit(tx, who, [
      {
        action: 'created',
        entityType: 'api_key',
        entityPublicId: created.publicId,
        changes: changesOf(null, snapshot(created)),
      },
    ]);
    return { ...created, key: made.key };
  });
}

/**
 * Revokes a key (soft: the row stays, listed with revokedAt). Revoking a revoked
 * key changes nothing. The key the request itself uses is refused: revoking it
 * would cut off the caller mid-task (in the console, the admin's own session).
 */
export async function revokeWorkspaceKey(db: Db, who: Who & { keyId: number }, publicId: string): Promise<ApiKey> {
  return db.transaction(async (tx) => {
    const row = await findKey(tx, who.workspaceId, publicId);
    if (!row) throw notFound(`API key ${publicId} not found`);
    if (row.id === who.keyId) throw conflict('this is the key making the request; revoke it with another key');
    if (row.revokedAt) return toApiKey(row);
    const [done] = await tx
      .update(apiKeys)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(apiKeys.id, row.id), isNull(apiKeys.revokedAt)))
      .returning({ revokedAt: apiKeys.revokedAt });
    const after = toApiKey({ ...row, revokedAt: done?.revokedAt ?? new Date() });
    if (done) {
      const changes = changesOf(snapshot(toApiKey(row)), snapshot(after));
      await recordAudit(tx, who, [{ action: 'deleted', entityType: 'api_key', entityPublicId: publicId, changes }]);
    }
    return after;
  });
}
