import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { LocalFailure, PollAborted, pollImap, safeMessage, SyncError } from './imap';
import { ImapSettingsSchema, readCursor } from './imap-settings';
import { recordRefused } from './refused';
import { open, secretKey } from './secret-box';
import * as store from './sync-store';

/** The connection a message arrived through, as intake needs it. */
interface SyncConnection {
  id: number;
  workspaceId: number;
  ownerMemberId: number | null;
}

/** Stores one raw message, or answers why intake refuses it for what it is; throws for failures of ours. */
export type AcceptMessage = (conn: SyncConnection, raw: Buffer) => Promise<{ refused: string } | undefined>;

interface ConnectionSyncOptions {
  db: Db;
  log: Logger;
  /** Stores one raw message; intake de-duplicates by Message-ID, so a repeat is harmless. */
  accept: AcceptMessage;
  /** How often each connection is polled while it works. */
  intervalMs: number;
  /** The key that opens stored passwords; read on each poll, so a restored key file takes effect. */
  key?: () => Buffer;
  /** Connections polled at once by this server. */
  concurrency?: number;
}

interface ConnectionSync {
  /** Stops claiming, aborts polls under way and waits (briefly) for them to give their claims back. */
  stop(): Promise<void>;
  /** Makes a connection due at once and wakes the loop. */
  syncNow(connectionId: number): void;
}

/** The loop never sleeps less than this between scans, so rows claimed elsewhere cannot make it spin. */
const MIN_SCAN_MS = 500;
const STOP_WAIT_MS = 5_000;

/**
 * Polls due IMAP connections: claims one at a time (several servers on one
 * PostgreSQL never poll the same one at once), polls it, records the outcome,
 * and sleeps until the next connection falls due or an interval has passed.
 * Timers are unref'd: the loop never keeps a process alive on its own.
 */
export function startConnectionSync(opts: ConnectionSyncOptions): ConnectionSync {
  const { db, log, intervalMs } = opts;
  const concurrency = opts.concurrency ?? 4;
  const key = opts.key ?? (() => secretKey(undefined, { create: false }));
  const inflight = new Map<number, Promise<void>>();
  const aborter = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let scanning = false;
  let rescan = false;
  let stopped = false;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void scan(), ms);
    timer.unref();
  };

  async function scan(): Promise<void> {
    if (stopped) return;
    if (scanning) {
      rescan = true;
      return;
    }
    scanning = true;
    let wait = intervalMs;
    try {
      do {
        rescan = false;
        while (!stopped && inflight.size < concurrency) {
          const claimed = await store.claimDue(db, [...inflight.keys()]);
          if (!claimed) break;
          const job = poll(claimed).finally(() => {
            inflight.delete(claimed.id);
            void scan();
          });
          inflight.set(claimed.id, job);
        }
      } while (rescan && !stopped);
      const due = await store.msUntilNextDue(db, [...inflight.keys()]);
      if (due !== undefined) wait = Math.min(intervalMs, Math.max(MIN_SCAN_MS, due));
    } catch (err) {
      if (!stopped) log.warn({ err: message(err) }, 'connection sync: scan failed');
    } finally {
      scanning = false;
    }
    schedule(wait);
  }

  async function poll(c: store.Claimed): Promise<void> {
    const started = performance.now();
    try {
      const settings = ImapSettingsSchema.safeParse(c.settings);
      if (!settings.success) throw new SyncError('settings_invalid', 'the stored IMAP settings are incomplete');
      let password: string;
      try {
        password = open(c.secret ?? '', key(), c.publicId);
      } catch (err) {
        throw new SyncError('secret_unreadable', message(err));
      }
      const conn: SyncConnection = { id: c.id, workspaceId: c.workspaceId, ownerMemberId: c.ownerMemberId };
      const result = await pollImap({
        settings: settings.data,
        password,
        cursor: readCursor(c.cursor),
        accept: (raw) => opts.accept(conn, raw),
        advance: (cursor) => store.saveCursor(db, c.id, cursor),
        passOver: async (m) => {
          await recordRefused(db, conn, m);
          log.warn(
            { connection: c.publicId, uid: m.uid, size: m.size, reason: m.reason },
            'connection sync: message refused',
          );
        },
        signal: aborter.signal,
      });
      // A backlog left over is taken at once; otherwise the next poll is an interval away.
      await store.recordSuccess(db, c.id, result.more ? 0 : intervalMs);
      const ms = Math.round(performance.now() - started);
      if (result.accepted > 0 || result.passedOver > 0 || result.more) {
        const { accepted, passedOver, more } = result;
        log.info({ connection: c.publicId, accepted, refused: passedOver, more, ms }, 'connection synced');
      } else {
        log.debug({ connection: c.publicId, ms }, 'connection synced');
      }
    } catch (err) {
      await settle(c, err).catch((e: unknown) =>
        log.warn({ connection: c.publicId, err: message(e) }, 'connection sync: outcome not recorded'),
      );
    }
  }

  /** Records a failed poll truthfully: the mailbox's failures on the connection, our own only in the log. */
  async function settle(c: store.Claimed, err: unknown): Promise<void> {
    if (err instanceof PollAborted || stopped) {
      await store.releaseClaim(db, c.id);
      return;
    }
    if (!(err instanceof SyncError)) {
      log.error(
        { connection: c.publicId, err: message(err instanceof LocalFailure ? err.original : err) },
        'connection sync failed',
      );
      await store.releaseClaim(db, c.id, intervalMs);
      return;
    }
    const { failureCount, disabled } = await store.recordFailure(db, c.id, err.code, intervalMs);
    log.warn(
      { connection: c.publicId, error: err.code, detail: err.message, failureCount, disabled },
      disabled ? 'connection disabled after repeated authentication failures' : 'connection sync failed',
    );
  }

  function syncNow(connectionId: number): void {
    if (stopped) return;
    store
      .markDue(db, connectionId)
      .then(() => scan())
      .catch((err: unknown) => log.warn({ err: message(err) }, 'connection sync: sync now failed'));
  }

  async function stop(): Promise<void> {
    stopped = true;
    clearTimeout(timer);
    aborter.abort();
    const all = Promise.allSettled([...inflight.values()]);
    let bound: NodeJS.Timeout | undefined;
    await Promise.race([all, new Promise((resolve) => (bound = setTimeout(resolve, STOP_WAIT_MS)))]);
    clearTimeout(bound);
  }

  void scan();
  return { stop, syncNow };
}

const message = safeMessage;
