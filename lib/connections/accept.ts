import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { acceptEmail } from '../intake/emails';
import { NotAMessageError } from '../intake/parse-email';
import type { AcceptMessage } from './sync';

/**
 * Hands a polled message to intake, exactly as `POST /emails` does, on behalf
 * of the connection's owner. Bytes that are not a message are skipped (and
 * logged): retrying them would stall the mailbox behind them forever.
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
    } catch (err) {
      if (!(err instanceof NotAMessageError)) throw err;
      log.warn(
        { connectionId: conn.id, size: raw.length, reason: err.message },
        'connection sync: not a message, skipped',
      );
    }
  };
}
