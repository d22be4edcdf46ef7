import { bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, ref } from './columns';

// Tables of the deployment itself rather than of a workspace's portfolio data.

/** Values every server of a deployment must share, made once at first start (e.g. the page-token MAC key). */
export const deploymentSettings = pgTable('deployment_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Console sign-in sessions: the cookie holds a random token, only its hash is stored. */
export const consoleSessions = pgTable(
  'console_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Digest of the password the session was made under, so changing the password ends it. */
    passwordTag: text('password_tag').notNull(),
    /** The member signed in through OpenID Connect; null for the shared password, which acts as the console key's. */
    memberId: ref('member_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('console_sessions_expires').on(t.expiresAt)],
);

/** The first response to a POST carrying an Idempotency-Key, replayed for 24 h. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: ref('workspace_id').notNull(),
    apiKeyId: ref('api_key_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of method, path and body: the same key with another request is a conflict. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request is still being handled. */
    status: integer('status'),
    body: text('body'),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    uniqueIndex('idempotency_keys_api_key_key').on(t.apiKeyId, t.key),
    index('idempotency_keys_created').on(t.createdAt),
  ],
);
