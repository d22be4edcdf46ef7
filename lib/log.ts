import pino, { type Logger } from 'pino';
import type { Env } from './env';

/**
 * Structured JSON logs on stdout, one object per line. Callers log ids,
 * routes, statuses and timings only: never a request body, a key or content.
 */
export function createLogger(level: Env['PI_LOG_LEVEL']): Logger {
  return pino(
    {
      level,
      base: { service: 'portfolio-intelligence' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    // Written asynchronously so logging never blocks a request; flushed on shutdown.
    pino.destination({ dest: 1, sync: false }),
  );
}
