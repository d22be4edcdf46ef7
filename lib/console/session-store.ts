import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { consoleSessions } from '../db/schema';
import { SESSION_MAX_AGE_S } from './session';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Sessions live in the database, so every server of a deployment sees a
 * sign-out at once, and a restart signs nobody out. The cookie carries only a
 * random token; the row holds its hash and a tag of the password it was made
 * under, so changing the password ends every session.
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

  async create(password: string, now = new Date()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.insert(consoleSessions).values({
      tokenHash: hashToken(token),
      passwordTag: this.tag(password),
      expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_S * 1000),
    });
    return token;
  }

  async verify(password: string, token: string | undefined): Promise<boolean> {
    if (!token || token.length > 256) return false;
    const [row] = await this.db
      .select({ id: consoleSessions.id })
      .from(consoleSessions)
      .where(
        and(
          eq(consoleSessions.tokenHash, hashToken(token)),
          eq(consoleSessions.passwordTag, this.tag(password)),
          isNull(consoleSessions.revokedAt),
          gt(consoleSessions.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    return row !== undefined;
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
