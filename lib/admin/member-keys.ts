import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiKeys, memberConsoleKeys, members, users } from '../db/schema';
import { open, seal } from '../connections/secret-box';
import { hashApiKey } from '../keys';
import { insertApiKey } from '../queries/api-keys';

/** Bound to the member's row, so a sealed key copied onto another member's row does not open. */
const context = (memberId: number) => `member-console-key:${memberId}`;

/** The workspace of a live API key (the console's own), or undefined. */
export async function workspaceOfKey(db: Db, key: string): Promise<number | undefined> {
  const [row] = await db
    .select({ workspaceId: apiKeys.workspaceId })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row?.workspaceId;
}

/** The member of the workspace with this email (compared without case), or undefined. */
export async function memberByEmail(db: Db, workspaceId: number, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.workspaceId, workspaceId), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  return row?.id;
}

/**
 * Makes sure the member has a live console key: the first sign-in makes one
 * (and so does a sign-in after an admin revoked it). The member's row is
 * locked, so two sign-ins at once make one key.
 */
export async function ensureMemberKey(db: Db, memberId: number, boxKey: Buffer): Promise<void> {
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ workspaceId: members.workspaceId })
      .from(members)
      .where(eq(members.id, memberId))
      .for('update', { of: members });
    if (!member) throw new Error(`no member ${memberId}`);
    const [live] = await tx
      .select({ id: memberConsoleKeys.id })
      .from(memberConsoleKeys)
      .innerJoin(apiKeys, eq(apiKeys.id, memberConsoleKeys.apiKeyId))
      .where(and(eq(memberConsoleKeys.memberId, memberId), isNull(apiKeys.revokedAt)));
    if (live) return;
    const made = await insertApiKey(tx, { workspaceId: member.workspaceId, memberId, label: 'console sign-in' });
    const sealedKey = seal(made.key, boxKey, context(memberId));
    await tx
      .insert(memberConsoleKeys)
      .values({ memberId, apiKeyId: made.id, sealedKey })
      .onConflictDoUpdate({ target: memberConsoleKeys.memberId, set: { apiKeyId: made.id, sealedKey } });
  });
}

/** The member's live console key, opened; undefined when it has none or it was revoked. */
async function memberKey(db: Db, memberId: number, boxKey: Buffer): Promise<string | undefined> {
  const [row] = await db
    .select({ sealedKey: memberConsoleKeys.sealedKey })
    .from(memberConsoleKeys)
    .innerJoin(apiKeys, eq(apiKeys.id, memberConsoleKeys.apiKeyId))
    .where(and(eq(memberConsoleKeys.memberId, memberId), isNull(apiKeys.revokedAt)));
  return row ? open(row.sealedKey, boxKey, context(memberId)) : undefined;
}

/**
 * `memberKey` remembered for `ttlMs`, as the API remembers verified keys: the
 * console's proxy asks on every request. A revoked key stops at the API anyway.
 */
export function memberKeyLookup(db: Db, boxKey: () => Buffer, ttlMs: number) {
  const cache = new Map<number, { key: string; until: number }>();
  return async (memberId: number): Promise<string | undefined> => {
    const hit = cache.get(memberId);
    if (hit && hit.until > Date.now()) return hit.key;
    const key = await memberKey(db, memberId, boxKey());
    if (key) cache.set(memberId, { key, until: Date.now() + ttlMs });
    else cache.delete(memberId);
    return key;
  };
}
