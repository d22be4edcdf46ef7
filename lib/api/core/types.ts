import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import type { BucketStore } from '../../limits/buckets';
import type { PageTokens } from '../../queries/pagination';
import type { VerifiedKeys } from './key-cache';

/** Who is calling: resolved from the API key on every request. */
export interface Actor {
  workspaceId: number;
  memberId: number;
  keyId: number;
  /** The key's first characters, as `pi keys list` shows them: safe to log. */
  keyPrefix: string;
}

export interface RateLimit {
  perSecond: number;
  burst: number;
  buckets: BucketStore;
}

/** Load shedding: refuse at once what would wait longer than `afterMs` for the database. */
interface Shedding {
  backlogMs: () => number;
  afterMs: number;
}

export interface ApiDeps {
  db: Db;
  /** Base of citation permalinks, without a trailing slash. */
  appBaseUrl: string;
  pages: PageTokens;
  rateLimit: RateLimit;
  log: Logger;
  /** The connection sync loop of this server, woken by "sync now"; absent, the loop finds due rows itself. */
  sync?: { now(connectionId: number): void };
  shed?: Shedding;
  /** The console's own key, verified in memory for its in-process calls; absent, every call asks the database. */
  ownKeys?: VerifiedKeys;
}

export interface AppEnv {
  /** IN_PROCESS for the console's own calls; Node's request and response over HTTP. */
  Bindings: object | undefined;
  Variables: {
    requestId: string;
    actor: Actor;
    deps: ApiDeps;
    /** SHA-256 of the raw request body, set by the body guard for the idempotency check. */
    bodyDigest: string | undefined;
    /** The bytes of a request whose body is not JSON (an email, a multipart upload). */
    rawBody: Buffer | undefined;
  };
}
