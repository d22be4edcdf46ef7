import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { connections, members, users, workspaces } from '../db/schema';
import {
  IMAP_PROVIDER,
  ImapSettingsSchema,
  TLS_MODES,
  type ImapSettings,
  type TlsMode,
} from '../connections/imap-settings';
import { seal } from '../connections/secret-box';
import { newPublicId } from '../ids';
import { AdminError } from './errors';

interface AddImapOptions {
  workspaceSlug: string;
  /** The member items arriving through the connection are attributed to. */
  memberEmail: string;
  host: string;
  port?: number;
  tls: TlsMode;
  user: string;
  password: string;
  mailbox?: string;
  label?: string;
}

export interface ConnectionInfo {
  publicId: string;
  workspaceSlug: string;
  provider: string;
  label: string | null;
  /** user@host:port/mailbox for IMAP; never the password. */
  target: string | null;
  ownerEmail: string | null;
  createdAt: Date;
  syncedAt: Date | null;
  errorId: string | null;
  errorAt: Date | null;
  disabledAt: Date | null;
}

const LABEL_MAX = 200;
const DEFAULT_PORT: Record<TlsMode, number> = { tls: 993, starttls: 143, none: 143 };

/** Adds an IMAP connection, due for its first poll at once; the password is stored sealed. */
export async function addImapConnection(
  db: DbOrTx,
  opts: AddImapOptions,
  key: Buffer,
): Promise<{ publicId: string; settings: ImapSettings }> {
  const host = opts.host.trim();
  const user = opts.user.trim();
  const mailbox = opts.mailbox?.trim() || 'INBOX';
  const label = opts.label?.trim() || null;
  if (!host) throw new AdminError('a host is required');
  if (!user) throw new AdminError('a user is required');
  if (!opts.password) throw new AdminError('the password is empty');
  if (!TLS_MODES.includes(opts.tls)) throw new AdminError(`unknown TLS mode "${String(opts.tls)}"`);
  const port = opts.port ?? DEFAULT_PORT[opts.tls];
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new AdminError('the port must be from 1 to 65535');
  if (label && label.length > LABEL_MAX) throw new AdminError(`the label must be at most ${LABEL_MAX} characters`);
  // The poller reads the settings back through the same schema; what it would refuse is never stored.
  const checked = ImapSettingsSchema.safeParse({ host, port, tls: opts.tls, user, mailbox });
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new AdminError(`the ${String(issue?.path[0] ?? 'settings')} ${issue?.message ?? 'are not valid'}`);
  }
  const settings: ImapSettings = checked.data;

  const [member] = await db
    .select({ memberId: members.id, workspaceId: workspaces.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(workspaces, eq(workspaces.id, members.workspaceId))
    .where(and(eq(workspaces.slug, opts.workspaceSlug), sql`lower(${users.email}) = lower(${opts.memberEmail.trim()})`))
    .limit(1);
  if (!member) {
    const [ws] = await db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.slug, opts.workspaceSlug))
      .limit(1);
    throw new AdminError(
      ws
        ? `no member with email ${opts.memberEmail} in workspace "${opts.workspaceSlug}"`
        : `no workspace "${opts.workspaceSlug}"`,
    );
  }
  const publicId = newPublicId();
  await db.insert(connections).values({
    workspaceId: member.workspaceId,
    publicId,
    provider: IMAP_PROVIDER,
    label: label ?? `${user} (${mailbox})`,
    settings: { ...settings },
    // Bound to the publicId: a sealed password copied onto another connection does not open.
    secret: seal(opts.password, key, publicId),
    ownerMemberId: member.memberId,
  });
  return { publicId, settings };
}

/** Live connections of every provider (or of one workspace), oldest first. */
export async function listConnections(db: DbOrTx, workspaceSlug?: string): Promise<ConnectionInfo[]> {
  if (workspaceSlug !== undefined) {
    const [ws] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.slug, workspaceSlug));
    if (!ws) throw new AdminError(`no workspace "${workspaceSlug}"`);
  }
  const rows = await db
    .select({
      publicId: connections.publicId,
      workspaceSlug: workspaces.slug,
      provider: connections.provider,
      label: connections.label,
      settings: connections.settings,
      ownerEmail: users.email,
      createdAt: connections.createdAt,
      syncedAt: connections.syncedAt,
      errorId: connections.errorId,
      errorAt: connections.errorAt,
      disabledAt: connections.disabledAt,
    })
    .from(connections)
    .innerJoin(workspaces, eq(workspaces.id, connections.workspaceId))
    .leftJoin(members, eq(members.id, connections.ownerMemberId))
    .leftJoin(users, eq(users.id, members.userId))
    .where(
      and(isNull(connections.deletedAt), workspaceSlug === undefined ? undefined : eq(workspaces.slug, workspaceSlug)),
    )
    .orderBy(asc(connections.createdAt), asc(connections.id));
  return rows.map(({ settings, ...row }) => ({ ...row, target: describeTarget(row.provider, settings) }));
}

function describeTarget(provider: string, settings: Record<string, unknown> | null): string | null {
  if (provider !== IMAP_PROVIDER || !settings) return null;
  const { user, host, port, mailbox } = settings;
  return `${String(user)}@${String(host)}:${String(port)}/${String(mailbox)}`;
}

/** Soft-deletes a connection: it disappears from the API and is no longer polled. */
export async function removeConnection(
  db: DbOrTx,
  publicId: string,
): Promise<{ workspaceSlug: string; provider: string; alreadyRemoved: boolean }> {
  const [row] = await db
    .select({
      id: connections.id,
      deletedAt: connections.deletedAt,
      provider: connections.provider,
      slug: workspaces.slug,
    })
    .from(connections)
    .innerJoin(workspaces, eq(workspaces.id, connections.workspaceId))
    .where(eq(connections.publicId, publicId.trim()))
    .limit(1);
  if (!row) throw new AdminError(`no connection with id "${publicId}"`);
  if (row.deletedAt) return { workspaceSlug: row.slug, provider: row.provider, alreadyRemoved: true };
  await db
    .update(connections)
    // The password is of no use any more; dropping it leaves nothing to leak from a backup.
    .set({ deletedAt: sql`now()`, secret: null })
    .where(and(eq(connections.id, row.id), isNull(connections.deletedAt)));
  return { workspaceSlug: row.slug, provider: row.provider, alreadyRemoved: false };
}
