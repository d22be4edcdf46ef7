import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { apiKeys, members, users, workspaces } from '../db/schema';
import { KEY_PATTERN, hashApiKey } from '../keys';
import { insertApiKey } from '../queries/api-keys';
import { API_KEY_LABEL_MAX } from '../schemas/api-key';
import { AdminError } from './errors';

interface CreateKeyOptions {
  email: string;
  /** Needed only when the email belongs to members of several workspaces. */
  workspaceSlug?: string;
  label?: string;
}

interface CreatedKey {
  /** The key itself: shown once, never stored. */
  key: string;
  publicId: string;
  prefix: string;
  workspace: { slug: string; name: string };
  memberEmail: string;
}

export interface KeyInfo {
  publicId: string;
  prefix: string;
  label: string | null;
  workspaceSlug: string;
  memberEmail: string;
  createdAt: Date;
  revokedAt: Date | null;
}

interface RevokedKey extends KeyInfo {
  revokedAt: Date;
  /** True when the key had been revoked before this call (nothing changed). */
  alreadyRevoked: boolean;
}

interface ResolvedMember {
  memberId: number;
  workspaceId: number;
  slug: string;
  name: string;
  email: string;
}

/** The one member with this email (in this workspace, when given); a clear error otherwise. */
export async function resolveMember(db: DbOrTx, email: string, workspaceSlug?: string): Promise<ResolvedMember> {
  const slug = workspaceSlug?.trim();
  if (slug !== undefined) {
    const [ws] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.slug, slug)).limit(1);
    if (!ws) throw new AdminError(`no workspace "${slug}"`);
  }
  const candidates = await db
    .select({
      memberId: members.id,
      workspaceId: workspaces.id,
      slug: workspaces.slug,
      name: workspaces.name,
      email: users.email,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(workspaces, eq(workspaces.id, members.workspaceId))
    .where(
      and(sql`lower(${users.email}) = lower(${email})`, slug === undefined ? undefined : eq(workspaces.slug, slug)),
    )
    .orderBy(asc(workspaces.slug));

  const [member, ...others] = candidates;
  if (!member) {
    throw new AdminError(
      slug === undefined ? `no member with email ${email}` : `no member with email ${email} in workspace "${slug}"`,
    );
  }
  if (others.length > 0) {
    const slugs = candidates.map((c) => c.slug).join(', ');
    throw new AdminError(`${email} is a member of several workspaces (${slugs}); choose one with --workspace`);
  }

  return member;
}

export async function createApiKey(db: DbOrTx, opts: CreateKeyOptions): Promise<CreatedKey> {
  const email = opts.email.trim();
  if (!email) throw new AdminError('an email is required');
  const label = opts.label?.trim() || null;
  if (label && label.length > API_KEY_LABEL_MAX)
    throw new AdminError(`the label must be at most ${API_KEY_LABEL_MAX} characters`);

  const member = await resolveMember(db, email, opts.workspaceSlug);

  const { key, publicId, prefix } = await insertApiKey(db, {
    workspaceId: member.workspaceId,
    memberId: member.memberId,
    label,
  });
  return { key, publicId, prefix, workspace: { slug: member.slug, name: member.name }, memberEmail: member.email };
}

function keyInfoQuery(db: DbOrTx) {
  return db
    .select({
      id: apiKeys.id,
      publicId: apiKeys.publicId,
      prefix: apiKeys.prefix,
      label: apiKeys.label,
      workspaceSlug: workspaces.slug,
      memberEmail: users.email,
      createdAt: apiKeys.createdAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .innerJoin(members, eq(members.id, apiKeys.memberId))
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(workspaces, eq(workspaces.id, apiKeys.workspaceId));
}

/** Every key, oldest first. Never the key or its hash. */
export async function listApiKeys(db: DbOrTx): Promise<KeyInfo[]> {
  const rows = await keyInfoQuery(db).orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  return rows.map(({ id: _id, ...info }) => info);
}

/**
 * Revokes a key named by its public id, by the prefix `pi keys list` shows,
 * or by the key itself. Revoking a revoked key changes nothing.
 */
export async function revokeApiKey(db: DbOrTx, idOrPrefix: string): Promise<RevokedKey> {
  const needle = idOrPrefix.trim();
  if (!needle) throw new AdminError('a key id or prefix is required');
  const byHash = KEY_PATTERN.test(needle) ? eq(apiKeys.keyHash, hashApiKey(needle)) : undefined;
  const matches = await keyInfoQuery(db)
    .where(or(eq(apiKeys.publicId, needle), eq(apiKeys.prefix, needle), byHash))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  if (matches.length === 0) throw new AdminError(`no API key with id or prefix "${needle}"`);

  // A shared prefix is ambiguous, unless all but one of those keys are already revoked.
  const exact = matches.filter((m) => m.publicId === needle);
  const live = matches.filter((m) => m.revokedAt === null);
  const target =
    exact.length === 1 ? exact[0] : matches.length === 1 ? matches[0] : live.length === 1 ? live[0] : undefined;
  if (!target) {
    const ids = matches.map((m) => m.publicId).join(', ');
    throw new AdminError(`"${needle}" matches several keys (${ids}); revoke one by its id`);
  }
  const { id, ...info } = target;
  if (info.revokedAt) return { ...info, revokedAt: info.revokedAt, alreadyRevoked: true };
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), sql`${apiKeys.revokedAt} is null`))
    .returning({ revokedAt: apiKeys.revokedAt });
  // Null only if a concurrent revoke won the race; the key is revoked either way.
  const revokedAt = row?.revokedAt ?? new Date();
  return { ...info, revokedAt, alreadyRevoked: row === undefined };
}
