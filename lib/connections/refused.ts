import type { Db } from '../db/client';
import { refusedMessages } from '../db/schema';
import { newPublicId } from '../ids';
import { Repairs } from '../intake/storable';
import type { PassedOver } from './imap';

/** An id or reason longer than a header line is cut: the record names the message, the mailbox keeps it. */
const MAX_TEXT = 998;

/** What PostgreSQL can hold of a text taken from a message we could not read. */
const storable = (text: string) => new Repairs().text('', text).slice(0, MAX_TEXT);

/**
 * The Message-ID in a message's header section, as a person reads it (no
 * angle brackets), or undefined. Read by hand: the message may be one that
 * the mail parser refused.
 */
export function messageIdOf(raw: Buffer): string | undefined {
  const head = raw.subarray(0, 64 * 1024).toString('utf8');
  const end = head.search(/\r?\n\r?\n/);
  const unfolded = (end === -1 ? head : head.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const found = /^message-id:[ \t]*(.*)$/im.exec(unfolded)?.[1];
  const id = found === undefined ? '' : storable(found.trim().replace(/^<|>$/g, ''));
  return id || undefined;
}

/**
 * Records a message a poll passed over. The same UID again (two polls of one
 * mailbox at once) is recorded once.
 */
export async function recordRefused(
  db: Db,
  conn: { id: number; workspaceId: number },
  message: PassedOver,
): Promise<void> {
  await db
    .insert(refusedMessages)
    .values({
      workspaceId: conn.workspaceId,
      publicId: newPublicId(),
      connectionId: conn.id,
      uidValidity: message.uidValidity,
      uid: message.uid,
      messageId: message.messageId ?? null,
      size: message.size ?? null,
      reason: storable(message.reason),
    })
    .onConflictDoNothing();
}
