import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { IMAP_PROVIDER } from '../connections/imap-settings';
import { markDue } from '../connections/sync-store';
import type { Db, DbOrTx } from '../db/client';
import { connections, refusedMessages } from '../db/schema';
import type { Connection } from '../schemas/connection';
import { conflict, notFound } from '../errors';
import { keyset, keysetAfter, keysetOrder, type KeyValue } from './pagination';

type ConnectionRow = typeof connections.$inferSelect & { refusedMessages: number };

/**
 * The connection's live refused messages, counted over the refused_messages_list index. Written with an
 * alias: drizzle leaves columns unqualified in a select, and a bare "id" would be the subquery's own.
 */
const refusedCount = sql<number>`(select count(*)::int from ${refusedMessages} as r
  where r.connection_id = ${connections}.id and r.deleted_at is null)`;

const connectionColumns = { ...getTableColumns(connections), refusedMessages: refusedCount };

export function toConnection(row: ConnectionRow): Connection {
  const out: Connection = {
    publicId: row.publicId,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
    followLinks: row.followLinks,
    followDocsend: row.followDocsend,
    refusedMessages: Number(row.refusedMessages),
  };
  if (row.errorId !== null) out.errorId = row.errorId;
  if (row.errorAt !== null) out.errorAt = row.errorAt.toISOString();
  if (row.syncedAt !== null) out.syncedAt = row.syncedAt.toISOString();
  if (row.disabledAt !== null) out.disabledAt = row.disabledAt.toISOString();
  if (row.label !== null) out.label = row.label;
  return out;
}

export const CONNECTION_ORDER = keyset(
  'desc',
  { column: connections.createdAt, kind: 'timestamp' },
  { column: connections.publicId, kind: 'string' },
);

export const connectionCursor = (row: ConnectionRow): KeyValue[] => [row.createdAt.toISOString(), row.publicId];

/** Newest first, over the connections_list index. */
export async function listConnections(
  db: DbOrTx,
  workspaceId: number,
  q: { limit: number; after?: KeyValue[] },
): Promise<ConnectionRow[]> {
  return db
    .select(connectionColumns)
    .from(connections)
    .where(
      and(
        eq(connections.workspaceId, workspaceId),
        isNull(connections.deletedAt),
        keysetAfter(CONNECTION_ORDER, q.after),
      ),
    )
    .orderBy(...keysetOrder(CONNECTION_ORDER))
    .limit(q.limit + 1);
}

/** One live connection of the workspace, or undefined. */
export async function findConnection(db: DbOrTx, workspaceId: number, publicId: string) {
  const [row] = await db
    .select(connectionColumns)
    .from(connections)
    .where(
      and(eq(connections.workspaceId, workspaceId), eq(connections.publicId, publicId), isNull(connections.deletedAt)),
    )
    .limit(1);
  return row;
}

/**
 * "Sync now": makes a live IMAP connection due at once and answers its id.
 * Connections this server does not poll (uploads, and providers without a
 * poller) and disabled ones are a conflict, not a silent no-op.
 */
export async function requestSync(db: Db, workspaceId: number, publicId: string): Promise<number> {
  const [row] = await db
    .select({ id: connections.id, provider: connections.provider, disabledAt: connections.disabledAt })
    .from(connections)
    .where(
      and(eq(connections.workspaceId, workspaceId), eq(connections.publicId, publicId), isNull(connections.deletedAt)),
    )
    .limit(1);
  if (!row) throw notFound(`connection ${publicId} not found`);
  if (row.provider === 'upload') {
    throw conflict('an upload connection receives what is uploaded; it has nothing to sync');
  }
  if (row.provider !== IMAP_PROVIDER) {
    throw conflict(`connections of provider ${row.provider} are not synced by this server`);
  }
  if (row.disabledAt || !(await markDue(db, row.id))) throw conflict(disabledMessage(row.disabledAt));
  return row.id;
}

const disabledMessage = (at: Date | null) =>
  `the connection is disabled${at ? ` since ${at.toISOString()}` : ''} after repeated authentication failures; ` +
  'remove it and add it again with the right password';
