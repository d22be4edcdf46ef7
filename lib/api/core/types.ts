import type { Db } from '../../db/client';

/** Who is calling: resolved from the API key on every request. */
export interface Actor {
  workspaceId: number;
  memberId: number;
  keyId: number;
}

export interface ApiDeps {
  db: Db;
  /** Base of citation permalinks, without a trailing slash. */
  appBaseUrl: string;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    actor: Actor;
    deps: ApiDeps;
  };
}
