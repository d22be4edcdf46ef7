import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { refusedMessages } from '../db/schema';
import type { RefusedMessage } from '../schemas/connection';
import { keyset, keysetAfter, keysetOrder, type KeyValue } from './pagination';

type RefusedRow = typeof refusedMessages.$inferSelect;

export const REFUSED_ORDER = keyset(
  'desc',
  { column: refusedMessages.createdAt, kind: 'timestamp' },
  { column: refusedMessages.publicId, kind: 'string' },
);

export const refusedCursor = (row: RefusedRow): KeyValue[] => [row.createdAt.toISOString(), row.publicId];

export function toRefusedMessage(connectionPublicId: string) {
  return (row: RefusedRow): RefusedMessage => {
    const out: RefusedMessage = {
      publicId: row.publicId,
      connectionPublicId,
      reason: row.reason,
      refusedAt: row.createdAt.toISOString(),
    };
    if (row.uidValidity !== null) out.uidValidity = row.uidValidity;
    if (row.uid !== null) out.uid = row.uid;
    if (row.messageId !== null) out.messageId = row.messageId;
    if (row.size !== null) out.size = row.size;
    return out;
  };
}

/** A connection's refused messages, newest first, over the refused_messages_list index. */
export async function listRefused(
  db: DbOrTx,
  workspaceId: number,
  connectionId: number,
  q: { limit: number; after?: KeyValue[] },
): Promise<RefusedRow[]> {
  return db
    .select()
    .from(refusedMessages)
    .where(
      and(
        eq(refusedMessages.connectionId, connectionId),
        // The connection was found in this workspace; this keeps the list scoped should that ever change.
        eq(refusedMessages.workspaceId, workspaceId),
        isNull(refusedMessages.deletedAt),
        keysetAfter(REFUSED_ORDER, q.after),
      ),
    )
    .orderBy(...keysetOrder(REFUSED_ORDER))
    .limit(q.limit + 1);
}
