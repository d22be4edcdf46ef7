import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { connections } from '../../../db/schema';
import type { Connection } from '../../../schemas/connection';
import { keyset, keysetAfter, keysetOrder, type KeyValue } from '../../core/pagination';

type ConnectionRow = typeof connections.$inferSelect;

export function toConnection(row: ConnectionRow): Connection {
  const out: Connection = {
    publicId: row.publicId,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
    followLinks: row.followLinks,
    followDocsend: row.followDocsend,
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

export const connectionKeys = (row: ConnectionRow): KeyValue[] => [row.createdAt.toISOString(), row.publicId];

/** Newest first, over the connections_list index. */
export async function listConnections(
  db: DbOrTx,
  workspaceId: number,
  q: { limit: number; after?: KeyValue[] },
): Promise<ConnectionRow[]> {
  return db
    .select()
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
