import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
// A cycle, but a harmless one: the references below are only followed once every table exists.
import { connections, workspaces } from './schema';
import { ts, ref, textC } from './columns';

/**
 * Messages a connection found but intake refused for what they are (not a
 * message, too large, a value the database cannot hold): recorded so the poll
 * can move past them, and so a person can see which one and why.
 */
export const refusedMessages = pgTable(
  'refused_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: ref('workspace_id')
      .notNull()
      .references(() => workspaces.id),
    publicId: textC('public_id').notNull().unique(),
    connectionId: ref('connection_id')
      .notNull()
      .references(() => connections.id),
    /** IMAP: the mailbox's UIDVALIDITY and the message's UID, which together name it on the server. */
    uidValidity: text('uid_validity'),
    uid: bigint('uid', { mode: 'number' }),
    /** The Message-ID header when one could be read, cut to a readable length. */
    messageId: text('message_id'),
    size: integer('size'),
    reason: text('reason').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('refused_messages_list')
      .on(t.connectionId, t.createdAt.desc(), t.publicId.desc())
      .where(sql`${t.deletedAt} is null`),
    // Two polls of one mailbox at once (a "sync now" during a poll) record a message once.
    uniqueIndex('refused_messages_uid')
      .on(t.connectionId, t.uidValidity, t.uid)
      .where(sql`${t.deletedAt} is null and ${t.uid} is not null`),
  ],
);
