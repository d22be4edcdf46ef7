import type { Logger } from 'pino';
import { purgeIdempotencyKeys } from '../lib/api/core/idempotency';
import type { SessionStore } from '../lib/console/session-store';
import type { Db } from '../lib/db/client';

const EVERY_MS = 60 * 60 * 1000;

/** Hourly: drop idempotency entries past their 24 hours and sessions that can never be valid again. */
export function startMaintenance(db: Db, sessions: SessionStore, log: Logger): { stop(): void } {
  const run = () => {
    Promise.all([purgeIdempotencyKeys(db), sessions.purge()]).catch((err: unknown) =>
      log.warn({ err: err instanceof Error ? err.message : String(err) }, 'maintenance failed'),
    );
  };
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
