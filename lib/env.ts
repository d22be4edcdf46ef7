import path from 'node:path';
import { z } from 'zod';
import { normaliseHost } from './console/host-names';

/** An unset variable and an empty one mean the same: the default. */
const opt = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const positive = z.coerce.number().positive().finite();
const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');
const url = z.url({ protocol: /^https?$/ });

/**
 * Every environment variable the server, the API, the console and `pi` read,
 * validated once. Tests, benchmarks and scripts may read their own variables.
 */
export const EnvSchema = z
  .object({
    HOST: opt(z.string()).default('127.0.0.1'),
    PORT: opt(int(0, 65535)).default(3000),
    PI_DATA_DIR: opt(z.string()).default('.data'),
    DATABASE_URL: opt(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
    APP_BASE_URL: opt(url),
    PI_PAGE_TOKEN_SECRET: opt(z.string().min(16, 'must be at least 16 characters')),
    PI_CONSOLE_PASSWORD: opt(z.string()),
    /** Sign-in through the firm's OpenID Connect provider: its issuer URL, and this console's client there. */
    PI_OIDC_ISSUER: opt(url),
    PI_OIDC_CLIENT_ID: opt(z.string()),
    PI_OIDC_CLIENT_SECRET: opt(z.string()),
    PI_API_BASE_URL: opt(url),
    PI_API_KEY: opt(z.string()),
    PI_API_TIMEOUT_MS: opt(int(1, 600_000)).default(15_000),
    /** How long the console's own key stays verified in memory; a revoked one stops working within it. */
    PI_KEY_CACHE_SECONDS: opt(int(0, 300)).default(10),
    PI_DEBUG: opt(flag).default(false),
    REDIS_URL: opt(z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL')),
    PI_RATE_LIMIT_PER_SECOND: opt(positive).default(50),
    PI_RATE_LIMIT_BURST: opt(int(1, 1_000_000)).default(100),
    PI_SIGNIN_PER_ADDRESS_PER_MINUTE: opt(positive).default(10),
    PI_SIGNIN_PER_MINUTE: opt(positive).default(100),
    PI_TRUST_PROXY: opt(flag).default(false),
    /** Host names the console answers for besides loopback and APP_BASE_URL's (DNS rebinding); comma-separated. */
    PI_ALLOWED_HOSTS: opt(
      z.string().transform((value, ctx) => {
        const entries = value
          .split(',')
          .map((h) => h.trim())
          .filter(Boolean);
        const bad = entries.find((h) => !normaliseHost(h));
        if (bad) ctx.addIssue({ code: 'custom', message: `must be host names separated by commas (not "${bad}")` });
        return entries.map((h) => normaliseHost(h) ?? h);
      }),
    ).default([]),
    PI_LOG_LEVEL: opt(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).default('info'),
    PI_SHUTDOWN_TIMEOUT_MS: opt(int(0, 600_000)).default(10_000),
    /** 32 bytes, base64 or hex, that encrypt stored connection passwords; else `secret.key` in the data folder. */
    PI_SECRET_KEY: opt(
      z
        .string()
        .trim()
        .regex(/^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/, 'must be 32 bytes as base64 (44 characters) or hex (64)'),
    ),
    /** How often each IMAP connection is polled. */
    PI_IMAP_POLL_SECONDS: opt(int(1, 86_400)).default(60),
    /**
     * Derivation jobs this server runs at once. Two keep a job's database work going while another waits on a
     * worker thread; 0 makes a server that takes intake and serves the API but derives nothing (other servers
     * on the same PostgreSQL, or this one's next start, do).
     */
    PI_DERIVATION_JOBS: opt(int(0, 16)).default(2),
    /** How long a derivation job's claim lasts without a heartbeat: a crashed server's jobs are taken after this. */
    PI_JOB_LOCK_SECONDS: opt(int(2, 3_600)).default(60),
    /** Attempts a derivation job gets, counting each server that stopped while working on it; then it ends failed. */
    PI_JOB_MAX_ATTEMPTS: opt(int(1, 100)).default(5),
    /**
     * Embedded PGlite queues every statement: when the queue is longer than this, API
     * requests get 503 + Retry-After at once, before the console proxy's 15 s timeout.
     */
    PI_SHED_AFTER_MS: opt(int(1, 600_000)).default(8_000),
    /** Worker threads that read files and messages off the event loop; at least one. */
    PI_PARSE_THREADS: opt(int(1, 64)),
    /** Heap each parse worker may use, in MB: a file that needs more ends failed, not the server. */
    PI_PARSE_HEAP_MB: opt(int(64, 16_384)).default(512),
    /** How long one file or message may take to read before its worker is stopped. */
    PI_PARSE_TIMEOUT_SECONDS: opt(int(1, 3_600)).default(60),
    /** Rows per API page in a CSV export; tests lower it so a few rows span many pages. */
    PI_EXPORT_PAGE_SIZE: opt(int(1, 100)).default(100),
  })
  .superRefine((e, ctx) => {
    // Half a provider's settings would sign nobody in: all three or none.
    const oidc = [e.PI_OIDC_ISSUER, e.PI_OIDC_CLIENT_ID, e.PI_OIDC_CLIENT_SECRET].filter((v) => v !== undefined);
    if (oidc.length > 0 && oidc.length < 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['PI_OIDC_ISSUER'],
        message: 'with PI_OIDC_CLIENT_ID and PI_OIDC_CLIENT_SECRET: set all three or none',
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    // A mistyped secret must not end up in a terminal or a log.
    const got = /SECRET/.test(name) ? 'a value that is hidden' : `"${String(source[name] ?? '')}"`;
    return `${name} ${issue.message.replace(/^Invalid input: /, '')} (got ${got})`;
  });
  throw new EnvError(`Invalid configuration: ${problems.join('; ')}`);
}

let cached: Env | undefined;

/** The process's configuration, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Where the data folder is, resolved against the working directory. */
export const dataDir = (e: Env = env()) => path.resolve(/*turbopackIgnore: true*/ e.PI_DATA_DIR);

/** PI_DEBUG, readable even when the rest of the configuration is invalid (to explain that failure). */
export const debugEnabled = () => /^(1|true|yes)$/.test(process.env.PI_DEBUG ?? '');
