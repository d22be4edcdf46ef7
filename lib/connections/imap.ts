import { ImapFlow, type ImapFlowError } from 'imapflow';
import type { ImapCursor, ImapSettings } from './imap-settings';
import { messageIdOf } from './refused';

/** Short, stable codes stored in `connections.error_id`; clients and operators match on them. */
export const SYNC_ERRORS = [
  'auth_failed',
  'connect_failed',
  'timeout',
  'mailbox_missing',
  'protocol',
  'intake_failed',
  'secret_unreadable',
  'settings_invalid',
] as const;
export type SyncErrorCode = (typeof SYNC_ERRORS)[number];

/** A failed poll, with the code to record. The message is for the log and never holds the password. */
export class SyncError extends Error {
  constructor(
    readonly code: SyncErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SyncError';
  }
}

/** The poll was stopped from outside (server shutdown): nothing to record against the connection. */
export class PollAborted extends Error {
  constructor() {
    super('poll aborted');
    this.name = 'PollAborted';
  }
}

/** A failure on our side (the database), not the mailbox's: passed through unclassified. */
export class LocalFailure extends Error {
  constructor(readonly original: unknown) {
    super(original instanceof Error ? original.message : String(original));
    this.name = 'LocalFailure';
  }
}

/** The largest message taken, as for `POST /emails`; bigger ones are passed over, not retried forever. */
const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

/** A message the poll goes past without storing it: refused by intake, or too large to fetch. */
export interface PassedOver {
  uidValidity: string;
  uid: number;
  size: number | undefined;
  messageId: string | undefined;
  reason: string;
}

interface PollOptions {
  settings: ImapSettings;
  password: string;
  cursor: ImapCursor | undefined;
  /**
   * Stores one raw RFC 822 message, or answers why intake refuses it for what
   * it is. A throw (the database down, a bug) stops the poll before the cursor
   * passes the message, so it is tried again.
   */
  accept(raw: Buffer): Promise<{ refused: string } | undefined>;
  /** Persists the cursor; called after each message so a crash re-fetches at most one. */
  advance(cursor: ImapCursor): Promise<void>;
  /** Records a message passed over, before the cursor passes it: nothing is skipped unseen. */
  passOver(message: PassedOver): Promise<void>;
  /** Most messages one poll takes; the rest wait for the next poll, which is then due at once. */
  maxMessages?: number;
  /** Wall-clock budget of one poll, so a huge backlog cannot hold the connection's claim for long. */
  budgetMs?: number;
  timeouts?: { connectMs?: number; greetingMs?: number; socketMs?: number };
  /** Aborting closes the connection at once; the poll then rejects with PollAborted. */
  signal?: AbortSignal;
}

interface PollResult {
  /** Messages `accept` stored. */
  accepted: number;
  /** Messages passed over: refused by intake or too large. */
  passedOver: number;
  /** True when messages are left over for the next poll. */
  more: boolean;
  cursor: ImapCursor;
}

/**
 * One poll of one IMAP mailbox: connect, open the mailbox read-only, and hand
 * every message with a UID above the cursor to `accept`, oldest first. A new
 * UIDVALIDITY means the server renumbered the mailbox: start over from UID 1
 * (intake de-duplicates by Message-ID, so re-delivery is harmless).
 */
