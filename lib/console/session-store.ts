import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { consoleSessions } from '../db/schema';
import { SESSION_MAX_AGE_S } from './session';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Sessions live in the database, so every server of a deployment sees a
 * sign-out at once, and a restart signs nobody out. The cookie carries only a
 * random token; the row holds its hash and a tag of the password (or the
 * identity provider) it was made under, so changing either ends its sessions.
 */
export class SessionStore {
  constructor(
    private readonly db: Db,
    /** A deployment secret: the password tag is an HMAC, never the password's plain hash. */
    private readonly secret: string,
  ) {}

  private tag(password: string): string {
    return createHmac('sha256', this.secret).update(password).digest('base64url');
  }

  /**
   * A session made under `credential`: the shared password, or the identity
   * provider's settings (oidcCredential) with the member who signed in.
   */
  async create(credential: string, now = new Date(), memberId: number | null = null): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.insert(consoleSessions).values({
      tokenHash: hashToken(token),
      passwordTag: this.tag(credential),
      memberId,
      expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_S * 1000),
    });
    return token;
  }

  /**
   * The live session behind a cookie's token, made under one of the
   * credentials still configured; its member (null: the console key's).
   */
  async verify(
    credentials: readonly string[],
    token: string | undefined,
  ): Promise<{ memberId: number | null } | undefined> {
    if (!token || token.length > 256 || credentials.length === 0) return undefined;
    const [row] = await this.db
      .select({ memberId: consoleSessions.memberId })
      .from(consoleSessions)
      .where(
        and(
          eq(consoleSessions.tokenHash, hashToken(token)),
          inArray(
            consoleSessions.passwordTag,
            credentials.map((c) => this.tag(c)),
          ),
          isNull(consoleSessions.revokedAt),
          gt(consoleSessions.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    return row;
  }

  async revoke(token: string | undefined): Promise<void> {
    if (!token || token.length > 256) return;
    await this.db
      .update(consoleSessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(consoleSessions.tokenHash, hashToken(token)), isNull(consoleSessions.revokedAt)));
  }

  /** Rows that can never be valid again; run now and then by the server. */
  async purge(): Promise<void> {
    await this.db
      .delete(consoleSessions)
      .where(
        or(lt(consoleSessions.expiresAt, sql`now()`), lt(consoleSessions.revokedAt, sql`now() - interval '1 day'`)),
      );
  }
}
