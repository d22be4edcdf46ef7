import { findPgError } from '../errors';
import { NotAMessageError } from './parse-email';

/**
 * SQLSTATE classes the message itself causes: 22 (data exception: a value the
 * column refuses) and 54 (program limit exceeded: an index row too large).
 * Every other failure (the database down, a lock timeout, a bug) is not the
 * message's fault, and passing over the message for it would lose mail.
 */
const MESSAGE_FAULTS = /^(22|54)/;

/**
 * Why intake refuses a message for what it is, in words for a person, or
 * undefined when the failure is ours or passing: such a message must be tried
 * again, never recorded as refused and skipped.
 */
export function refusalReason(err: unknown): string | undefined {
  if (err instanceof NotAMessageError) return err.message;
  const pg = findPgError(err);
  if (pg?.code === undefined || !MESSAGE_FAULTS.test(pg.code)) return undefined;
  const detail = pg instanceof Error ? `: ${pg.message}` : '';
  return `the database cannot store it${detail} (code ${pg.code})`;
}
