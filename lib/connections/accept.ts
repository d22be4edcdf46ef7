import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { acceptEmail } from '../intake/emails';
import { refusalReason } from '../intake/refusal';
import type { AcceptMessage } from './sync';

/**
 * Hands a polled message to intake, exactly as `POST /emails` does, on behalf
 * of the connection's owner. A message intake refuses for what it is comes
 * back as refused, so the poll records it and goes on (retrying it would
 * stall the mailbox behind it forever); any other failure is thrown, and the
 * poll stops before the message to take it again later.
 */
export function intakeAccept(db: Db, log: Logger): AcceptMessage {
  return async (conn, raw) => {
    if (conn.ownerMemberId === null) throw new Error('the connection has no owner member to attribute messages to');
    try {
      await acceptEmail(db, {
        workspaceId: conn.workspaceId,
        connectionId: conn.id,
        memberId: conn.ownerMemberId,
        raw,
      });
      return undefined;
    } catch (err) {
      const reason = refusalReason(err);
      if (reason === undefined) throw err;
      log.debug({ connectionId: conn.id, size: raw.length, reason }, 'connection sync: intake refused a message');
      return { refused: reason };
    }
  };
}