export async function pollImap(opts: PollOptions): Promise<PollResult> {
  const { settings } = opts;
  const started = Date.now();
  const client = new ImapFlow({
    host: settings.host,
    port: settings.port,
    secure: settings.tls === 'tls',
    // 'starttls' must upgrade (never send the password in clear); 'none' never tries.
    doSTARTTLS: settings.tls === 'starttls' ? true : settings.tls === 'none' ? false : undefined,
    auth: { user: settings.user, pass: opts.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: opts.timeouts?.connectMs ?? 20_000,
    greetingTimeout: opts.timeouts?.greetingMs ?? 15_000,
    socketTimeout: opts.timeouts?.socketMs ?? 120_000,
    maxLiteralSize: MAX_MESSAGE_BYTES + 1024 * 1024,
  });
  // Errors after connect() are also emitted as events; without a listener Node would crash the process.
  let emitted: unknown;
  client.on('error', (err: unknown) => {
    emitted = err;
  });
  const abort = () => client.close();
  opts.signal?.addEventListener('abort', abort, { once: true });
  const advance = (cursor: ImapCursor) =>
    opts.advance(cursor).catch((err: unknown) => {
      throw new LocalFailure(err);
    });
  const passOver = (message: PassedOver) =>
    opts.passOver(message).catch((err: unknown) => {
      throw new LocalFailure(err);
    });
  try {
    if (opts.signal?.aborted) throw new PollAborted();
    await client.connect();
    const mailbox = await client.mailboxOpen(settings.mailbox, { readOnly: true });
    const uidValidity = String(mailbox.uidValidity);
    let cursor: ImapCursor = opts.cursor?.uidValidity === uidValidity ? opts.cursor : { uidValidity, lastUid: 0 };
    if (cursor !== opts.cursor) await advance(cursor);

    let accepted = 0;
    let passedOver = 0;
    let more = false;
    if (mailbox.exists > 0 && (mailbox.uidNext === undefined || mailbox.uidNext > cursor.lastUid + 1)) {
      // `N:*` also matches the highest UID when it is below N, hence the filter.
      const found = (await client.search({ uid: `${cursor.lastUid + 1}:*` }, { uid: true })) || [];
      const pending = found.filter((uid) => uid > cursor.lastUid).sort((a, b) => a - b);
      const batch = pending.slice(0, opts.maxMessages ?? 500);
      more = pending.length > batch.length;
      const sizes = await messageSizes(client, batch);
      for (const uid of batch) {
        if (Date.now() - started > (opts.budgetMs ?? 5 * 60_000)) {
          more = true;
          break;
        }
        const size = sizes.get(uid);
        if (size !== undefined && size > MAX_MESSAGE_BYTES) {
          const head = await client.fetchOne(String(uid), { uid: true, headers: ['message-id'] }, { uid: true });
          const messageId = head && head.headers ? messageIdOf(head.headers) : undefined;
          const reason = `the message is larger than ${MAX_MESSAGE_BYTES / 1024 / 1024} MB, the most one may be`;
          await passOver({ uidValidity, uid, size, messageId, reason });
          passedOver += 1;
        } else {
          // Expunged since the search: nothing to take, and the cursor may pass it.
          const message = await client.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
          if (message && message.source) {
            let outcome: { refused: string } | undefined;
            try {
              outcome = await opts.accept(message.source);
            } catch (err) {
              throw new SyncError('intake_failed', `message UID ${uid} was not stored: ${safeMessage(err)}`);
            }
            if (outcome) {
              const { source } = message;
              await passOver({
                uidValidity,
                uid,
                size: source.length,
                messageId: messageIdOf(source),
                reason: outcome.refused,
              });
              passedOver += 1;
            } else {
              accepted += 1;
            }
          }
        }
        cursor = { uidValidity, lastUid: uid };
        await advance(cursor);
      }
    }
    await client.logout().catch(() => undefined);
    return { accepted, passedOver, more, cursor };
  } catch (err) {
    if (opts.signal?.aborted) throw new PollAborted();
    throw err instanceof SyncError || err instanceof LocalFailure ? err : classify(emitted ?? err);
  } finally {
    opts.signal?.removeEventListener('abort', abort);
    client.close();
  }
}

async function messageSizes(client: ImapFlow, uids: number[]): Promise<Map<number, number>> {
  const sizes = new Map<number, number>();
  if (uids.length === 0) return sizes;
  for (const m of await client.fetchAll(uids.join(','), { uid: true, size: true }, { uid: true })) {
    if (m.size !== undefined) sizes.set(m.uid, m.size);
  }
  return sizes;
}

const TIMEOUTS = new Set(['CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT', 'ETIMEOUT', 'ETIMEDOUT']);
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'NoConnection',
  'EConnectionClosed',
  'ClosedAfterConnectText',
  'ClosedAfterConnectTLS',
]);

/** Maps what imapflow and the socket throw onto a stored error code. */
function classify(err: unknown): SyncError {
  const e = (err ?? {}) as ImapFlowError;
  const message = describe(err);
  if (e.authenticationFailed) return new SyncError('auth_failed', message);
  if (e.mailboxMissing) return new SyncError('mailbox_missing', message);
  const code = e.code ?? '';
  if (TIMEOUTS.has(code)) return new SyncError('timeout', message);
  if (UNREACHABLE.has(code) || e.tlsFailed) return new SyncError('connect_failed', message);
  return new SyncError('protocol', message);
}

/** One line for the log: the server's words and code, never the command sent (LOGIN carries the password). */
function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const e = err as ImapFlowError;
  const detail = typeof e.responseText === 'string' ? `: ${e.responseText}` : '';
  return `${e.code ? `${e.code} ` : ''}${err.message}${detail}`.slice(0, 500);
}

/**
 * A local error for the log. Drizzle's errors quote the query's parameters,
 * which for intake are the message itself: only the driver's words are kept.
 */
export function safeMessage(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  if (!err.message.startsWith('Failed query:')) return err.message.slice(0, 500);
  return `database error: ${err.cause instanceof Error ? err.cause.message : 'unknown'}`;
}
