import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import type { BucketStore } from '../../limits/buckets';
import type { PageTokens } from './pagination';

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

export interface ApiDeps {
  db: Db;
  /** Base of citation permalinks, without a trailing slash. */
  appBaseUrl: string;
  pages: PageTokens;
  rateLimit: RateLimit;
  log: Logger;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    actor: Actor;
    deps: ApiDeps;
    /** SHA-256 of the raw request body, set by the body guard for the idempotency check. */
    bodyDigest: string | undefined;
  };
}
