import type { Logger } from 'pino';
import { purgeIdempotencyKeys } from '../lib/api/core/idempotency';
import type { SessionStore } from '../lib/console/session-store';
import type { Db } from '../lib/db/client';
import { analyzeTables } from '../lib/db/statistics';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Hourly: drop idempotency entries past their 24 hours and sessions that can never be valid again; on embedded
 * PGlite, which has no autovacuum, refresh the planner's statistics too.
 */
export function startMaintenance(db: Db, sessions: SessionStore, log: Logger, embedded: boolean): { stop(): void } {
  const run = () => {
    Promise.all([purgeIdempotencyKeys(db), sessions.purge(), embedded ? analyzeTables(db) : undefined]).catch(
      (err: unknown) => log.warn({ err: err instanceof Error ? err.message : String(err) }, 'maintenance failed'),
    );
  };
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
